import { expect, test, type Page } from '@playwright/test';
import { shot } from './shots';
import { dismissToasts } from './chat-helpers';
import { signUp } from './accounts';
import { mailedCode } from './mail-sink';

const COUPON = 'E2E-INVITE';
const PASSWORD = 'first-password';

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const readResetCode = (email: string, nth: number) => mailedCode(email, /reset code is (\d{6})\b/, nth);

async function openAuthModal(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('.MuiDrawer-paper').getByRole('button', { name: 'Signin / Signup' }).click();
  } else {
    await dismissToasts(page);
    await page.locator('header').getByRole('button', { name: 'Signin / Signup' }).click();
  }
  return page.getByRole('dialog');
}

async function logout(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('.MuiDrawer-paper').getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.locator('header').getByRole('button', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

const registerThroughApi = (page: Page, email: string, password = PASSWORD) =>
  signUp(page.request, { email, firstName: 'Ravi', password });

test(
  'register with a coupon, sign out, sign in with remember me, stay signed in after a reload',
  { tag: '@mobile' },
  async ({ page, isMobile }) => {
    const email = uniqueEmail('newcomer');
    await page.goto('/');
    const dialog = await openAuthModal(page, isMobile);
    await expect(dialog.getByRole('heading', { name: 'Register for your MVP session' })).toBeVisible();
    await expect(
      dialog.getByText('This form is only for specially invited MVP users with a promo code.'),
    ).toBeVisible();
    await expect(dialog.getByText('Google sign-in is not configured on this server.')).toBeVisible();
    // The country code defaults to India (+91).
    await expect(dialog.locator('#register-dial-code')).toContainText('91');
    await shot(page, 'auth-register');

    await dialog.getByLabel('First Name').fill('Meera');
    await dialog.getByLabel('Last Name').fill('Nair');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone number').fill('9876543210');
    await dialog.getByLabel('MVP coupon code').fill(COUPON);
    await dialog.getByLabel(/^Password[\s*]*$/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'START session' }).click();

    await expect(page).toHaveURL(/\/pricing\/free-trial$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: localStorage.getItem('user'),
    }));
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.user).toMatch(/^[0-9a-f-]{36}$/);
    if (!isMobile) await expect(page.locator('header').getByRole('link', { name: 'Dashboard' })).toBeVisible();

    // Logout clears exactly the items docs/product.md#sign-in-and-sign-out lists (and uploads still waiting for a session, which
    // belong to the account), and the server no longer takes the token.
    await page.evaluate(() => {
      for (const key of ['session_id', 'persona_id', 'persona_data', 'mode_id', 'summary', 'document_ids']) {
        localStorage.setItem(key, `${key}-value`);
      }
    });
    await logout(page, isMobile);
    const left = await page.evaluate(() =>
      ['token', 'user', 'session_id', 'persona_id', 'persona_data', 'mode_id', 'summary', 'document_ids'].filter(
        (key) => localStorage.getItem(key) !== null,
      ),
    );
    expect(left).toEqual(['summary']);
    const me = await page.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${stored.token}` } });
    expect(me.status()).toBe(401);

    const signIn = await openAuthModal(page, isMobile);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signIn.getByRole('heading', { name: 'Sign in to start your session' })).toBeVisible();
    await expect(signIn.getByLabel('Remember me')).toBeChecked();
    await shot(page, 'auth-signin');
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel(/^Password[\s*]*$/).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'START session' }).click();
    await expect(page).toHaveURL(/\/pricing\/free-trial$/);

    await page.reload();
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('.MuiDrawer-paper');
      await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
      // The menu's Dashboard makes the same choice as the header's, then closes the menu.
      await menu.getByRole('link', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(menu).toBeHidden();
      await expect(page.getByTestId('dashboard-empty')).toBeVisible();
    } else {
      await expect(page.locator('header').getByRole('button', { name: 'Logout' })).toBeVisible();
    }
  },
);

test('logout clears the stored session even when the server call fails', async ({ page, isMobile }) => {
  const { token, userId } = await registerThroughApi(page, uniqueEmail('logout-offline'));
  await page.goto('/');
  await page.evaluate(
    ({ t, u }) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      localStorage.setItem('mode_id', '1');
    },
    { t: token, u: userId },
  );
  await page.reload();
  await page.route('**/api/v1/auth/logout', (route) => route.abort('connectionrefused'));
  await logout(page, isMobile);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('mode_id')])).toEqual([
    null,
    null,
  ]);
});

test('a token the server no longer accepts is dropped at app load', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'revoked-or-made-up-token-value-000000000000'));
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the register and sign-in forms show every validation message', { tag: '@mobile' }, async ({ page, isMobile }) => {
  await page.goto('/');
  const dialog = await openAuthModal(page, isMobile);
  await dialog.getByRole('button', { name: 'START session' }).click();
  for (const message of [
    'First Name is required',
    'Last Name is required',
    'Email is required',
    'Phone number is required',
    'MVP coupon code is required',
    'Password is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel('Email').fill('has space@example.com');
  await dialog.getByLabel('Phone number').fill('12345');
  await dialog.getByLabel(/^Password[\s*]*$/).fill('12345');
  await dialog.getByRole('button', { name: 'START session' }).click();
  await expect(dialog.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please enter a valid 10-digit phone number', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters long', { exact: true })).toBeVisible();

  // A wrong coupon: the server's detail in the red box and as a toast.
  await dialog.getByLabel('First Name').fill('Meera');
  await dialog.getByLabel('Last Name').fill('Nair');
  await dialog.getByLabel('Email').fill(uniqueEmail('wrong-coupon'));
  await dialog.getByLabel('Phone number').fill('9876543210');
  await dialog.getByLabel('MVP coupon code').fill('NOT-A-COUPON');
  await dialog.getByLabel(/^Password[\s*]*$/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'START session' }).click();
  const couponMessage = 'This MVP coupon code is not valid, has expired or has been used up.';
  await expect(dialog.getByTestId('auth-error')).toHaveText(couponMessage);
  await expect(page.locator('.Toastify').getByText(couponMessage)).toBeVisible();

  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.getByRole('button', { name: 'START session' }).click();
  await expect(dialog.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Password is required', { exact: true })).toBeVisible();
  await dialog.getByLabel('Email').fill('nobody at example.com');
  await dialog.getByLabel(/^Password[\s*]*$/).fill('12345');
  await dialog.getByRole('button', { name: 'START session' }).click();
  await expect(dialog.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters long', { exact: true })).toBeVisible();
  await dialog.getByLabel('Email').fill('nobody@example.com');
  await dialog.getByLabel(/^Password[\s*]*$/).fill('wrong-password');
  await dialog.getByRole('button', { name: 'START session' }).click();
  await expect(dialog.getByTestId('auth-error')).toHaveText('Invalid email or password');
  await expect(page.locator('.Toastify').getByText('Invalid email or password')).toBeVisible();
});

test('forgot password: all three steps, Back, validation, then sign in with the new password', async ({
  page,
  isMobile,
}) => {
  const email = uniqueEmail('forgetful');
  await page.goto('/');
  await registerThroughApi(page, email);

  const authDialog = await openAuthModal(page, isMobile);
  await authDialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await authDialog.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(dialog).toBeVisible();

  // Step 1
  await dialog.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(dialog.getByText('Email is required', { exact: true })).toBeVisible();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(dialog.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await shot(page, 'auth-forgot-1');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.locator('.Toastify').getByText('Password reset OTP sent to your email')).toBeVisible();

  // Step 2: digits only, six at most, Verify disabled until six; Back clears the code.
  const codeInput = dialog.getByLabel('Verification code');
  await codeInput.fill('a1b2c3');
  await expect(codeInput).toHaveValue('123');
  await expect(dialog.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
  await codeInput.fill('');
  await codeInput.blur();
  await expect(dialog.getByText('OTP code is required', { exact: true })).toBeVisible();
  await codeInput.fill('12');
  await codeInput.blur();
  await expect(dialog.getByText('OTP code must be 6 digits', { exact: true })).toBeVisible();
  await codeInput.fill('12345678');
  await expect(codeInput).toHaveValue('123456');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  // Only the code of this second request counts: the first one is now invalid.
  await dialog.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(dialog.getByLabel('Verification code')).toHaveValue('');
  const code = await readResetCode(email, 2);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await dialog.getByLabel('Verification code').fill(wrong);
  await dialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(dialog.getByTestId('auth-error')).toHaveText(
    'The OTP code you entered is incorrect. Please check and try again.',
  );
  await shot(page, 'auth-forgot-2');
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(
    page.locator('.Toastify').getByText('OTP verified successfully! Please enter your new password.'),
  ).toBeVisible();

  // Step 3: validation, show/hide, Back clears both passwords.
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByText('New password is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please confirm your password', { exact: true })).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('12345');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('123456');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByText('Password must be at least 6 characters long', { exact: true })).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('second-password');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show New password' }).click();
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
  await shot(page, 'auth-forgot-3');
  // Back from 3 clears only the passwords: the verified code is still there (docs/product.md#forgot-password-flow).
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Verification code')).toHaveValue(code);
  await dialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Confirm password', { exact: true })).toHaveValue('');
  await dialog.getByLabel('New password', { exact: true }).fill('second-password');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('second-password');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.locator('.Toastify').getByText('Password reset successfully! You can now login with your new password.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The modal reopens on the sign-in view the visitor came from.
  const signIn = await openAuthModal(page, isMobile);
  await expect(signIn.getByRole('heading', { name: 'Sign in to start your session' })).toBeVisible();
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel(/^Password[\s*]*$/).fill('second-password');
  await signIn.getByRole('button', { name: 'START session' }).click();
  await expect(page).toHaveURL(/\/pricing\/free-trial$/);
});
