import type { Locator } from 'playwright-core';

/** Fen from a price as the pages print it (¥1,234.56 or ¥0.05). */
export const fenOf = (text: string): number => {
  const m = /(-?)¥([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no price in "${text}"`);
  return (m[1] ? -1 : 1) * (Number(m[2].replace(/,/g, '')) * 100 + Number(m[3]));
};

/**
 * The price breakdown shown in `scope` (issue 32 item 6): each part's fen and the total it
 * states, as the page renders them (data-fen of each amount). Fails unless the parts add up to
 * the total to the fen.
 */
export async function shownBreakdown(scope: Locator): Promise<{ parts: number[]; total: number }> {
  const list = scope.getByTestId('price-parts').first();
  await list.waitFor();
  const fen = await list.locator('dd').evaluateAll((dds) => dds.map((d) => Number(d.getAttribute('data-fen'))));
  const total = fen.pop()!;
  expect(fen.length).toBeGreaterThan(0);
  expect(fen.reduce((a, b) => a + b, 0)).toBe(total);
  return { parts: fen, total };
}
