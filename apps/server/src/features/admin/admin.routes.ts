import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCatalogEntrySchema,
  adminCatalogEntryParamsSchema,
  adminCatalogKindParamsSchema,
  adminCatalogResponseSchema,
  adminCatalogSchema,
  adminCouponPageSchema,
  adminCouponParamsSchema,
  adminCouponResponseSchema,
  adminDemoPageSchema,
  adminDemoParamsSchema,
  adminDemoQuerySchema,
  adminPageQuerySchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserQuerySchema,
  adminUserResponseSchema,
  auditPageSchema,
  createAdminCouponSchema,
  messageResponseSchema,
  renameCatalogEntrySchema,
  setCatalogHiddenSchema,
  setDemoHandledSchema,
  setUserDisabledSchema,
  setUserRoleSchema,
} from '@buyerlab/contract';
import { currentUser } from '../../plugins/auth';
import { adminContentService } from './admin-content.service';
import { adminService } from './admin.service';

const tags = ['admin'];
const secured = { security: [{ bearerAuth: [] }] };
const writes = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * The admin console's API under /api/v1/admin (docs/product.md#admin). Every route is super_admin
 * only: 401 signed out, 403 for any other role. Routes validate and hand over to the services.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = adminService({
    db: app.database.db,
    onDisabled: (userId) => app.revocations.revoke({ userId }),
  });
  const content = adminContentService(app.database.db);
  app.addHook('onRequest', app.requireRole('super_admin'));

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Accounts, searched by email or name, paged and sorted',
        ...secured,
        querystring: adminUserQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    (request) => admin.users(request.query),
  );

  app.put(
    '/users/:id/role',
    {
      config: writes,
      schema: {
        tags,
        summary: "Change an account's role (never leaving no active super_admin)",
        ...secured,
        params: adminUserParamsSchema,
        body: setUserRoleSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    (request) => admin.setRole(currentUser(request), request.params.id, request.body.role),
  );

  app.put(
    '/users/:id/disabled',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Disable an account (its sign-ins end at once) or enable it again',
        ...secured,
        params: adminUserParamsSchema,
        body: setUserDisabledSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    (request) => admin.setDisabled(currentUser(request), request.params.id, request.body.disabled),
  );

  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Invite coupons with their usage, newest first',
        ...secured,
        querystring: adminPageQuerySchema,
        response: { 200: adminCouponPageSchema },
      },
    },
    (request) => admin.coupons(request.query.page, request.query.page_size),
  );

  app.post(
    '/coupons',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Create an invite coupon with a number of uses and an expiry',
        ...secured,
        body: createAdminCouponSchema,
        response: { 201: adminCouponResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.createCoupon(currentUser(request), request.body)),
  );

  app.post(
    '/coupons/:code/revoke',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Revoke a coupon: it admits nobody from then on',
        ...secured,
        params: adminCouponParamsSchema,
        response: { 200: adminCouponResponseSchema },
      },
    },
    (request) => admin.revokeCoupon(currentUser(request), request.params.code),
  );

  app.get(
    '/demo-requests',
    {
      schema: {
        tags,
        summary: 'Demo requests with their booked slot, open or handled, paged and sorted',
        ...secured,
        querystring: adminDemoQuerySchema,
        response: { 200: adminDemoPageSchema },
      },
    },
    (request) => content.demoRequests(request.query),
  );

  app.put(
    '/demo-requests/:id/handled',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Mark a demo request (and its booking) handled, or open again',
        ...secured,
        params: adminDemoParamsSchema,
        body: setDemoHandledSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => content.setDemoHandled(currentUser(request), request.params.id, request.body.handled),
  );

  app.get(
    '/catalog',
    {
      schema: {
        tags,
        summary: 'The buyer roles, manufacturing models and plant sizes, hidden ones included',
        ...secured,
        response: { 200: adminCatalogSchema },
      },
    },
    () => content.catalog(),
  );

  app.post(
    '/catalog/:kind',
    {
      config: writes,
      schema: {
        tags,
        summary: "Add an entry that uses an existing entry's buyer knowledge",
        ...secured,
        params: adminCatalogKindParamsSchema,
        body: addCatalogEntrySchema,
        response: { 201: adminCatalogResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await content.add(currentUser(request), request.params.kind, request.body.name, request.body.based_on)),
  );

  app.put(
    '/catalog/:kind/:entry/name',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Rename an entry',
        ...secured,
        params: adminCatalogEntryParamsSchema,
        body: renameCatalogEntrySchema,
        response: { 200: adminCatalogResponseSchema },
      },
    },
    (request) => content.rename(currentUser(request), request.params.kind, request.params.entry, request.body.name),
  );

  app.put(
    '/catalog/:kind/:entry/hidden',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Hide an entry from the persona builder, or offer it again',
        ...secured,
        params: adminCatalogEntryParamsSchema,
        body: setCatalogHiddenSchema,
        response: { 200: adminCatalogResponseSchema },
      },
    },
    (request) =>
      content.setHidden(currentUser(request), request.params.kind, request.params.entry, request.body.hidden),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'Every admin change: who, what, which target, when; newest first',
        ...secured,
        querystring: adminPageQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    (request) => admin.auditLog(request.query.page, request.query.page_size),
  );
};
