import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  converseThroughApi,
  createSession as createSessionAs,
  getJson as getJsonAs,
  sayThroughApi,
  type Account,
} from './chat-helpers';
import { signUp, storeSessionId, storeSignIn } from './accounts';
import { shot } from './shots';

/**
 * /report and /feedback (docs/product.md#routes and #reports-and-coaching) on the real server: a typed conversation through
 * the API, then the report a rep sees — scores, evidence that is their own words and points at the
 * transcript, talk metrics, coaching, the PDF — and the feedback flow for a session that was too short.
 */

const REP_TURNS = [
  'Thanks for taking the time today. How are your lines running this quarter?',
  'What happens on the floor when a changeover runs long?',
  'How does that show up in your OEE numbers?',
  'Who else would be involved in deciding on a fix like that?',
  'What would a good outcome look like for you by the end of the year?',
  'Would it make sense to set up a line walk with your maintenance lead next week?',
];

let account: Account | null = null;

const auth = (acct = account!) => ({ authorization: `Bearer ${acct.token}` });
const getJson = <T>(request: APIRequestContext, url: string, acct = account!) => getJsonAs<T>(request, url, acct);
/** A session for this spec's rep (or `acct`), with the first catalog options the mode offers. */
const createSession = (request: APIRequestContext, modeName = 'discovering', acct = account!) =>
  createSessionAs(request, 'audio', modeName, acct);

const converse = (request: APIRequestContext, sessionId: string, turns: readonly string[], acct = account!) =>
  converseThroughApi(request, sessionId, turns, acct);

/** Signed in, with the session the live screen would have stored, then the page. */
async function openAs(page: Page, path: string, sessionId: string | null, acct = account!) {
  await page.goto('/pricing');
  await storeSignIn(page, acct);
  await storeSessionId(page, sessionId);
  await page.goto(path);
}

test.beforeAll(async ({ request }, info) => {
  account ??= await signUp(request, { label: `report-${info.project.name}`, firstName: 'Casey' });
});

test.describe('the report after a session of 5 or more messages', { tag: '@mobile' }, () => {
  let sessionId = '';
  let transcript: { message_id: string; role: string; text: string }[] = [];

  test.beforeAll(async ({ request }) => {
    sessionId = await createSession(request);
    await converse(request, sessionId, REP_TURNS);
    transcript = (await getJson<{ messages: typeof transcript }>(request, `/api/v1/sessions/${sessionId}/messages`))
      .messages;
    expect(transcript.length).toBeGreaterThanOrEqual(12);
  });

  test('shows the overall score, every observed skill scored 0–100 and the talk metrics against their ranges', async ({
    page,
  }) => {
    await openAs(page, '/report', sessionId);
    const overall = page.getByTestId('overall-score');
    await expect(overall).toHaveText(/^\d{1,3}$/);
    const score = Number(await overall.textContent());
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    await expect(page.getByTestId('score-change')).toBeVisible();

    const skills = page.getByTestId('skill-card');
    expect(await skills.count()).toBeGreaterThan(1);
    for (const text of await page.getByTestId('skill-score').allTextContents()) {
      // A skill the call never tested shows a dash ("not observed") instead of a score.
      if (text === '—') continue;
      expect(Number(text)).toBeGreaterThanOrEqual(0);
      expect(Number(text)).toBeLessThanOrEqual(100);
    }

    const talkShare = page.getByTestId('metric-talk-share');
    await expect(talkShare).toContainText('Healthy 35–55%');
    await expect(talkShare).toContainText('hurts above 65%');
    await expect(talkShare.locator('.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('metric-questions').getByTestId('metric-value')).toHaveText('6');
    // Typed turns have no speech timings, so no pace is claimed.
    await expect(page.getByTestId('metric-pace')).toHaveCount(0);
    await expect(page.getByTestId('deal-progress')).toContainText('Qualification coverage');
    await expect(page.getByTestId('outcome')).toBeVisible();

    for (const column of ['keep', 'start', 'stop'] as const)
      await expect(page.getByTestId(`coaching-${column}`)).toBeVisible();
    await expect(page.getByTestId('next-drill').getByRole('button', { name: 'Start this drill' })).toBeEnabled();
    await expect(page.getByTestId('transcript-message')).toHaveCount(transcript.length);
    await shot(page, 'report-top');
    await shot(page, 'report-full', true);
  });

  test('every evidence quote is the rep’s own words and clicking one highlights it in the transcript', async ({
    page,
  }) => {
    await openAs(page, '/report', sessionId);
    const quotes = page.getByTestId('evidence-quote');
    await expect(quotes.first()).toBeVisible();
    const repLines = transcript.filter((m) => m.role === 'rep').map((m) => m.text);
    for (const text of await page.getByTestId('evidence-quote-text').allTextContents()) {
      expect(
        repLines.some((line) => line.includes(text)),
        `“${text}” is not in the rep's messages`,
      ).toBe(true);
    }

    const quote = quotes.last();
    const quoted = (await quote.getByTestId('evidence-quote-text').textContent()) ?? '';
    await expect(page.locator('[data-testid="transcript-message"][data-highlighted="true"]')).toHaveCount(0);
    await quote.click();
    const lit = page.locator('[data-testid="transcript-message"][data-highlighted="true"]');
    await expect(lit).toHaveCount(1);
    await expect(lit).toHaveAttribute('data-role', 'rep');
    await expect(lit.getByTestId('highlighted-quote')).toHaveText(quoted);
    await expect(lit).toBeInViewport();
    await expect(quote).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'report-highlight');
  });

  test('the PDF downloads as a real PDF', async ({ page }) => {
    await openAs(page, '/report', sessionId);
    const button = page.getByRole('button', { name: 'Download PDF' });
    await expect(button).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^buyerlab-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.length).toBeGreaterThan(1000);
  });

  test('a report link (?session=) reopens the same report without the stored session', async ({ page }) => {
    await openAs(page, `/report?session=${sessionId}`, null);
    await expect(page.getByTestId('overall-score')).toBeVisible();
    await expect(page.getByTestId('transcript-message')).toHaveCount(transcript.length);
  });
});

