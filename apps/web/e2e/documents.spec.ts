import { expect, test, type Page } from '@playwright/test';
import { buildPdf, proposalLines } from '../../server/src/test/document-fixtures';
import { createSession, ensureAccount, openSession, type Account } from './chat-helpers';

/**
 * SPEC §4 "Document upload" in both places that upload for real: the Closing card of the
 * interaction-mode dialog, and the upload modal of the live session (into that session).
 */

const MODE_TITLE = 'Find Ideal Persona for your needs (Choose any one)';
const SHOTS = process.env.DOCUMENT_SHOTS_DIR;
const WRONG_TYPE = 'Please upload only .doc, .docx, or .pdf files.';
const TOO_LARGE = 'File size cannot be larger than 10MB. Try again compressing the file';

test.describe.configure({ timeout: 120_000 });

let account: Account;
test.beforeAll(async ({ request }) => {
  account = await ensureAccount(request);
});

const proposal = () => ({
  name: 'FillMaster proposal.pdf',
  mimeType: 'application/pdf',
  buffer: buildPdf([{ lines: proposalLines() }]),
});

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

test(
  'the Closing card uploads a proposal: checks, spinner with Proceed held, then the file name and the summary',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.goto('/pricing');
    await page.evaluate(({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', userId);
    }, account);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start practising' }).click();
    const modes = page.getByRole('dialog', { name: MODE_TITLE });
    await modes.getByRole('button', { name: 'CHOOSE IT: Closing' }).click();
    const proceed = modes.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeEnabled();

    const area = modes.getByTestId('document-upload');
    const input = area.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Price $1.') });
    await expect(area.getByRole('alert')).toHaveText(WRONG_TYPE);
    await expect(area).toHaveAttribute('data-state', 'failed');
    expect(await input.inputValue()).toBe('');
    await input.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(11 * 1024 * 1024, 0x20),
    });
    await expect(area.getByRole('alert')).toHaveText(TOO_LARGE);
    await shot(page, 'closing-upload-failed');

    // Hold the server's answer so the uploading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/documents/upload', async (route) => {
      await held;
      await route.continue();
    });
    await input.setInputFiles(proposal());
    await expect(area).toHaveAttribute('data-state', 'uploading');
    await expect(area.getByRole('status')).toContainText('Uploading FillMaster proposal.pdf');
    await expect(proceed).toBeDisabled();
    await shot(page, 'closing-uploading');
    release();

    await expect(area).toHaveAttribute('data-state', 'uploaded', { timeout: 30_000 });
    await expect(area.getByTestId('uploaded-file-names')).toHaveText('FillMaster proposal.pdf');
    await expect(page.getByText('Document uploaded successfully')).toBeVisible();
    await expect(proceed).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('summary'))).toContain('$412,000');
    // Uploaded: the area is locked.
    await expect(area.locator('[aria-disabled="true"]')).toHaveCount(1);
    await shot(page, 'closing-uploaded');
    await proceed.click();
    await expect(page).toHaveURL(/\/persona$/);
  },
);

test('the live session’s upload modal uploads into the session; a refused file shows the toast and the reason', async ({
  page,
  request,
}) => {
  const sessionId = await createSession(request, 'audio', 'closing');
  await openSession(page, sessionId, 'audio');
  await page.getByRole('button', { name: 'Upload documents' }).click();
  const modal = page.getByRole('dialog', { name: 'Upload your documents' });
  const area = modal.getByTestId('document-upload');

  // Passes the browser's checks, refused by the server's (the content is HTML).
  await area.locator('input[type="file"]').setInputFiles({
    name: 'page.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><body>not a pdf</body></html>'),
  });
  await expect(page.getByText('Failed to upload document. Please try again.')).toBeVisible();
  await expect(area.getByRole('alert')).toHaveText(WRONG_TYPE);
  expect(await area.locator('input[type="file"]').inputValue()).toBe('');

  const answer = page.waitForResponse('**/api/v1/documents/upload');
  await area.locator('input[type="file"]').setInputFiles(proposal());
  const uploaded = (await (await answer).json()) as { document_id: string }[];
  await expect(area).toHaveAttribute('data-state', 'uploaded');
  await expect(area.getByTestId('uploaded-file-names')).toHaveText('FillMaster proposal.pdf');
  await shot(page, 'session-uploaded');

  const stored = await request.get(`/api/v1/documents/${uploaded[0]!.document_id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(((await stored.json()) as { session_id: string }).session_id).toBe(sessionId);
  await modal.getByRole('button', { name: 'CONFIRM UPLOAD' }).click();
  await expect(modal).toBeHidden();
});
