import { emailSchema } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { authRepository } from './auth.repository';

/** `npm run admin -- make-admin <email>`: gives an existing account the super_admin role. */
export async function makeSuperAdmin(db: Database, email: string) {
  const normalized = emailSchema.parse(email);
  const user = await authRepository(db).setRole(normalized, 'super_admin');
  if (!user) throw new Error(`No account with the email ${normalized}`);
  return user;
}