test.describe('a session under 5 messages', () => {
  let sessionId = '';
  let messageCount = 0;

  test.beforeAll(async ({ request }) => {
    sessionId = await createSession(request, 'prospecting');
    await converse(request, sessionId, ['Hi, thanks for picking up. Do you have a minute?']);
    messageCount = (await getJson<{ message_count: number }>(request, `/api/v1/sessions/${sessionId}`)).message_count;
    expect(messageCount).toBeLessThan(5);
  });

  test('/report explains there is no report and points to /feedback', async ({ page }) => {
    await openAs(page, '/report', sessionId);
    const notice = page.getByTestId('too-few-messages');
    await expect(notice).toContainText('At least 5 messages are needed to generate a report.');
    await notice.getByRole('link', { name: 'Rate this session' }).click();
    await expect(page).toHaveURL(new RegExp(`/feedback\\?session=${sessionId}$`));
  });

  test(
    '/feedback needs a rating, then thanks the rep and offers a new session',
    { tag: '@mobile' },
    async ({ page }) => {
      await openAs(page, '/feedback', sessionId);
      await expect(page.getByRole('heading', { level: 1, name: 'How did that session go?' })).toBeVisible();
      await expect(page.getByTestId('why-no-report')).toContainText('at least 5 messages');
      await expect(page.getByTestId('feedback-session')).toContainText(`${messageCount} messages`);
      await shot(page, 'feedback-form');

      await page.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Choose a star rating' })).toBeVisible();

      // Half stars, by keyboard as a screen-reader user would: from 3 stars, one step right.
      await page.getByRole('radio', { name: '3 stars', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('rating-value')).toHaveText(/^3\.5 of 5/);
      await page
        .getByLabel('Comment (optional)')
        .fill('The buyer hung up quickly — realistic, but I want a longer call next time.');
      await page.getByRole('button', { name: 'Send feedback' }).click();

      const thanks = page.getByTestId('feedback-thanks');
      await expect(thanks).toContainText('Thank you for your feedback!');
      await shot(page, 'feedback-thanks');
      await thanks.getByRole('button', { name: 'Start a new session' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Find Ideal Persona for your needs (Choose any one)' }),
      ).toBeVisible();
    },
  );
});

test('/report of a session still in progress says so and leads back to it', async ({ page, request }) => {
  const sessionId = await createSession(request);
  await sayThroughApi(request, sessionId, REP_TURNS.slice(0, 3), account!);
  await openAs(page, `/report?session=${sessionId}`, null);
  const notice = page.getByTestId('session-in-progress');
  await expect(notice).toContainText('This session is still in progress. End it to get your report.');
  await notice.getByRole('button', { name: 'Back to the session' }).click();
  await expect(page).toHaveURL(/\/chat\/audio$/);
  expect(await page.evaluate(() => localStorage.getItem('session_id'))).toBe(sessionId);
});

test.describe('the dashboard', { tag: '@mobile' }, () => {
  let rep: Account;
  const reports: { session_id: string; mode: string; overall_score: number }[] = [];

  test.beforeAll(async ({ request }, info) => {
    rep = await signUp(request, { label: `report-dashboard-${info.project.name}`, firstName: 'Casey' });
    for (const [mode, turns] of [
      ['prospecting', REP_TURNS.slice(0, 3)],
      ['discovering', REP_TURNS.slice(0, 3)],
      ['discovering', REP_TURNS],
    ] as const) {
      const sessionId = await createSession(request, mode, rep);
      await converse(request, sessionId, turns, rep);
      const response = await request.post('/api/v1/performance-reports/', {
        headers: auth(rep),
        data: { session_id: sessionId },
      });
      expect(response.status(), await response.text()).toBe(200);
      reports.push((await response.json()) as (typeof reports)[number]);
    }
  });

  test('shows scores by mode, the trend, each skill and every report, newest first', async ({ page }) => {
    await openAs(page, '/dashboard', null, rep);
    await expect(page.getByRole('heading', { level: 1, name: 'Casey, your progress' })).toBeVisible();
    await expect(page.getByText('3 reported sessions so far.')).toBeVisible();

    const [prospecting, firstDiscovery, latest] = reports as [
      (typeof reports)[number],
      (typeof reports)[number],
      (typeof reports)[number],
    ];
    const discovering = page.getByTestId('mode-progress-discovering');
    await expect(discovering).toContainText('2 sessions');
    await expect(discovering).toContainText(String(Math.round(latest.overall_score)));
    const change = Math.round(latest.overall_score - firstDiscovery.overall_score);
    await expect(discovering).toContainText(`${change > 0 ? '+' : ''}${change} since your first discovering call`);
    // The mode practised last is the one whose skills are shown first.
    await expect(discovering).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Discovering skills' })).toBeVisible();
    await expect(page.getByTestId('mode-progress-prospecting')).toContainText('1 session');
    await expect(page.getByTestId('mode-progress-closing')).toContainText('No closing report yet.');
    await expect(page.getByRole('img', { name: 'Overall score over your last 3 sessions, by mode' })).toBeVisible();

    const rows = page.getByTestId('session-history-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toHaveAttribute('href', `/report?session=${latest.session_id}`);
    await expect(rows.last()).toHaveAttribute('href', `/report?session=${prospecting.session_id}`);
    await shot(page, 'dashboard', true);

    // Choosing a mode shows its skills; a mode never practised offers to start it.
    await page.getByTestId('mode-progress-closing').click();
    await expect(page.getByRole('heading', { name: 'Closing skills' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Practise closing' })).toBeVisible();
    await page.getByTestId('mode-progress-prospecting').click();
    await expect(page.locator('[data-testid^="skill-progress-"]').first()).toContainText('first score');

    await rows.first().click();
    await expect(page).toHaveURL(new RegExp(`/report\\?session=${latest.session_id}$`));
    await expect(page.getByTestId('overall-score')).toBeVisible();
    await page.getByRole('link', { name: 'Your progress' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(rows).toHaveCount(3);
  });

  test('a rep with no report yet is shown how to get one', async ({ page, request }) => {
    const newcomer = await signUp(request, { label: 'report-dashboard-empty', firstName: 'Casey' });
    await openAs(page, '/dashboard', null, newcomer);
    const empty = page.getByTestId('dashboard-empty');
    await expect(empty).toContainText('Your progress starts with your first report');
    await empty.getByRole('button', { name: 'Start a practice session' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Find Ideal Persona for your needs (Choose any one)' }),
    ).toBeVisible();
  });
});

test('signed-out visitors are asked to sign in', async ({ page }) => {
  await page.goto('/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Session report' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Signin / Signup' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
