import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

/** Where the suite's super_admin is kept for the specs that need one (admin.spec.ts). */
export const ADMIN_FILE = path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-admin.json');
export const ADMIN_EMAIL = 'e2e-admin@example.com';
const PASSWORD = 'administer-123';

/**
 * The install's first account becomes its super_admin (docs/decisions/0017-teams-and-roles.md).
 * The server is up before this runs, on a fresh data dir: claiming that first account here makes
 * every spec's own accounts plain reps, whichever spec runs first.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('global setup: no baseURL');
  const post = (url: string, data: unknown) =>
    fetch(new URL(url, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
  let res = await post('/api/v1/auth/sign-up', {
    first_name: 'Ada',
    last_name: 'Admin',
    email: ADMIN_EMAIL,
    phone_number: '+911234567890',
    password: PASSWORD,
    couponCode: 'E2E-INVITE',
  });
  if (res.status === 409) res = await post('/api/v1/auth/sign-in', { email: ADMIN_EMAIL, password: PASSWORD });
  if (!res.ok) throw new Error(`global setup: the admin account could not sign in (${res.status})`);
  const body = (await res.json()) as { token: string; user: { user_id: string; role: { name: string } } };
  fs.mkdirSync(path.dirname(ADMIN_FILE), { recursive: true });
  fs.writeFileSync(
    ADMIN_FILE,
    JSON.stringify({ token: body.token, userId: body.user.user_id, role: body.user.role.name }),
  );
}
