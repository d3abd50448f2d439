import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './accounts';
import { shot } from './shots';
import { ADMIN_FILE } from './global-setup';

/**
 * The admin console (issue 16, docs/product.md#admin) end to end: the install's super_admin opens
 * /admin from the header's Dashboard link, finds a user, makes them a manager, disables them (their
 * token stops working), creates a coupon, and reads all three changes in the audit log.
 */

type Admin = { token: string; userId: string; role: string };

function readAdmin(): Admin {
  const admin = JSON.parse(fs.readFileSync(ADMIN_FILE, 'utf8')) as Admin;
  expect(admin.role, 'the global setup claims the first account, the super_admin').toBe('super_admin');
  return admin;
}

const openAs = (page: Page, url: string, account: Admin) => openSignedIn(page, account, url, '/faq');

test(
  'a super_admin runs users, coupons and reads the audit log on /admin',
  { tag: '@mobile' },
  async ({ page, request, isMobile }) => {
    const admin = readAdmin();
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `target-${stamp}@example.com`;
    const signUp = await request.post('/api/v1/auth/sign-up', {
      data: {
        first_name: 'Tara',
        last_name: `Target${stamp}`,
        email,
        phone_number: '+911234567890',
        password: 'practise-123',
        couponCode: 'E2E-INVITE',
      },
    });
    expect(signUp.status()).toBe(201);
    const targetToken = ((await signUp.json()) as { token: string }).token;

    await openAs(page, '/faq', admin);
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('.MuiDrawer-paper').getByRole('link', { name: 'Dashboard' }).click();
    } else {
      await page.locator('header').getByRole('link', { name: 'Dashboard' }).click();
    }
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();

    // Find the user by name.
    const users = page.getByTestId('admin-users');
    await users.getByLabel('Search by email or name').fill(`Target${stamp}`);
    const row = users.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await shot(page, 'admin-users');

    // Make them a manager.
    await row.getByRole('combobox').click();
    await page.getByRole('option', { name: 'manager' }).click();
    await expect(page.getByText(`${email} is now manager`)).toBeVisible();

    // Disable them: their token is refused at once.
    await row.getByRole('button', { name: `Disable ${email}` }).click();
    await expect(row.getByText('Disabled')).toBeVisible();
    await expect(row.getByRole('button', { name: `Enable ${email}` })).toBeVisible();
    const me = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${targetToken}` } });
    expect(me.status()).toBe(401);
    await shot(page, 'admin-users-disabled');

    // Create a coupon with 3 uses, valid 10 days.
    await page.getByRole('tab', { name: 'Coupons' }).click();
    const coupons = page.getByTestId('admin-coupons');
    const code = `E2E-${stamp}`;
    await coupons.getByLabel('Code (optional)').fill(code);
    await coupons.getByLabel('Uses').fill('3');
    await coupons.getByLabel('Days valid').fill('10');
    await coupons.getByRole('button', { name: 'Create coupon' }).click();
    const couponRow = coupons.getByRole('row').filter({ hasText: code });
    await expect(couponRow).toContainText('0 / 3');
    await expect(couponRow).toContainText('Active');
    await shot(page, 'admin-coupons');

    // Demo requests and the catalog render at this width too.
    await page.getByRole('tab', { name: 'Demo requests' }).click();
    await expect(page.getByTestId('admin-demos')).toBeVisible();
    await shot(page, 'admin-demos');
    await page.getByRole('tab', { name: 'Catalog' }).click();
    await expect(page.getByTestId('admin-catalog')).toContainText('Buyer roles');
    await shot(page, 'admin-catalog', true);

    // The audit log shows all three changes, newest first.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const auditRows = page.getByTestId('admin-audit').getByRole('row');
    await expect(auditRows.nth(1)).toContainText('Created coupon');
    await expect(auditRows.nth(1)).toContainText(code);
    await expect(auditRows.nth(2)).toContainText('Disabled account');
    await expect(auditRows.nth(2)).toContainText(email);
    await expect(auditRows.nth(3)).toContainText('Changed role');
    await expect(auditRows.nth(3)).toContainText('rep → manager');
    await shot(page, 'admin-audit');
  },
);

test('/admin is not found for a rep', { tag: '@mobile' }, async ({ page, request }) => {
  const res = await request.post('/api/v1/auth/sign-up', {
    data: {
      first_name: 'Rory',
      last_name: 'Rep',
      email: `rep-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      phone_number: '+911234567890',
      password: 'practise-123',
      couponCode: 'E2E-INVITE',
    },
  });
  const body = (await res.json()) as { token: string; user: { user_id: string; role: { name: string } } };
  await openAs(page, '/admin', { token: body.token, userId: body.user.user_id, role: body.user.role.name });
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toHaveCount(0);
  await expect(page.getByTestId('admin-page')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
});
