import { expect, test } from '@playwright/test';
import {
  chooseMode,
  chooseSessionAndStart,
  dialog,
  fillAllSix,
  MODE_TITLE,
  modeId,
  openCustomBuilder,
  personaAccount,
  setUpPersonaSpec,
  signIn,
  storeSignIn,
} from './persona-helpers';
import { shot } from './shots';

/**
 * The session-start flow of docs/product.md#session-flow in the browser: interaction mode → persona (custom or from the
 * shortlist) → persona and session created → briefing and rubric → session mode → confirmation →
 * /chat/{type}, and how the flow starts signed in or out. The builder's own rules
 * (docs/product.md#persona-flow-rules): persona-builder.spec.ts.
 */

setUpPersonaSpec();

const FLOWS = [
  { mode: 'Prospecting', key: 'prospecting', role: 'Plant Manager', title: /Plant Manager/, type: 'audio' },
  { mode: 'Discovering', key: 'discovering', role: 'Project Engineer', title: /Project Engineer/, type: 'video' },
  { mode: 'Closing', key: 'closing', role: 'Procurement Manager', title: /Procurement/, type: 'audio' },
  { mode: 'Prospecting', key: 'prospecting', role: 'Maintenance Manager', title: /Maintenance/, type: 'video' },
  {
    mode: 'Discovering',
    key: 'discovering',
    role: 'Quality / Food Safety Specialist',
    title: /Quality|Food Safety/,
    type: 'audio',
  },
  { mode: 'Closing', key: 'closing', role: 'Operations Manager', title: /Operations/, type: 'video' },
] as const;

for (const flow of FLOWS) {
  test(
    `a rep goes from the free trial to /chat/${flow.type} in ${flow.key} mode`,
    // At 390 px too: the first flow, and closing by video (a closing flow and a video flow).
    { tag: flow === FLOWS[0] || flow === FLOWS[5] ? '@mobile' : [] },
    async ({ page, request }) => {
      await signIn(page, '/pricing/free-trial');
      await page.getByRole('button', { name: 'Start a practice session' }).click();
      if (flow.key === 'closing' && flow.type === 'audio') await shot(page, 'interaction-mode');
      await chooseMode(page, flow.mode);
      expect(await page.evaluate(() => localStorage.getItem('mode_id'))).toBe(String(await modeId(request, flow.key)));
      await expect(page.getByRole('heading', { level: 1, name: 'Build your buyer' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Practice mode' }).getByText(flow.mode, { exact: true }),
      ).toBeVisible();
      if (flow.type === 'audio' && flow.key === 'prospecting') await shot(page, 'persona-page');

      const types = await openCustomBuilder(page);
      await types.getByLabel('First Name').fill('Dana');
      await fillAllSix(page, flow.role);
      if (flow.type === 'audio' && flow.key === 'prospecting') await shot(page, 'persona-types-filled');
      await types.getByRole('button', { name: 'Proceed to Next step' }).click();

      await expect(page.getByRole('heading', { level: 1, name: /^Meet Dana / })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Dana', exact: false }).first()).toBeVisible();
      await expect(page.getByText(`Your goal in ${flow.mode}`)).toBeVisible();
      const rubric = page.getByRole('list', { name: 'Scoring rubric' });
      await expect(rubric.getByRole('listitem').first()).toBeVisible();
      expect(await rubric.locator(':scope > li').count()).toBeGreaterThanOrEqual(3);
      await expect(
        page
          .getByRole('region', { name: /^Dana / })
          .getByText(flow.title)
          .first(),
      ).toBeVisible();
      if (flow.type === 'audio' && flow.key === 'closing') await shot(page, 'briefing');

      const stored = await page.evaluate(() => ({
        personaId: localStorage.getItem('persona_id'),
        sessionId: localStorage.getItem('session_id'),
        personaData: JSON.parse(localStorage.getItem('persona_data') ?? 'null') as Record<string, unknown> | null,
      }));
      expect(stored.personaId).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored.personaData).toMatchObject({
        persona_id: stored.personaId,
        first_name: 'Dana',
        mode: flow.key,
        session_type: null,
        briefing: { title: expect.stringMatching(flow.title), mode: flow.key },
      });
      // The session really exists on the server and belongs to this rep.
      const session = await request.get(`/api/v1/sessions/${stored.sessionId}`, {
        headers: { authorization: `Bearer ${personaAccount().token}` },
      });
      expect(session.status()).toBe(200);

      // A reload keeps the briefing of the session just built, not the builder.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: /^Meet Dana / })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Scoring rubric' })).toBeVisible();

      await chooseSessionAndStart(page, flow.type);
      // The mode chooser saved the type on the session too.
      const typed = await request.get(`/api/v1/sessions/${stored.sessionId}`, {
        headers: { authorization: `Bearer ${personaAccount().token}` },
      });
      expect(((await typed.json()) as { type: string | null }).type).toBe(flow.type);
    },
  );
}

test('Start practising on the home page opens the interaction-mode dialog when signed in', async ({ page }) => {
  await signIn(page, '/');
  await page.getByRole('button', { name: 'Start practising' }).click();
  await expect(dialog(page, MODE_TITLE)).toBeVisible();
  await expect(dialog(page, MODE_TITLE).getByRole('button', { name: /^CHOOSE IT/ })).toHaveCount(3);
});

test('signed out, Start practising asks to sign in first and the mode dialog follows sign-in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start practising' }).click();
  await expect(dialog(page, MODE_TITLE)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('buyerlab.practice_intent'))).toContain('choose-mode');
  // Sign-in lands on the free-trial page (docs/product.md#sign-in-and-sign-out); the flow resumes there.
  await storeSignIn(page);
  await page.goto('/pricing/free-trial');
  await expect(dialog(page, MODE_TITLE)).toBeVisible();
});

