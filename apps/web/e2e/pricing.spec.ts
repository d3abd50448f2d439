import { expect, test, type Page } from '@playwright/test';
import { type Account } from './chat-helpers';
import { openSignedIn, signUp } from './accounts';
import { shot } from './shots';
import { stubStripe } from './stripe-stub';

/** Plans and payments (issue 20): pricing → payment confirmation → /thankyou, Stripe.js stubbed. */

const signInAs = (page: Page, account: Account) => openSignedIn(page, account, '/pricing');

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your payment' });

test('@mobile a rep reads the plans, cancels a Team checkout, then pays for Rep and lands on /thankyou', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await stubStripe(page);
  await signInAs(page, await signUp(request));

  // The plans come from the API, and the new account is on its free trial.
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible({ timeout: 30_000 });
  for (const name of ['Free trial', 'Rep'])
    await expect(page.getByRole('heading', { name, exact: true }).last()).toBeVisible();
  const yourPlan = page.getByRole('region', { name: 'Your plan' });
  await expect(yourPlan).toContainText('10 of 10 practice sessions left');
  await expect(page.getByText('$39 per seat / month')).toBeVisible();
  await shot(page, 'pricing', true);

  // Team is sold by the seat: the dialog shows plan, seats and amount before paying.
  await page.getByLabel('Seats').fill('5');
  await page.getByRole('button', { name: 'Choose Team' }).click();
  await expect(dialog(page)).toContainText('Team');
  await expect(dialog(page)).toContainText('$195');
  await expect(page.getByTestId('payment-element')).toBeVisible();
  await shot(page, 'payment-confirmation');
  await page.getByRole('button', { name: 'Cancel Payment' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.getByRole('button', { name: 'Choose Rep' }).click();
  await expect(dialog(page)).toContainText('$49');
  await expect(page.getByTestId('payment-element')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Payment' }).click();

  await expect(page).toHaveURL(/\/thankyou\?payment_intent=pi_/);
  await expect(page.getByText('Your payment is confirmed and your plan is active.')).toBeVisible();
  const active = page.getByRole('region', { name: 'Your plan' });
  await expect(active).toContainText('Rep');
  await expect(active).toContainText('Active');
  await expect(active).toContainText('40 of 40 practice sessions left');
  await shot(page, 'thankyou', true);

  // The rep's page lists what was paid (GET /v1/payments/by-user); the abandoned Team checkout is not a payment.
  await page.goto('/pricing/free-trial');
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row')).toHaveCount(2, { timeout: 30_000 });
  await expect(payments).toContainText('Rep, 1 seat');
  await expect(payments).toContainText('$49.00');
  await expect(payments).toContainText('Paid');
  await shot(page, 'payments', true);
});

test('a signed-out visitor who chooses a plan is asked to sign in first', async ({ page }) => {
  await stubStripe(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Rep' }).click({ timeout: 30_000 });
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('dialog')).toContainText('START session');
});
