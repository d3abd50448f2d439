import { z } from 'zod';
import { ROLE_NAMES } from './auth';
import { catalogIdSchema } from './catalog';
import { tooLongMessage } from './errors';

/** Every message of the admin console (docs/product.md#admin); web and server read them from here only. */
export const ADMIN_MESSAGES = {
  userNotFound: 'User not found.',
  roleChanged: (email: string, role: string) => `${email} is now ${role}`,
  roleUnchanged: 'The account already has this role.',
  userDisabled: (email: string) => `${email} is disabled: their sign-ins ended`,
  userEnabled: (email: string) => `${email} can sign in again`,
  lastSuperAdmin:
    'This would leave no active super_admin. Make another account super_admin first, then change this one.',
  couponCreated: (code: string) => `Coupon ${code} created`,
  couponRevoked: (code: string) => `Coupon ${code} revoked: it admits nobody from now on`,
  couponNotFound: 'Coupon not found.',
  couponExists: 'A coupon with this code already exists. Choose another code or leave it empty.',
  couponAlreadyRevoked: 'This coupon is already revoked.',
  couponCodeFormat: 'Use 4 to 32 letters, digits or dashes for the code, or leave it empty.',
  couponUsesRange: 'Uses must be a whole number from 1 to 10,000.',
  couponDaysRange: 'Days valid must be a whole number from 1 to 365.',
  demoNotFound: 'Demo request not found.',
  demoHandled: 'Demo request marked handled',
  demoReopened: 'Demo request marked open again',
  catalogNotFound: 'Catalog entry not found.',
  catalogBaseNotFound: 'Choose an existing entry to base the new one on.',
  catalogNameRequired: 'Name is required',
  catalogNameTooLong: tooLongMessage('Name', 80),
  catalogNameTaken: 'Another entry of this kind already has this name.',
  catalogAdded: (name: string) => `${name} added`,
  catalogRenamed: (name: string) => `Renamed to ${name}`,
  catalogLastInMode: (mode: string) =>
    `This is the last entry of its kind offered in ${mode}: add or show another one before hiding it.`,
  catalogHidden: (name: string) => `${name} is hidden from the persona builder`,
  catalogShown: (name: string) => `${name} is offered again`,
  searchTooLong: tooLongMessage('Search', 100),
} as const;

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 10, 25, 50 or 100.')
  .default(25);
const pageSchema = z.coerce.number().int().min(0).max(100_000).default(0);
const orderSchema = z.enum(['asc', 'desc']).default('desc');
const searchSchema = z.string().trim().max(100, ADMIN_MESSAGES.searchTooLong).default('');

/** Users: searched by email or name, paged and sorted by the server. */
export const ADMIN_USER_SORTS = ['created_at', 'email', 'name', 'role'] as const;
export const adminUserQuerySchema = z.object({
  q: searchSchema,
  page: pageSchema,
  page_size: pageSizeSchema,
  sort: z.enum(ADMIN_USER_SORTS).default('created_at'),
  order: orderSchema,
});
export type AdminUserFilters = z.output<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  user_id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLE_NAMES),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserParamsSchema = z.object({ id: z.uuid() });
export const setUserRoleSchema = z.object({ role: z.enum(ROLE_NAMES) });
export const setUserDisabledSchema = z.object({ disabled: z.boolean() });
export const adminUserResponseSchema = z.object({ user: adminUserSchema, message: z.string() });

