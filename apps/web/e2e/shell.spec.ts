import { expect, test } from '@playwright/test';

// "Every route renders real content" runs in a11y.spec.ts, in the same visit to each route as axe.

test('header and footer are hidden on the live session routes', { tag: '@mobile' }, async ({ page }) => {
  for (const route of ['/chat/audio', '/chat/video']) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  }
});

test('an unknown path shows the helpful not-found page with status 404', { tag: '@mobile' }, async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test(
  'the footer has its blurb, demo and contact buttons, link columns and contact line',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('button', { name: 'Book a Demo' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:/);
    for (const label of [
      'Our Services',
      'Chatbot Services',
      'AI Audio',
      'AI Chatbot',
      'Automation',
      'Custom AI',
      'Our Mission',
      'Our Vision',
      'Our Teams',
      'Resources',
      'Free Consulting',
    ]) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await footer.getByRole('link', { name: 'Our Vision' }).click();
    await expect(page).toHaveURL(/\/our-Vision$/);
  },
);

test('signed-out header offers Signin / Signup and no Dashboard', { tag: '@mobile' }, async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    for (const label of ['Home', 'About', 'Food & Beverage Equipment', 'Healthcare', 'FAQ']) {
      await expect(drawer.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Signin / Signup' })).toBeVisible();
    await drawer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(drawer).toBeHidden();
  } else {
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Signin / Signup' })).toBeVisible();
    await header.getByRole('button', { name: 'Case Study & Industries' }).click();
    await page.getByRole('menuitem', { name: /Food & Beverage Equipment/ }).click();
    await expect(page).toHaveURL(/\/industries\/food-equipments$/);
  }
});

test('the header stays on screen while scrolling', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 2500);
  // The page has really scrolled before the header is measured.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const box = await page.locator('header').boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect(box?.y ?? 99).toBeLessThan(5);
});
