import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCatalogResponseSchema,
  adminCatalogSchema,
  adminCouponPageSchema,
  adminCouponResponseSchema,
  adminDemoPageSchema,
  adminUserPageSchema,
  adminUserResponseSchema,
  auditPageSchema,
  messageResponseSchema,
  type AdminCatalogKind,
  type AdminDemoFilters,
  type AdminPageQuery,
  type AdminUserFilters,
  type CreateAdminCouponRequest,
  type RoleName,
} from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** The admin console's calls (docs/product.md#admin); success messages become toasts, errors too. */
const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  ).toString();

const ADMIN = ['admin'] as const;

export const useAdminUsers = (params: AdminUserFilters) =>
  useQuery({
    queryKey: [...ADMIN, 'users', params],
    queryFn: async () => api.get(`/v1/admin/users?${query(params)}`, adminUserPageSchema),
    placeholderData: keepPreviousData,
  });

export const useAdminCoupons = (params: AdminPageQuery) =>
  useQuery({
    queryKey: [...ADMIN, 'coupons', params],
    queryFn: async () => api.get(`/v1/admin/coupons?${query(params)}`, adminCouponPageSchema),
    placeholderData: keepPreviousData,
  });

export const useAdminDemoRequests = (params: AdminDemoFilters) =>
  useQuery({
    queryKey: [...ADMIN, 'demo', params],
    queryFn: async () => api.get(`/v1/admin/demo-requests?${query(params)}`, adminDemoPageSchema),
    placeholderData: keepPreviousData,
  });

export const useAdminCatalog = () =>
  useQuery({
    queryKey: [...ADMIN, 'catalog'],
    queryFn: async () => api.get('/v1/admin/catalog', adminCatalogSchema),
  });

export const useAuditLog = (params: AdminPageQuery) =>
  useQuery({
    queryKey: [...ADMIN, 'audit', params],
    queryFn: async () => api.get(`/v1/admin/audit?${query(params)}`, auditPageSchema),
    placeholderData: keepPreviousData,
  });

/** Every change refreshes what it touched and the audit log, which it always adds to. */
function useAdminMutation<A>(fn: (args: A) => Promise<unknown>, touches: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...ADMIN, touches] }),
        client.invalidateQueries({ queryKey: [...ADMIN, 'audit'] }),
      ]),
  });
}

export const useSetRole = () =>
  useAdminMutation(
    async ({ id, role }: { id: string; role: RoleName }) =>
      adminUserResponseSchema.parse(await api.put(`/v1/admin/users/${id}/role`, { role })),
    'users',
  );

export const useSetDisabled = () =>
  useAdminMutation(
    async ({ id, disabled }: { id: string; disabled: boolean }) =>
      adminUserResponseSchema.parse(await api.put(`/v1/admin/users/${id}/disabled`, { disabled })),
    'users',
  );

export const useCreateCoupon = () =>
  useAdminMutation(
    async (input: CreateAdminCouponRequest) =>
      adminCouponResponseSchema.parse(await api.post('/v1/admin/coupons', input)),
    'coupons',
  );

export const useRevokeCoupon = () =>
  useAdminMutation(
    async (code: string) =>
      adminCouponResponseSchema.parse(await api.post(`/v1/admin/coupons/${encodeURIComponent(code)}/revoke`)),
    'coupons',
  );

export const useSetDemoHandled = () =>
  useAdminMutation(
    async ({ id, handled }: { id: string; handled: boolean }) =>
      messageResponseSchema.parse(await api.put(`/v1/admin/demo-requests/${id}/handled`, { handled })),
    'demo',
  );

export const useAddCatalogEntry = () =>
  useAdminMutation(
    async ({ kind, name, based_on }: { kind: AdminCatalogKind; name: string; based_on: number }) =>
      adminCatalogResponseSchema.parse(await api.post(`/v1/admin/catalog/${kind}`, { name, based_on })),
    'catalog',
  );

export const useRenameCatalogEntry = () =>
  useAdminMutation(
    async ({ kind, id, name }: { kind: AdminCatalogKind; id: number; name: string }) =>
      adminCatalogResponseSchema.parse(await api.put(`/v1/admin/catalog/${kind}/${id}/name`, { name })),
    'catalog',
  );

export const useSetCatalogHidden = () =>
  useAdminMutation(
    async ({ kind, id, hidden }: { kind: AdminCatalogKind; id: number; hidden: boolean }) =>
      adminCatalogResponseSchema.parse(await api.put(`/v1/admin/catalog/${kind}/${id}/hidden`, { hidden })),
    'catalog',
  );
