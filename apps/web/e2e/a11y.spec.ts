import AxeBuilder from '@axe-core/playwright';
import { shot } from './shots';
import { expect, test, type Page, type Response } from '@playwright/test';
import { converseThroughApi, createSession, ensureAccount, openSession, type Account } from './chat-helpers';
import { storeSessionId, storeSignIn } from './accounts';
import { dialog, MODE_TITLE, openCustomBuilder, TYPES_TITLE } from './persona-helpers';
import { FOOTER_PATHS } from '@buyerlab/contract';

/**
 * WCAG 2.1 AA with axe-core (docs/accessibility.md): every public route, the sign-in, register,
 * forgot-password and demo dialogs, the persona builder, a live audio and a video session, the
 * report and the dashboard, at desktop and phone width: no serious or critical violation.
 * Each route is opened once for both this and shell.spec.ts's "every route renders real content".
 */

/** The site's own pages, on both lists below. */
const SITE_PAGES = [
  '/',
  '/about',
  '/faq',
  '/pricing',
  '/pricing/free-trial',
  '/thankyou',
  '/industries/food-equipments',
  '/industries/industry2',
  ...FOOTER_PATHS,
];

const PUBLIC_ROUTES = [...SITE_PAGES, '/no-such-page', '/chat/audio'];

/** Routes that must render real content: the public pages and the app pages a visitor can open. */
const CONTENT_ROUTES = [...SITE_PAGES, '/persona', '/report', '/feedback', '/dashboard'];

/** Every route renders real content: status 200, a heading, the header and footer, no lorem, no errors. */
async function expectRealContent(page: Page, response: Response | null, errors: string[]) {
  expect(response?.status()).toBe(200);
  const heading = page.locator('h1').first();
  await expect(heading).toBeVisible();
  expect((await heading.innerText()).trim().length).toBeGreaterThan(3);
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toContainText('© 2025');
  // Scroll-animated blocks must end up fully visible (animations run only at 940 px and wider).
  const animated = page.locator('main [data-aos]');
  const count = Math.min(await animated.count(), 3);
  for (let i = 0; i < count; i++) {
    await animated.nth(i).scrollIntoViewIfNeeded();
    await expect(animated.nth(i)).toHaveCSS('opacity', '1');
  }
  const text = await page.locator('main').innerText();
  expect(text.toLowerCase()).not.toContain('lorem');
  expect(errors).toEqual([]);
}

/** Runs axe on the page as it is now and fails with a readable list of what is wrong. */
export async function expectAccessible(page: Page, what: string) {
  // Scroll animations would leave blocks half-faded (and their colours half-mixed) mid-check, and a
  // live session's status chip changes colour as the call goes on: caught mid-transition on a busy
  // machine it measured white on a half-faded background. Colours change at once while axe looks.
  await page.addStyleTag({
    content:
      '[data-aos]{opacity:1!important;transform:none!important}' + '*,*::before,*::after{transition:none!important}',
  });
  // Two frames: the new rules are applied and painted before axe reads colours.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
  // Soft: one run lists every screen that fails, not just the first.
  expect.soft(serious, `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

async function signIn(page: Page, acct: Account, sessionId?: string) {
  await page.goto('/pricing');
  await storeSignIn(page, acct);
  if (sessionId) await storeSessionId(page, sessionId);
}

test.describe('accessibility (axe-core, WCAG 2.1 AA)', { tag: '@mobile' }, () => {
  // axe walks the whole page each time; a loaded CI machine needs the room.
  test.beforeEach(() => test.setTimeout(180_000));

  // One test per route, so a slow machine spends its time budget per page. A route is opened once
  // for both checks: the content (every route renders real content) and axe (public routes).
  for (const route of [...new Set([...PUBLIC_ROUTES, ...CONTENT_ROUTES])]) {
    const content = CONTENT_ROUTES.includes(route);
    const publicRoute = PUBLIC_ROUTES.includes(route);
    const what = [content && 'renders real content', publicRoute && 'is accessible'].filter(Boolean).join(', ');
    test(`route ${route} ${what}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      const response = await page.goto(route);
      if (content) await expectRealContent(page, response, errors);
      else await expect(page.locator('h1').first()).toBeVisible();
      if (publicRoute) {
        // axe looks at the page as it opened, scrolled to the top.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectAccessible(page, route);
      }
    });
  }

  test('the sign-in, register, forgot-password and demo dialogs', async ({ page }) => {
    // Signed out, /chat offers the sign-in dialog in the page itself at any width.
    await page.goto('/chat/audio');
    await page.locator('main, #root').getByRole('button', { name: 'Signin / Signup' }).first().click();
    const auth = page.getByRole('dialog');
    await expect(auth).toBeVisible();
    await expectAccessible(page, 'register dialog');
    await auth.getByRole('button', { name: 'START session' }).click();
    await expect(auth.getByText('First Name is required', { exact: true })).toBeVisible();
    await expectAccessible(page, 'register dialog with errors');
    await page.keyboard.press('Escape');
    await expect(auth).toBeHidden();

    await page.goto('/');
    await page.locator('footer').getByRole('button', { name: 'Book a Demo' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'demo dialog');
  });

  test('the persona builder', async ({ page, request }) => {
    const acct = await ensureAccount(request);
    await signIn(page, acct);
    await page.goto('/persona');
    await expect(page.locator('h1').first()).toBeVisible();
    await expectAccessible(page, '/persona');
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    const modes = dialog(page, MODE_TITLE);
    await modes.getByRole('button', { name: 'CHOOSE IT: Discovering' }).click();
    await expectAccessible(page, 'mode dialog');
    await modes.getByRole('button', { name: 'Proceed' }).click();
    await expect(modes).toBeHidden();
    await openCustomBuilder(page);
    await expect(dialog(page, TYPES_TITLE)).toBeVisible();
    await expectAccessible(page, 'persona types dialog');
  });

  for (const type of ['audio', 'video'] as const) {
    test(`a live ${type} session`, async ({ page, request }) => {
      await ensureAccount(request);
      const sessionId = await createSession(request, type);
      await openSession(page, sessionId, type);
      await expectAccessible(page, `/chat/${type}`);
      await shot(page, `chat-${type}-open`);
    });
  }

  test('the report and the dashboard', async ({ page, request }) => {
    const acct = await ensureAccount(request);
    const headers = { authorization: `Bearer ${acct.token}` };
    // Two reported calls: the dashboard draws its trend from the second report on.
    let sessionId = '';
    for (let call = 0; call < 2; call++) {
      sessionId = await createSession(request, 'audio');
      await converseThroughApi(request, sessionId, [
        'Thanks for taking the time today. How are your lines running this quarter?',
        'What happens on the floor when a changeover runs long?',
        'Who else would be involved in deciding on a fix like that?',
      ]);
      expect(
        (await request.post('/api/v1/performance-reports/', { headers, data: { session_id: sessionId } })).ok(),
      ).toBe(true);
    }

    await signIn(page, acct, sessionId);
    await page.goto('/report');
    await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, '/report');
    await page.goto('/dashboard');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expectAccessible(page, '/dashboard');
  });
});
