import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dialog, fillAllSix, MODE_TITLE, openCustomBuilder, pick, PICKER_TITLE, TYPES_TITLE } from './persona-helpers';
import { shot } from './shots';

/**
 * The session-start flow of docs/product.md#session-flow in the browser: interaction mode → persona (custom or from the
 * shortlist) → persona and session created → briefing and rubric → session mode → confirmation →
 * /chat/{type}; and every persona-flow rule of docs/product.md#persona-flow-rules.
 */

type Account = { token: string; userId: string };

const INVITE_COUPON = 'E2E-INVITE';

let account: Account | null = null;

// Whole flows click through a dozen dialogs; give them room on a busy CI machine.
test.describe.configure({ timeout: 120_000 });

async function signUp(request: APIRequestContext, tag: string): Promise<Account> {
  const email = `persona-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/v1/auth/sign-up', {
    data: {
      first_name: 'Pat',
      last_name: 'Rep',
      email,
      phone_number: '+911234567890',
      password: 'practise-123',
      couponCode: INVITE_COUPON,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string; user: { user_id: string } };
  return { token: body.token, userId: body.user.user_id };
}

/** One account per project run keeps the suite under the sign-up rate limit. */
test.beforeAll(async ({ request }, info) => {
  account ??= await signUp(request, info.project.name);
});

async function signIn(page: Page, path: string) {
  await page.goto('/pricing');
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', userId);
  }, account!);
  await page.goto(path);
}

async function modeId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/v1/interaction-modes/by-name/${name}`);
  return ((await response.json()) as { mode_id: number }).mode_id;
}

async function chooseMode(page: Page, title: 'Prospecting' | 'Discovering' | 'Closing') {
  const modes = dialog(page, MODE_TITLE);
  await expect(modes).toBeVisible();
  const proceed = modes.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  await modes.getByRole('button', { name: `CHOOSE IT: ${title}` }).click();
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page).toHaveURL(/\/persona$/);
  await expect(modes).toBeHidden();
}

