import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_QUIET_ARGS } from '../../../scripts/chromium-args.mjs';
import { signUp, type Account } from './accounts';

/** Shared by the live-session browser specs (chat*.spec.ts). */

export type { Account } from './accounts';

let account: Account | null = null;
/** A free trial starts 10 sessions; the shared account is renewed in place before it runs out. */
const SESSIONS_PER_ACCOUNT = 10;
let sessionsOnAccount = 0;

export async function ensureAccount(request: APIRequestContext): Promise<Account> {
  account ??= await signUp(request);
  return account;
}

async function accountWithSessionLeft(request: APIRequestContext): Promise<Account> {
  const current = await ensureAccount(request);
  if (sessionsOnAccount >= SESSIONS_PER_ACCOUNT) {
    Object.assign(current, await signUp(request));
    sessionsOnAccount = 0;
  }
  sessionsOnAccount += 1;
  return current;
}

export async function getJson<T>(request: APIRequestContext, url: string, acct = account!): Promise<T> {
  const response = await request.get(url, { headers: { authorization: `Bearer ${acct.token}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** A persona and a session through the API, with the first catalog options the mode offers. */
export async function createSession(
  request: APIRequestContext,
  type: 'audio' | 'video',
  modeName = 'discovering',
  acct?: Account,
  /** Who the buyer is: a first name, experience, and which of the mode's roles (by position). */
  buyer: { name?: string; experience?: 'junior' | 'mid' | 'senior'; role?: number } = {},
): Promise<string> {
  // A given account (a team's rep) is used as it is; the shared one is renewed before its plan runs out.
  const owner = acct ?? (await accountWithSessionLeft(request));
  const auth = { authorization: `Bearer ${owner.token}` };
  const { mode_id: modeId } = await getJson<{ mode_id: number }>(
    request,
    `/api/v1/interaction-modes/by-name/${modeName}`,
    owner,
  );
  const industries = await getJson<{ industry_id: number; status: string }[]>(request, '/api/v1/industries/', owner);
  const roles = await getJson<{ mode_id: number; ai_role_id: number }[]>(
    request,
    '/api/v1/interaction-mode-ai-roles/',
    owner,
  );
  const models = await getJson<
    { interaction_mode: { mode_id: number }; manufacturing_model: { manufacturing_model_id: number } }[]
  >(request, '/api/v1/interaction-mode-manufacturing-models/', owner);
  const sizes = await getJson<{ mode_id: number; plant_size_impact_id: number }[]>(
    request,
    '/api/v1/interaction-mode-plant-size-impacts/',
    owner,
  );
  const persona = await request.post('/api/v1/ai-personas/', {
    headers: auth,
    data: {
      name: buyer.name ?? 'Morgan',
      behavioral_traits: [{ name: 'placeholder', intensity: 1, description: '' }],
      industry_id: industries.find((i) => i.status === 'live')!.industry_id,
      ai_role_id: roles.filter((r) => r.mode_id === modeId)[buyer.role ?? 0]!.ai_role_id,
      experience_level: buyer.experience ?? 'senior',
      geography: 'us',
      manufacturing_model_id: models.find((m) => m.interaction_mode.mode_id === modeId)!.manufacturing_model
        .manufacturing_model_id,
      plant_size_impact_id: sizes.find((s) => s.mode_id === modeId)!.plant_size_impact_id,
      mode_id: modeId,
    },
  });
  expect(persona.status(), await persona.text()).toBe(201);
  const { persona_id: personaId } = (await persona.json()) as { persona_id: string };
  const session = await request.post('/api/v1/sessions/', {
    headers: auth,
    data: { mode_id: modeId, persona_id: personaId, type },
  });
  expect(session.status(), await session.text()).toBe(201);
  return ((await session.json()) as { session_id: string }).session_id;
}

/** Typed turns through the API (each stores the rep's message and the buyer's reply); the session stays open. */
export async function sayThroughApi(
  request: APIRequestContext,
  sessionId: string,
  turns: readonly string[],
  acct = account!,
) {
  for (const text of turns) {
    const response = await request.post(`/api/v1/ai-persona-chat/chat/${sessionId}`, {
      headers: { authorization: `Bearer ${acct.token}` },
      data: { user_input: text },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** A typed conversation through the API, then the rep ends the session. */
export async function converseThroughApi(
  request: APIRequestContext,
  sessionId: string,
  turns: readonly string[],
  acct = account!,
) {
  await sayThroughApi(request, sessionId, turns, acct);
  const end = await request.post(`/api/v1/sessions/${sessionId}/end`, {
    headers: { authorization: `Bearer ${acct.token}` },
  });
  expect(end.ok(), await end.text()).toBe(true);
}

export async function openSession(page: Page, sessionId: string, type: 'audio' | 'video', acct = account!) {
  await page.goto('/pricing');
  await page.evaluate(
    ({ token, userId, sessionId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', userId);
      localStorage.setItem('session_id', sessionId);
      localStorage.setItem('summary', 'a stored document summary');
      localStorage.setItem('persona_id', 'kept-until-quit');
      localStorage.setItem('document_ids', JSON.stringify({ user_id: userId, document_ids: [] }));
    },
    { ...acct, sessionId },
  );
  await page.goto(`/chat/${type}`);
  // Loading the session and starting its clock can take a while on a loaded machine.
  await expect(page.getByTestId('persona-name')).toBeVisible({ timeout: 30_000 });
  // The buyer's opening line arrives with the transcript.
  await expect(page.getByTestId('buyer-message').first()).not.toBeEmpty({ timeout: 30_000 });
}

export { shot } from './shots';

export const storedBuyerReplies = (page: Page) =>
  page.locator(
    '[data-testid="buyer-message"][data-state="stored"], [data-testid="buyer-message"][data-state="interrupted"]',
  );
export const storedRepMessages = (page: Page) =>
  page.locator('[data-testid="rep-message"]:not([data-state="pending"])');

/** Waits until the buyer is quiet (no reply streaming, no audio playing). */
export async function waitForQuietBuyer(page: Page) {
  await expect(page.locator('[data-testid="buyer-message"][data-state="streaming"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('speaking-indicator')).toHaveAttribute('data-speaking', 'false', { timeout: 45_000 });
}

/** Sends one typed turn; returns the browser-observed time from Enter to the first buyer text shown. */
export async function typeTurn(page: Page, text: string): Promise<number> {
  const before = await storedBuyerReplies(page).count();
  const input = page.getByLabel('Type your message');
  await input.fill(text);
  const latency = page.evaluate(
    (count) =>
      new Promise<number>((resolve) => {
        const field = document.querySelector('textarea[aria-label="Type your message"]');
        let sentAt = 0;
        field?.addEventListener('keydown', () => (sentAt = performance.now()), { once: true, capture: true });
        const seen = () =>
          [...document.querySelectorAll('[data-testid="buyer-message"]')].filter(
            (el) => (el.textContent ?? '').trim().length > 0,
          ).length > count ||
          [...document.querySelectorAll('[data-testid="buyer-message"][data-state="streaming"]')].some(
            (el) => (el.textContent ?? '').replace('▍', '').trim().length > 0,
          );
        const observer = new MutationObserver(() => {
          if (sentAt > 0 && seen()) {
            observer.disconnect();
            resolve(performance.now() - sentAt);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    before,
  );
  await input.press('Enter');
  const ms = await latency;
  await expect(storedBuyerReplies(page)).toHaveCount(before + 1, { timeout: 30_000 });
  return ms;
}

/**
 * The buyer's speech plays four times as fast, so a test of what is said does not wait through
 * every reply at listening speed; chat-voice.spec.ts covers playback at normal speed.
 */
export async function fastBuyerVoice(page: Page) {
  await page.addInitScript(() => {
    const { play } = Object.getOwnPropertyDescriptors(HTMLMediaElement.prototype);
    Object.defineProperty(HTMLMediaElement.prototype, 'play', {
      ...play,
      value(this: HTMLMediaElement) {
        this.defaultPlaybackRate = 4;
        this.playbackRate = 4;
        return (play.value as (this: HTMLMediaElement) => Promise<void>).call(this);
      },
    });
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export const CHROMIUM_BASE_ARGS = [...CHROMIUM_QUIET_ARGS, '--autoplay-policy=no-user-gesture-required'];

/** Launch options for a browser whose fake microphone keeps saying what this WAV holds. */
export function fakeMicrophone(wav: string) {
  return {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...CHROMIUM_BASE_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${wav}`,
      ],
    },
  };
}

/**
 * Closes the notifications on screen. A toast sits at the top right, over the header's buttons
 * for a few seconds; the pointer a click rests on it pauses its timer, so a test that clicks a
 * button under a toast closes the toast first, as a person would.
 */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('.Toastify__toast');
  // A toast raised while others close (a late server answer) is closed on the next pass.
  await expect(async () => {
    for (const close of await toasts.locator('.Toastify__close-button').all())
      await close.click({ force: true, timeout: 1_000 }).catch(() => undefined);
    await expect(toasts).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The types of the live socket's frames the page sends, in order, as they are sent. */
export function sentFrameTypes(page: Page): string[] {
  const types: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => {
      if (typeof f.payload === 'string') types.push((JSON.parse(f.payload) as { type: string }).type);
    });
  });
  return types;
}

/** A transcript line as lower-case words. */
export const spokenWords = (text: string) => text.toLowerCase().split(/[^a-z']+/);
