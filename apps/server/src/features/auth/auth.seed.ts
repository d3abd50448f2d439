import type { Database } from '../../db/client';
import { roles } from '../../db/schema';

const ROLES = [
  { name: 'super_admin', description: 'Sees the admin dashboard and every account' },
  { name: 'manager', description: 'Sees their team' },
  { name: 'rep', description: 'Practises sales conversations (every new account)' },
] as const;

/** The three roles of docs/product.md#roles; a new account is a rep. Idempotent. */
export async function seedRoles(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values([...ROLES])
    .onConflictDoNothing({ target: roles.name });
}