test('signed out, /persona asks to sign in and comes back after sign-in', async ({ page }) => {
  await page.goto('/persona');
  await expect(page.getByRole('heading', { level: 1, name: 'Build your buyer' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Signin / Signup' }).click();
  await storeSignIn(page);
  await page.goto('/pricing/free-trial');
  await expect(page).toHaveURL(/\/persona$/);
  await expect(page.getByRole('button', { name: 'Choose a mode' })).toBeVisible();
});

test('without a stored mode, /persona asks for one first', async ({ page }) => {
  await signIn(page, '/persona');
  await page.getByRole('button', { name: 'Choose a mode' }).click();
  await chooseMode(page, 'Discovering');
  await expect(page.getByRole('button', { name: 'SELECT: Your own buyer' })).toBeVisible();
});

test('mode resolution: Proceed waits for a mode_id and an unknown mode is cleared', async ({ page }) => {
  await signIn(page, '/pricing/free-trial');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/interaction-modes/by-name/prospecting', async (route) => {
    await held;
    await route.continue();
  });
  await page.route('**/api/v1/interaction-modes/by-name/closing', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"no such mode"}' }),
  );
  await page.getByRole('button', { name: 'Start a practice session' }).click();
  const modes = dialog(page, MODE_TITLE);
  const proceed = modes.getByRole('button', { name: 'Proceed' });

  await modes.getByRole('button', { name: 'CHOOSE IT: Prospecting' }).click();
  await expect(modes.getByRole('status')).toContainText('Preparing the prospecting mode');
  await expect(proceed).toBeDisabled();
  release();
  await expect(proceed).toBeEnabled();

  await modes.getByRole('button', { name: 'CHOOSE IT: Closing' }).click();
  await expect(modes.getByText(/could not load the closing mode/)).toBeVisible();
  await expect(proceed).toBeDisabled();
  await expect(modes.getByRole('button', { name: 'CHOOSE IT: Closing' })).toHaveAttribute('aria-pressed', 'false');
  await expect(modes.getByRole('button', { name: 'CHOOSE IT: Prospecting' })).toHaveAttribute('aria-pressed', 'false');
});
