/**
 * ¥12.30 from 1230 fen: money travels in integer fen end to end (page, API, database) and is only
 * formatted for people, by this one rule everywhere.
 */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What the parts of a breakdown add up to, integer fen. */
export const sumPriceParts = (parts: readonly { fen: number }[]): number => parts.reduce((sum, p) => sum + p.fen, 0);
