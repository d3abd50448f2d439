import { randomBytes } from 'node:crypto';
import {
  ADMIN_CATALOG_KINDS,
  ADMIN_CATALOG_LABELS,
  ADMIN_MESSAGES,
  type AdminCatalog,
  type AdminCatalogEntry,
  type AdminCatalogKind,
  type AdminDemoFilters,
  type AdminDemoPage,
} from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth.types';
import { adminRepository } from './admin.repository';
import { auditRepository } from './audit.repository';
import { catalogAdminRepository, type CatalogEntryRow } from './catalog-admin.repository';

const toEntry = (r: CatalogEntryRow): AdminCatalogEntry => ({
  id: r.id,
  key: r.key,
  name: r.name,
  based_on: r.base_key,
  hidden: r.hidden,
});

/** A key of its own for an added entry: readable, and never one the seed uses. */
const customKey = (name: string) =>
  `custom-${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)}-${randomBytes(3).toString('hex')}`;

/** Demo requests and catalog entries of the admin console; each change is audited with it. */
export function adminContentService(db: Database) {
  const repo = adminRepository(db);
  const catalog = catalogAdminRepository(db);

  async function existing(kind: AdminCatalogKind, id: number) {
    const entry = await catalogAdminRepository(db).entry(kind, id);
    if (!entry) throw new AppError('not_found', ADMIN_MESSAGES.catalogNotFound);
    return entry;
  }
  async function uniqueName(kind: AdminCatalogKind, name: string, exceptId: number | null) {
    if (await catalog.nameTaken(kind, name, exceptId)) throw new AppError('conflict', ADMIN_MESSAGES.catalogNameTaken);
  }

  return {
    async demoRequests(query: AdminDemoFilters): Promise<AdminDemoPage> {
      const { rows, total } = await repo.demoPage(query);
      return {
        requests: rows.map(({ request: r, booking: b }) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          phone: `+${r.idc} ${r.phone}`,
          company_name: r.companyName,
          job_title: r.jobTitle,
          industry: r.industry,
          specific_needs: r.specificNeeds,
          created_at: r.createdAt.toISOString(),
          slot_start: b?.startsAt.toISOString() ?? null,
          booking_status: b?.status ?? null,
          handled_at: r.handledAt?.toISOString() ?? null,
        })),
        total,
      };
    },

    async setDemoHandled(actor: AuthUser, id: string, handled: boolean) {
      const done = await db.transaction(async (tx) => {
        const row = await adminRepository(tx).setDemoHandled(id, handled ? actor.id : null);
        if (!row) return undefined;
        await auditRepository(tx).write({
          actor,
          action: handled ? 'demo.handled' : 'demo.reopened',
          targetType: 'demo_request',
          targetId: row.id,
          targetLabel: `${row.name} <${row.email}>`,
        });
        return row;
      });
      if (!done) throw new AppError('not_found', ADMIN_MESSAGES.demoNotFound);
      return { message: handled ? ADMIN_MESSAGES.demoHandled : ADMIN_MESSAGES.demoReopened };
    },

    async catalog(): Promise<AdminCatalog> {
      return {
        kinds: await Promise.all(
          ADMIN_CATALOG_KINDS.map(async (kind) => ({
            kind,
            label: ADMIN_CATALOG_LABELS[kind],
            entries: (await catalog.entries(kind)).map(toEntry),
          })),
        ),
      };
    },

    async add(actor: AuthUser, kind: AdminCatalogKind, name: string, basedOn: number) {
      const base = await catalog.entry(kind, basedOn);
      if (!base) throw new AppError('validation_failed', ADMIN_MESSAGES.catalogBaseNotFound);
      await uniqueName(kind, name, null);
      const entry = await db.transaction(async (tx) => {
        const r = catalogAdminRepository(tx);
        const id = (await r.add(kind, customKey(name), name, base.id))!;
        const added = (await r.entry(kind, id))!;
        await auditRepository(tx).write({
          actor,
          action: 'catalog.add',
          targetType: 'catalog',
          targetId: `${kind}:${id}`,
          targetLabel: name,
          details: { kind, based_on: base.name },
        });
        return added;
      });
      return { entry: toEntry(entry), message: ADMIN_MESSAGES.catalogAdded(name) };
    },

    async rename(actor: AuthUser, kind: AdminCatalogKind, id: number, name: string) {
      const before = await existing(kind, id);
      await uniqueName(kind, name, id);
      const entry = await db.transaction(async (tx) => {
        const r = catalogAdminRepository(tx);
        await r.rename(kind, id, name);
        await auditRepository(tx).write({
          actor,
          action: 'catalog.rename',
          targetType: 'catalog',
          targetId: `${kind}:${id}`,
          targetLabel: name,
          details: { kind, from: before.name, to: name },
        });
        return (await r.entry(kind, id))!;
      });
      return { entry: toEntry(entry), message: ADMIN_MESSAGES.catalogRenamed(name) };
    },

    async setHidden(actor: AuthUser, kind: AdminCatalogKind, id: number, hidden: boolean) {
      const before = await existing(kind, id);
      if (hidden) {
        // The persona builder needs at least one choice of each kind in every mode.
        const mode = await catalog.lastOfferedIn(kind, id);
        if (mode) throw new AppError('conflict', ADMIN_MESSAGES.catalogLastInMode(mode));
      }
      const entry = await db.transaction(async (tx) => {
        const r = catalogAdminRepository(tx);
        await r.setHidden(kind, id, hidden);
        await auditRepository(tx).write({
          actor,
          action: hidden ? 'catalog.hide' : 'catalog.show',
          targetType: 'catalog',
          targetId: `${kind}:${id}`,
          targetLabel: before.name,
          details: { kind },
        });
        return (await r.entry(kind, id))!;
      });
      const message = hidden ? ADMIN_MESSAGES.catalogHidden(before.name) : ADMIN_MESSAGES.catalogShown(before.name);
      return { entry: toEntry(entry), message };
    },
  };
}