/** From the briefing to /chat/{type}, checking the session-mode chooser and the confirmation. */
async function chooseSessionAndStart(page: Page, type: 'audio' | 'video') {
  await page.getByRole('button', { name: 'Choose session mode' }).click();
  const chooser = dialog(page, 'Choose your Dream Session Modes (Choose any one)');
  await expect(chooser).toBeVisible();
  await expect(chooser.getByText('Happy Users: 5.0')).toHaveCount(2);
  await expect(chooser.getByRole('img', { name: /5 Stars/ })).toHaveCount(2);
  const save = chooser.getByRole('button', { name: 'Save & Proceed' });
  await expect(save).toBeDisabled();
  const title = type === 'audio' ? 'Audio only Mode' : 'Video-Audio Mode';
  await chooser.getByRole('radio', { name: title }).click();
  await expect(save).toBeEnabled();
  await shot(page, 'session-modes');
  await save.click();
  const wait = dialog(page, 'Hey! Wait a minute!');
  await expect(wait).toBeVisible();
  await expect(wait.getByTestId('chosen-session-mode')).toHaveText(title);
  await expect(wait.getByRole('button', { name: 'BACK TO PRICING' })).toBeVisible();
  await shot(page, 'wait-a-minute');
  await wait.getByRole('button', { name: 'PROCEED TO SESSION' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${type}$`));
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('persona_data') ?? 'null') as unknown);
  expect(stored).toMatchObject({ session_type: type });
}

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
        headers: { authorization: `Bearer ${account!.token}` },
      });
      expect(session.status()).toBe(200);

      // A reload keeps the briefing of the session just built, not the builder.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: /^Meet Dana / })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Scoring rubric' })).toBeVisible();

      await chooseSessionAndStart(page, flow.type);
      // The mode chooser saved the type on the session too.
      const typed = await request.get(`/api/v1/sessions/${stored.sessionId}`, {
        headers: { authorization: `Bearer ${account!.token}` },
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
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', userId);
  }, account!);
  await page.goto('/pricing/free-trial');
  await expect(dialog(page, MODE_TITLE)).toBeVisible();
});

test('signed out, /persona asks to sign in and comes back after sign-in', async ({ page }) => {
  await page.goto('/persona');
  await expect(page.getByRole('heading', { level: 1, name: 'Build your buyer' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Signin / Signup' }).click();
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', userId);
  }, account!);
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

test(
  'persona-types rules: first name required, six entries, capitalised values',
  { tag: '@mobile' },
  async ({ page }) => {
    await signIn(page, '/pricing/free-trial');
    await page.getByRole('button', { name: 'Start a practice session' }).click();
    await chooseMode(page, 'Discovering');
    const types = await openCustomBuilder(page);
    const proceed = types.getByRole('button', { name: 'Proceed to Next step' });
    await expect(types.getByText('First Name is required.')).toBeVisible();
    await expect(types.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(proceed).toBeDisabled();
    await shot(page, 'persona-types-empty');

    await types.getByLabel('First Name').fill('Luis');
    await expect(types.getByText('First Name is required.')).toHaveCount(0);
    await pick(page, 'by Industry', 'Food & Beverage Equipment');
    await pick(page, 'by Role', 'Plant Manager');
    await pick(page, 'by Experience', 'Mid');
    await pick(page, 'by Geography', 'Mexico');
    await pick(page, 'by Manufacture', 'Self-manufacturing (own brand)');
    await expect(types.getByText('5 of 6 chosen')).toBeVisible();
    await expect(proceed).toBeDisabled();
    await pick(page, 'by Plant size', 'Large');
    await expect(proceed).toBeEnabled();
    // Experience levels are stored lower-case and shown capitalised.
    await expect(types.getByTestId('chosen-value').filter({ hasText: /^Mid$/ })).toBeVisible();

    await types.getByLabel('First Name').fill('   ');
    await expect(types.getByText('First Name is required.')).toBeVisible();
    await expect(proceed).toBeDisabled();
  },
);

test('the picker: skeleton while loading, single select, re-select clears, filtered by mode', async ({ page }) => {
  await signIn(page, '/pricing/free-trial');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/ai-roles/', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Start a practice session' }).click();
  await chooseMode(page, 'Closing');
  const types = await openCustomBuilder(page);
  await types.getByRole('button', { name: /^by Role:/ }).click();
  const picker = dialog(page, PICKER_TITLE);
  await expect(picker.getByText('Choose the buyer’s role.')).toBeVisible();
  const skeleton = picker.getByTestId('option-skeleton').first();
  await expect(skeleton).toBeVisible();
  expect((await skeleton.boundingBox())?.height).toBe(180);
  await shot(page, 'picker-loading');
  release();

  const options = picker.getByRole('radio');
  await expect(options.first()).toBeVisible();
  // Closing offers neither the maintenance manager nor the quality specialist (mode links).
  await expect(picker.getByRole('radio', { name: 'Maintenance Manager' })).toHaveCount(0);
  await expect(picker.getByRole('radio', { name: 'Quality / Food Safety Specialist' })).toHaveCount(0);
  await expect(picker.getByRole('radio', { name: 'Procurement Manager' })).toBeVisible();

  const save = picker.getByRole('button', { name: 'Save & Proceed' });
  const plant = picker.getByRole('radio', { name: 'Plant Manager' });
  const engineer = picker.getByRole('radio', { name: 'Project Engineer' });
  await plant.click();
  await expect(plant).toHaveAttribute('aria-checked', 'true');
  await expect(save).toBeEnabled();
  await engineer.click();
  await expect(engineer).toHaveAttribute('aria-checked', 'true');
  await expect(plant).toHaveAttribute('aria-checked', 'false');
  await expect(picker.locator('[aria-checked="true"]')).toHaveCount(1);
  await shot(page, 'picker');
  await engineer.click();
  await expect(engineer).toHaveAttribute('aria-checked', 'false');
  await expect(save).toBeDisabled();
  await engineer.click();
  await save.click();
  await expect(types.getByRole('button', { name: 'by Role: Project Engineer' })).toBeVisible();

  // The selection is cleared after saving; the current choice is marked.
  await types.getByRole('button', { name: /^by Role:/ }).click();
  await expect(picker.locator('[aria-checked="true"]')).toHaveCount(0);
  await expect(picker.getByText('Current choice')).toBeVisible();
  await picker.getByRole('button', { name: 'Close' }).click();

  // Healthcare is coming soon and cannot be chosen.
  await types.getByRole('button', { name: /^by Industry:/ }).click();
  const healthcare = page.getByRole('radio', { name: 'Healthcare' });
  await expect(healthcare).toBeDisabled();
  await expect(picker.getByText('Coming soon').first()).toBeVisible();
});

test(
  'the picker is 70 % wide and the mode dialog 60 % on wide screens, 90 % on phones',
  { tag: '@mobile' },
  async ({ page }) => {
    await signIn(page, '/pricing/free-trial');
    const viewport = page.viewportSize()!;
    await page.getByRole('button', { name: 'Start a practice session' }).click();
    const modeBox = (await dialog(page, MODE_TITLE).boundingBox())!;
    const modeShare = modeBox.width / viewport.width;
    await chooseMode(page, 'Prospecting');
    const types = await openCustomBuilder(page);
    await types.getByRole('button', { name: /^by Geography:/ }).click();
    const picker = dialog(page, PICKER_TITLE);
    await expect(picker.getByRole('radio').first()).toBeVisible();
    const pickerShare = (await picker.boundingBox())!.width / viewport.width;
    if (viewport.width > 600) {
      expect(modeShare).toBeCloseTo(0.6, 1);
      expect(pickerShare).toBeCloseTo(0.7, 1);
    } else {
      expect(modeShare).toBeCloseTo(0.9, 1);
      expect(pickerShare).toBeCloseTo(0.9, 1);
    }
  },
);

test(
  'shortlist quick start: one card at a time, role and geography pre-filled, on to /chat/video',
  { tag: '@mobile' },
  async ({ page }) => {
    await signIn(page, '/pricing/free-trial');
    await page.getByRole('button', { name: 'Start a practice session' }).click();
    await chooseMode(page, 'Discovering');
    await page.getByRole('button', { name: 'SELECT: A shortlisted persona' }).click();
    const shortlist = dialog(page, 'Your Shortlisted Personas');
    await expect(shortlist.getByText('(Choose any one):')).toBeVisible();
    const cards = shortlist.getByRole('radio');
    await expect(cards).toHaveCount(4);
    for (const [title, state] of [
      ['Operations Manager', 'Nevada, USA'],
      ['Food Specialist', 'Quebec, Canada'],
      ['Plant Manager', 'Oaxaca, Mexico'],
      ['Project Engineer', 'Arizona, USA'],
    ]) {
      const card = shortlist.getByRole('radio', { name: `${title}, ${state}` });
      await expect(card).toContainText('State:');
      await expect(card.getByRole('img')).toBeVisible();
    }
    // Two per row on large screens, one per row on small ones.
    const first = (await cards.nth(0).boundingBox())!;
    const second = (await cards.nth(1).boundingBox())!;
    if (page.viewportSize()!.width >= 900) expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    else expect(second.y).toBeGreaterThan(first.y + first.height - 2);

    const save = shortlist.getByRole('button', { name: 'Save & Proceed' });
    await expect(save).toBeDisabled();
    const food = shortlist.getByRole('radio', { name: 'Food Specialist, Quebec, Canada' });
    const ops = shortlist.getByRole('radio', { name: 'Operations Manager, Nevada, USA' });
    await food.click();
    await expect(food).toHaveAttribute('aria-checked', 'true');
    await expect(food.getByTestId('radio-marker').locator('div')).toHaveCount(1);
    await food.click();
    await expect(food).toHaveAttribute('aria-checked', 'false');
    await expect(save).toBeDisabled();
    await ops.click();
    await food.click();
    await expect(ops).toHaveAttribute('aria-checked', 'false');
    await expect(shortlist.locator('[aria-checked="true"]')).toHaveCount(1);
    await shot(page, 'shortlist');
    await save.click();

    const types = dialog(page, TYPES_TITLE);
    await expect(types).toBeVisible();
    await expect(types.getByText('Quick start from')).toBeVisible();
    await expect(types.getByRole('button', { name: 'by Role: Quality / Food Safety Specialist' })).toBeVisible();
    await expect(types.getByRole('button', { name: 'by Geography: Canada' })).toBeVisible();
    await shot(page, 'persona-types-quick-start');
    await types.getByLabel('First Name').fill('Claire');
    await pick(page, 'by Industry', 'Food & Beverage Equipment');
    await pick(page, 'by Experience', 'Junior');
    await pick(page, 'by Manufacture', 'Self-manufacturing (own brand)');
    await pick(page, 'by Plant size', 'Small');
    await types.getByRole('button', { name: 'Proceed to Next step' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Meet Claire / })).toBeVisible();
    const buyer = page.getByRole('region', { name: /^Claire / });
    await expect(buyer.getByText(/Food Safety|Quality/).first()).toBeVisible();
    await expect(buyer.getByText(/Canada/)).toBeVisible();
    await chooseSessionAndStart(page, 'video');
  },
);

test('a shortlisted role the mode does not offer has to be chosen again', async ({ page }) => {
  await signIn(page, '/pricing/free-trial');
  await page.getByRole('button', { name: 'Start a practice session' }).click();
  await chooseMode(page, 'Prospecting');
  await page.getByRole('button', { name: 'SELECT: A shortlisted persona' }).click();
  const shortlist = dialog(page, 'Your Shortlisted Personas');
  await shortlist.getByRole('radio', { name: 'Project Engineer, Arizona, USA' }).click();
  await shortlist.getByRole('button', { name: 'Save & Proceed' }).click();
  const types = dialog(page, TYPES_TITLE);
  await expect(types.getByText('Project Engineer is not offered in Prospecting mode. Choose again.')).toBeVisible();
  await types.getByLabel('First Name').fill('Sam');
  await pick(page, 'by Industry', 'Food & Beverage Equipment');
  await pick(page, 'by Experience', 'Senior');
  await pick(page, 'by Manufacture', 'Self-manufacturing (own brand)');
  await pick(page, 'by Plant size', 'Small');
  await expect(types.getByText('5 of 6 chosen')).toBeVisible();
  await expect(types.getByRole('button', { name: 'Proceed to Next step' })).toBeDisabled();
  await pick(page, 'by Role', 'Operations Manager');
  await expect(types.getByRole('button', { name: 'Proceed to Next step' })).toBeEnabled();
});

test('a server rejection (422) is shown with its detail and the rep can fix it', async ({ page }) => {
  await signIn(page, '/pricing/free-trial');
  await page.getByRole('button', { name: 'Start a practice session' }).click();
  await chooseMode(page, 'Closing');
  const types = await openCustomBuilder(page);
  await types.getByLabel('First Name').fill('Morgan');
  await fillAllSix(page, 'Plant Manager');
  // Ask the real server for a role closing does not offer, as a stale tab would.
  let rewrite = true;
  await page.route('**/api/v1/ai-personas/', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    if (!rewrite) return route.continue();
    rewrite = false;
    return route.continue({ postData: JSON.stringify({ ...body, ai_role_id: 5 }) });
  });
  await types.getByRole('button', { name: 'Proceed to Next step' }).click();
  const alert = types.getByRole('alert');
  await expect(alert).toHaveText(
    'Quality / Food Safety Specialist is not offered in Closing mode. Choose one of the options listed.',
  );
  await shot(page, 'persona-types-422');
  expect(await page.evaluate(() => localStorage.getItem('session_id'))).toBeNull();
  await types.getByRole('button', { name: 'Proceed to Next step' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Meet Morgan / })).toBeVisible();
});

test('BACK TO PRICING leaves the flow for /pricing', async ({ page }) => {
  await signIn(page, '/pricing/free-trial');
  await page.getByRole('button', { name: 'Start a practice session' }).click();
  await chooseMode(page, 'Prospecting');
  const types = await openCustomBuilder(page);
  await types.getByLabel('First Name').fill('Jo');
  await fillAllSix(page, 'Production Manager');
  await types.getByRole('button', { name: 'Proceed to Next step' }).click();
  await page.getByRole('button', { name: 'Choose session mode' }).click();
  const chooser = dialog(page, 'Choose your Dream Session Modes (Choose any one)');
  await chooser.getByRole('radio', { name: 'Audio only Mode' }).click();
  await chooser.getByRole('button', { name: 'Save & Proceed' }).click();
  await dialog(page, 'Hey! Wait a minute!').getByRole('button', { name: 'BACK TO PRICING' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
