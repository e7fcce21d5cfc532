import type { Locator, Page } from 'playwright-core';
import { snap } from './browser';
import { horizontalOverflow } from './layout';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** A patient name no other run uses (Chinese, as the picker shows it). */
export function freshName(prefix: string): string {
  const digits = '〇一二三四五六七八九';
  return prefix + [...String(Date.now() % 100000)].map((d) => digits[Number(d)]).join('');
}

/** YYYY-MM-DD `days` from today in Beijing time (a start date must be after today there and here). */
export function beijingDate(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The page at 1440 and at 390 px: screenshots `<journey>-1440-<name>` and `<journey>-390-<name>` to
 * look at, and nothing scrolls sideways on the phone. Back at 1440 afterwards.
 */
export async function shootBothWidths(page: Page, journey: string, name: string, ready: Locator): Promise<void> {
  await ready.first().waitFor();
  // From the top, so a full-page shot does not catch the sticky top bar halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `${journey}-1440-${name}`);
  await page.setViewportSize(PHONE);
  await ready.first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300); // layout after the resize (Arco tables measure themselves)
  await snap(page, `${journey}-390-${name}`);
  expect(await horizontalOverflow(page)).toBeNull();
  await page.setViewportSize(DESKTOP);
}
