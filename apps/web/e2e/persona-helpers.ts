import { expect, type Locator, type Page } from '@playwright/test';

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
