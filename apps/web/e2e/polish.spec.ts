import { expect, test, type Locator, type Page } from '@playwright/test';
import { ensureAccount } from './chat-helpers';
import { shot } from './shots';
import { bookAsRival } from './demo-helpers';

/** The small defects of issue 19, each checked where a visitor or a rep would meet it. */

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signed out, /chat offers the sign-in dialog in the page itself at any width. */
async function openRegister(page: Page) {
  await page.goto('/chat/audio');
  await page.getByRole('button', { name: 'Signin / Signup' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'START session' })).toBeVisible();
  return dialog;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('small defects', { tag: '@mobile' }, () => {
  test('/chat/foo is the 404 page, and a signed-out visitor on /chat has a way home', async ({ page }) => {
    await page.goto('/chat/foo');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
    await expect(page).toHaveTitle('Page not found — Buyerlab');
    await expect(page.getByLabel('Type your message')).toHaveCount(0);

    await page.goto('/chat/audio');
    await expect(page.getByRole('heading', { level: 1, name: 'Practice session' })).toBeVisible();
    await shot(page, 'chat-signed-out');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('registration marks every field required and shows SVG flags', async ({ page }) => {
    const dialog = await openRegister(page);
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone number', 'MVP coupon code', 'Password']) {
      await expect(dialog.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('required', '');
    }
    await expect(dialog.locator('.MuiFormLabel-asterisk')).toHaveCount(6);
    const flag = dialog.getByTestId('country-flag').first();
    await expect(flag).toHaveAttribute('src', '/flags/IN.svg');
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: /^Country code/ }).click();
    // The list opens at the chosen country; flags further down load as they scroll into view.
    const listed = page.getByRole('option', { name: /^India\b/ }).getByTestId('country-flag');
    await expect(listed).toBeVisible();
    await expect.poll(() => listed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'register-flags');
  });

  test('toasts never cover a dialog’s title or close button', async ({ page }) => {
    const dialog = await openRegister(page);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByLabel('Email').fill(uniqueEmail('nobody'));
    await dialog.getByLabel(/^Password[\s*]*$/).fill('wrong-password');
    await dialog.getByRole('button', { name: 'START session' }).click();
    const toast = page.locator('.Toastify__toast').first();
    await expect(toast).toBeVisible();
    // The toast is measured where it comes to rest: its entrance animation has finished.
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const toastBox = (await toast.boundingBox())!;
    for (const part of [dialog.locator('h2').first(), dialog.getByRole('button', { name: 'Close' })]) {
      const box = (await part.boundingBox())!;
      expect(overlaps(toastBox, box), 'toast over the dialog header').toBe(false);
    }
    await shot(page, 'toast-over-dialog');
  });

  test('the home page tag is whole at every width', async ({ page }) => {
    await page.goto('/');
    const label = page.getByTestId('hero-tag').locator('.MuiChip-label');
    await expect(label).toBeVisible();
    const cut = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut).toBe(false);
    await shot(page, 'home-hero');
  });

  test('logging out says so', async ({ page, request, isMobile }) => {
    const acct = await ensureAccount(request);
    await page.goto('/');
    await page.evaluate(
      ({ token, userId }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', userId);
      },
      { token: acct.token, userId: acct.userId },
    );
    await page.reload();
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('.MuiDrawer-paper').getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.locator('header').getByRole('button', { name: 'Logout' }).click();
    }
    await expect(page.locator('.Toastify').getByText('Signed out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('clicking outside the forgot-password dialog at step 2 keeps the progress', async ({ page }) => {
    const email = uniqueEmail('backdrop');
    const up = await page.request.post('/api/v1/auth/sign-up', {
      data: {
        first_name: 'Ravi',
        last_name: 'Kumar',
        email,
        phone_number: '+919876543210',
        password: 'first-password',
        couponCode: 'E2E-INVITE',
      },
    });
    expect(up.status()).toBe(201);
    const auth = await openRegister(page);
    await auth.getByRole('button', { name: 'Sign in', exact: true }).click();
    await auth.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Code' }).click();
    const code = dialog.getByLabel('Verification code');
    await expect(code).toBeVisible();
    await code.fill('123');
    await page.mouse.click(3, 3); // the backdrop
    await expect(dialog).toBeVisible();
    await expect(code).toHaveValue('123');
    await expect(dialog.getByText(email)).toBeVisible();
  });

  test('after a slot clash the picker stays on the day the visitor had chosen', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('.MuiDrawer-paper').getByRole('button', { name: 'Book a Demo' }).click();
    } else {
      await page.locator('header').getByRole('button', { name: 'Book a Demo' }).click();
    }
    const dialog = page.getByRole('dialog');
    const days = dialog.getByRole('group', { name: 'Days with open slots' }).getByRole('button');
    await days.nth(1).click();
    await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await dialog
      .getByRole('group', { name: /^Open times on/ })
      .getByRole('button')
      .first()
      .click();
    await dialog.getByRole('button', { name: /^Continue/ }).click();
    await fillDemoDetails(dialog, uniqueEmail('clash'));

    // Someone else books that very slot just before this visitor confirms.
    let sentTimeZone: unknown;
    await page.route('**/api/v1/demo-bookings', async (route) => {
      const body = route.request().postDataJSON() as { start: string; timeZone?: string };
      sentTimeZone = body.timeZone;
      await bookAsRival(page.request, body.start);
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(dialog.getByText('Sorry, someone has just booked that time.', { exact: false })).toBeVisible();
    await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
    // The booking carried the zone the picker showed, for the confirmation mail.
    expect(sentTimeZone).toBe(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
  });
});

async function fillDemoDetails(dialog: Locator, email: string) {
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await field('Name').fill('Priya Raman');
  await field('Email').fill(email);
  await field('Phone number').fill('9876543210');
  await field('Industry').fill('Food & beverage equipment');
}
