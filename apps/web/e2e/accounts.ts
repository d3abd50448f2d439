import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Accounts for the browser specs: signed up through the API, signed in through the page's storage. */

const INVITE_COUPON = 'E2E-INVITE';

export type Account = { token: string; userId: string };

export type SignUpOptions = { label?: string; email?: string; firstName?: string; password?: string };

/** A new rep signed up through the API with the suite's invite coupon; `label` names whose account it is in its email. */
export async function signUp(request: APIRequestContext, options: SignUpOptions = {}): Promise<Account> {
  const { label = 'chat', firstName = 'Robin', password = 'practise-123' } = options;
  const response = await request.post('/api/v1/auth/sign-up', {
    data: {
      first_name: firstName,
      last_name: 'Rep',
      email: options.email ?? `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      phone_number: '+911234567890',
      password,
      couponCode: INVITE_COUPON,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string; user: { user_id: string } };
  return { token: body.token, userId: body.user.user_id };
}

/** Stores `acct`'s sign-in in the open page, as the app remembers one (its token and user id). */
export async function storeSignIn(page: Page, acct: Account) {
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', userId);
  }, acct);
}

/** Stores the session the live screen would have stored (null: none). */
export async function storeSessionId(page: Page, sessionId: string | null) {
  await page.evaluate((id) => {
    if (id) localStorage.setItem('session_id', id);
    else localStorage.removeItem('session_id');
  }, sessionId);
}

/** Opens `path` signed in as `acct`, storing the sign-in on a page of the app (`from`) first. */
export async function openSignedIn(page: Page, acct: Account, path: string, from = '/pricing') {
  await page.goto(from);
  await storeSignIn(page, acct);
  await page.goto(path);
}