/** Coupons: invite codes for sign-up, with a number of uses and an expiry. */
export const COUPON_STATUSES = ['active', 'used_up', 'expired', 'revoked'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const createAdminCouponSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^$|^[A-Z0-9][A-Z0-9-]{2,30}[A-Z0-9]$/, ADMIN_MESSAGES.couponCodeFormat)
    .optional(),
  uses: z
    .number({ error: ADMIN_MESSAGES.couponUsesRange })
    .int(ADMIN_MESSAGES.couponUsesRange)
    .min(1, ADMIN_MESSAGES.couponUsesRange)
    .max(10_000, ADMIN_MESSAGES.couponUsesRange),
  days: z
    .number({ error: ADMIN_MESSAGES.couponDaysRange })
    .int(ADMIN_MESSAGES.couponDaysRange)
    .min(1, ADMIN_MESSAGES.couponDaysRange)
    .max(365, ADMIN_MESSAGES.couponDaysRange),
});
export type CreateAdminCouponRequest = z.infer<typeof createAdminCouponSchema>;
export const adminCouponSchema = z.object({
  code: z.string(),
  uses_allowed: z.number().int(),
  uses_taken: z.number().int(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(COUPON_STATUSES),
  /** A team invite's code (made by a manager's invite, single use). */
  team_invite: z.boolean(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponPageSchema = z.object({ coupons: z.array(adminCouponSchema), total: z.number().int() });
export type AdminCouponPage = z.infer<typeof adminCouponPageSchema>;
export const adminPageQuerySchema = z.object({ page: pageSchema, page_size: pageSizeSchema });
export type AdminPageQuery = z.output<typeof adminPageQuerySchema>;
export const adminCouponParamsSchema = z.object({ code: z.string().trim().toUpperCase().min(1).max(64) });
export const adminCouponResponseSchema = z.object({ coupon: adminCouponSchema, message: z.string() });

/** Demo requests, each with its booked slot when the visitor booked one. */
export const DEMO_FILTERS = ['open', 'handled', 'all'] as const;
export const ADMIN_DEMO_SORTS = ['created_at', 'name', 'slot'] as const;
export const adminDemoQuerySchema = z.object({
  status: z.enum(DEMO_FILTERS).default('open'),
  page: pageSchema,
  page_size: pageSizeSchema,
  sort: z.enum(ADMIN_DEMO_SORTS).default('created_at'),
  order: orderSchema,
});
export type AdminDemoFilters = z.output<typeof adminDemoQuerySchema>;
export const adminDemoRequestSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string(),
  job_title: z.string(),
  industry: z.string(),
  specific_needs: z.string(),
  created_at: z.string(),
  slot_start: z.string().nullable(),
  booking_status: z.enum(['confirmed', 'cancelled']).nullable(),
  handled_at: z.string().nullable(),
});
export type AdminDemoRequest = z.infer<typeof adminDemoRequestSchema>;
export const adminDemoPageSchema = z.object({ requests: z.array(adminDemoRequestSchema), total: z.number().int() });
export type AdminDemoPage = z.infer<typeof adminDemoPageSchema>;
export const adminDemoParamsSchema = z.object({ id: z.uuid() });
export const setDemoHandledSchema = z.object({ handled: z.boolean() });

/** The catalog kinds an admin edits: the buyer choices of the persona builder. */
export const ADMIN_CATALOG_KINDS = ['roles', 'models', 'plant_sizes'] as const;
export type AdminCatalogKind = (typeof ADMIN_CATALOG_KINDS)[number];
export const ADMIN_CATALOG_LABELS: Record<AdminCatalogKind, string> = {
  roles: 'Buyer roles',
  models: 'Manufacturing models',
  plant_sizes: 'Plant sizes',
};
export const catalogNameSchema = z
  .string({ error: ADMIN_MESSAGES.catalogNameRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.catalogNameRequired)
  .max(80, ADMIN_MESSAGES.catalogNameTooLong);
export const adminCatalogEntrySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  /** The seeded entry whose buyer knowledge an added entry uses; null for seeded entries. */
  based_on: z.string().nullable(),
  hidden: z.boolean(),
});
export type AdminCatalogEntry = z.infer<typeof adminCatalogEntrySchema>;
export const adminCatalogSchema = z.object({
  kinds: z.array(
    z.object({ kind: z.enum(ADMIN_CATALOG_KINDS), label: z.string(), entries: z.array(adminCatalogEntrySchema) }),
  ),
});
export type AdminCatalog = z.infer<typeof adminCatalogSchema>;
export const adminCatalogKindParamsSchema = z.object({ kind: z.enum(ADMIN_CATALOG_KINDS) });
export const adminCatalogEntryParamsSchema = z.object({
  kind: z.enum(ADMIN_CATALOG_KINDS),
  entry: z.coerce.number().pipe(catalogIdSchema),
});
export const addCatalogEntrySchema = z.object({ name: catalogNameSchema, based_on: catalogIdSchema });
export const renameCatalogEntrySchema = z.object({ name: catalogNameSchema });
export const setCatalogHiddenSchema = z.object({ hidden: z.boolean() });
export const adminCatalogResponseSchema = z.object({ entry: adminCatalogEntrySchema, message: z.string() });

/** The audit log: every change made through the admin console, newest first. */
export const AUDIT_ACTIONS = [
  'user.role',
  'user.disable',
  'user.enable',
  'coupon.create',
  'coupon.revoke',
  'demo.handled',
  'demo.reopened',
  'catalog.add',
  'catalog.rename',
  'catalog.hide',
  'catalog.show',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.role': 'Changed role',
  'user.disable': 'Disabled account',
  'user.enable': 'Enabled account',
  'coupon.create': 'Created coupon',
  'coupon.revoke': 'Revoked coupon',
  'demo.handled': 'Marked demo handled',
  'demo.reopened': 'Reopened demo',
  'catalog.add': 'Added catalog entry',
  'catalog.rename': 'Renamed catalog entry',
  'catalog.hide': 'Hid catalog entry',
  'catalog.show': 'Showed catalog entry',
};
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.string(),
  target_id: z.string(),
  target_label: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;
