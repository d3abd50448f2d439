import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RoleName } from '@buyerlab/contract';
import { users } from '../db/schema';
import { issueToken } from '../features/auth/auth.service';
import type { AuthUser } from '../plugins/auth';

export type TestUserOverrides = Partial<Omit<AuthUser, 'id'>> & { role?: RoleName; rememberMe?: boolean };

/**
 * Inserts a user straight into the database (no password, no coupon) and issues a bearer token,
 * for tests of features behind sign-in: `headers: { authorization: \`Bearer ${token}\` }`.
 */
export async function createTestUser(
  app: FastifyInstance,
  overrides: TestUserOverrides = {},
): Promise<{ user: AuthUser; token: string }> {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await app.database.db
    .insert(users)
    .values({
      email: overrides.email ?? `user-${suffix}@example.com`,
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? `User ${suffix}`,
      role: overrides.role ?? 'rep',
    })
    .returning();
  if (!row) throw new Error('createTestUser: insert returned nothing');
  const user: AuthUser = {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    role: overrides.role ?? 'rep',
  };
  return { user, token: await issueToken(app.database.db, row.id, overrides.rememberMe ?? false) };
}
