import type { RoleName } from '@buyerlab/contract';

/** The signed-in user as every route sees it (`request.user`). */
export type AuthUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  role: RoleName;
};
