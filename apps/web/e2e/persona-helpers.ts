import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { type Account } from './chat-helpers';
import { openSignedIn, signUp, storeSignIn as storeSignInAs } from './accounts';
import { shot } from './shots';

/** Shared by the specs that build a buyer in the browser (persona, documents). */

export const TYPES_TITLE = 'Types of our Real AI Persona (Filter your choice)';
export const MODE_TITLE = 'Find Ideal Persona for your needs (Choose any one)';
// docs/product.md#ideal-persona-picker: the ideal-persona picker has the "same heading" as the interaction-mode dialog.
export const PICKER_TITLE = MODE_TITLE;

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens the picker from a persona-type card, picks one option and saves it. */
export async function pick(page: Page, card: string, option: string) {
  const types = dialog(page, TYPES_TITLE);
  await types.getByRole('button', { name: new RegExp(`^${card}:`) }).click();
  const picker = dialog(page, PICKER_TITLE);
  await expect(picker).toBeVisible();
  const save = picker.getByRole('button', { name: 'Save & Proceed' });
  await expect(save).toBeDisabled();
  await picker.getByRole('radio', { name: option, exact: true }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(picker).toBeHidden();
  await expect(types.getByRole('button', { name: `${card}: ${option}` })).toBeVisible();
}

export async function openCustomBuilder(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'SELECT: Your own buyer' }).click();
  const types = dialog(page, TYPES_TITLE);
  await expect(types).toBeVisible();
  return types;
}

export async function fillAllSix(page: Page, role: string) {
  await pick(page, 'by Industry', 'Food & Beverage Equipment');
  await pick(page, 'by Role', role);
  await pick(page, 'by Experience', 'Senior');
  await pick(page, 'by Geography', 'United States');
  await pick(page, 'by Manufacture', 'Contract manufacturing (co-packer)');
  await pick(page, 'by Plant size', 'Medium');
}

let account: Account | null = null;

/** The persona specs' rep: one account per project run keeps the suite under the sign-up rate limit. */
async function ensurePersonaAccount(request: APIRequestContext, project: string): Promise<Account> {
  account ??= await signUp(request, { label: `persona-${project}`, firstName: 'Pat' });
  return account;
}

export const personaAccount = (): Account => account!;

/** A persona spec's set-up: its rep, and room for flows that click through a dozen dialogs on a busy CI machine. */
export function setUpPersonaSpec() {
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(async ({ request }, info) => {
    await ensurePersonaAccount(request, info.project.name);
  });
}

/** Stores the persona specs' rep's sign-in in the open page, as signing in does. */
export const storeSignIn = (page: Page) => storeSignInAs(page, account!);

export const signIn = (page: Page, path: string) => openSignedIn(page, account!, path);

export async function modeId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/v1/interaction-modes/by-name/${name}`);
  return ((await response.json()) as { mode_id: number }).mode_id;
}

export async function chooseMode(page: Page, title: 'Prospecting' | 'Discovering' | 'Closing') {
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
export async function chooseSessionAndStart(page: Page, type: 'audio' | 'video') {
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
