import type { Page } from '@playwright/test';

const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * With E2E_SHOTS_DIR set, saves a screenshot of the page as NAME-WIDTH.png there, so a run of the
 * suite leaves the screens to look at; without it, does nothing.
 */
export async function shot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return;
  // Let dialogs and toasts finish their entrance animation.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage });
}
