import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personas } from '../../db/schema';

export type PersonaRow = typeof personas.$inferSelect;
export type NewPersonaRow = typeof personas.$inferInsert;

export function personasRepository(db: Database) {
  return {
    async insert(row: NewPersonaRow): Promise<PersonaRow> {
      const [created] = await db.insert(personas).values(row).returning();
      if (!created) throw new Error('persona insert returned nothing');
      return created;
    },
    async findOwned(id: string, userId: string): Promise<PersonaRow | undefined> {
      return (
        await db
          .select()
          .from(personas)
          .where(and(eq(personas.id, id), eq(personas.userId, userId)))
      )[0];
    },
  };
}
