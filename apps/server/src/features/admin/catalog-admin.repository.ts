import { sql } from 'drizzle-orm';
import type { AdminCatalogKind } from '@buyerlab/contract';
import { queryRows, type Database } from '../../db/client';

/** Where each editable catalog kind lives: its table, id column and mode-link table. */
const TABLES: Record<AdminCatalogKind, { table: string; id: string; links: string; copied: string[] }> = {
  roles: { table: 'ai_roles', id: 'ai_role_id', links: 'interaction_mode_ai_roles', copied: [] },
  models: {
    table: 'manufacturing_models',
    id: 'manufacturing_model_id',
    links: 'interaction_mode_manufacturing_models',
    copied: [],
  },
  plant_sizes: {
    table: 'plant_size_impacts',
    id: 'plant_size_impact_id',
    links: 'interaction_mode_plant_size_impacts',
    copied: ['employees'],
  },
};

export type CatalogEntryRow = { id: number; key: string; name: string; base_key: string | null; hidden: boolean };

/** SQL only: the catalog kinds an admin edits share one shape, so one set of statements serves them. */
export function catalogAdminRepository(db: Database) {
  const parts = (kind: AdminCatalogKind) => {
    const t = TABLES[kind];
    return { ...t, T: sql.identifier(t.table), ID: sql.identifier(t.id), L: sql.identifier(t.links) };
  };
  const select = (kind: AdminCatalogKind) => {
    const { T, ID } = parts(kind);
    return sql`select ${ID} as id, key, name, base_key, hidden_at is not null as hidden from ${T}`;
  };

  return {
    entries: (kind: AdminCatalogKind) =>
      queryRows<CatalogEntryRow>(db, sql`${select(kind)} order by ${parts(kind).ID}`),

    entry: async (kind: AdminCatalogKind, id: number) =>
      (await queryRows<CatalogEntryRow>(db, sql`${select(kind)} where ${parts(kind).ID} = ${id}`))[0],

    nameTaken: async (kind: AdminCatalogKind, name: string, exceptId: number | null) => {
      const { T, ID } = parts(kind);
      const rows = await queryRows<{ ok: number }>(
        db,
        sql`select 1 as ok from ${T} where lower(name) = lower(${name}) and ${ID} <> ${exceptId ?? 0} limit 1`,
      );
      return rows.length > 0;
    },

    /** A new entry with the base entry's buyer knowledge and the same modes offering it. */
    async add(kind: AdminCatalogKind, key: string, name: string, baseId: number) {
      const { T, ID, L, copied } = parts(kind);
      const extra = sql.join(
        copied.map((c) => sql`, ${sql.identifier(c)}`),
        sql``,
      );
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into ${T} (key, name, knowledge, base_key${extra})
            select ${key}, ${name}, knowledge, coalesce(base_key, key)${extra} from ${T} where ${ID} = ${baseId}
            returning ${ID} as id`,
      );
      if (!row) return undefined;
      await db.execute(
        sql`insert into ${L} (mode_id, ${ID}) select mode_id, ${row.id} from ${L} where ${ID} = ${baseId}
            on conflict do nothing`,
      );
      return row.id;
    },

    rename: async (kind: AdminCatalogKind, id: number, name: string) => {
      const { T, ID } = parts(kind);
      await db.execute(sql`update ${T} set name = ${name} where ${ID} = ${id}`);
    },

    setHidden: async (kind: AdminCatalogKind, id: number, hidden: boolean) => {
      const { T, ID } = parts(kind);
      await db.execute(sql`update ${T} set hidden_at = ${hidden ? sql`now()` : null} where ${ID} = ${id}`);
    },

    /** A mode that offers this entry and no other visible one of its kind, if any. */
    lastOfferedIn: async (kind: AdminCatalogKind, id: number) => {
      const { T, ID, L } = parts(kind);
      const [row] = await queryRows<{ name: string }>(
        db,
        sql`select m.name from interaction_modes m
            join ${L} l on l.mode_id = m.mode_id and l.${ID} = ${id}
            where not exists (
              select 1 from ${L} other join ${T} t on t.${ID} = other.${ID}
              where other.mode_id = m.mode_id and t.hidden_at is null and t.${ID} <> ${id}
            )
            order by m.mode_id limit 1`,
      );
      return row?.name;
    },
  };
}
