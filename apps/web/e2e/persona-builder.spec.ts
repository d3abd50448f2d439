import { expect, test } from '@playwright/test';
import {
  chooseMode,
  chooseSessionAndStart,
  dialog,
  fillAllSix,
  MODE_TITLE,
  openCustomBuilder,
  pick,
  PICKER_TITLE,
  setUpPersonaSpec,
  signIn,
  TYPES_TITLE,
} from './persona-helpers';
import { shot } from './shots';

/**
 * The persona builder's rules in the browser (docs/product.md#persona-flow-rules): the persona
 * types and their picker, the shortlist's quick start, a role the mode does not offer, a server
 * rejection, and leaving for the pricing page. The whole flow to /chat: persona.spec.ts.
 */

setUpPersonaSpec();

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
