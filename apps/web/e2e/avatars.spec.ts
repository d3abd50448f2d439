import { expect, test } from '@playwright/test';
import { createSession, ensureAccount, openSession, shot } from './chat-helpers';

/**
 * The video buyer is drawn from the persona (issue 19): women look like women and men like men,
 * as their voices sound, and a senior buyer looks older than a junior one.
 */
test.beforeAll(async ({ request }) => {
  await ensureAccount(request);
});

const PEOPLE = [
  { name: 'Maria', experience: 'senior', role: 0, gender: 'female' },
  { name: 'Carmen', experience: 'junior', role: 1, gender: 'female' },
  { name: 'Frank', experience: 'senior', role: 2, gender: 'male' },
  { name: 'Derek', experience: 'junior', role: 3, gender: 'male' },
] as const;

test('four personas, four faces: two women and two men, senior and junior', async ({ page, request }) => {
  test.setTimeout(180_000);
  const looks = new Set<string>();
  for (const person of PEOPLE) {
    const sessionId = await createSession(request, 'video', 'discovering', undefined, person);
    await openSession(page, sessionId, 'video');
    const avatar = page.getByTestId('persona-avatar');
    await expect(avatar).toHaveAttribute('data-gender', person.gender, { timeout: 30_000 });
    // Years show as lines on a senior face, never on a junior one.
    await expect(avatar.getByTestId('face-lines')).toHaveCount(person.experience === 'senior' ? 1 : 0);
    if (person.gender === 'female') await expect(avatar.getByTestId('beard')).toHaveCount(0);
    const hair = await avatar.locator('[data-testid^="hair-"]').getAttribute('data-testid');
    looks.add(`${person.gender}|${person.experience}|${hair}|${await avatar.getAttribute('data-outfit')}`);
    await shot(page, `avatar-${person.name.toLowerCase()}`);
  }
  expect(looks.size).toBe(4);
});
