import { formatChinaTime } from '../platform/lib/time';

/**
 * Calendar days as the clinic's users pick them ('YYYY-MM-DD'). "Today" is the Beijing day of the
 * app's clock (ctx.now), so tests move time and the rules follow.
 */

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day, when `text` is a real calendar day written YYYY-MM-DD; else undefined. */
export function parseYmd(text: string): { y: number; m: number; d: number } | undefined {
  const match = YMD.exec(text);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 02-30 into March: a day that does not exist reads back differently.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return { y, m, d };
}

export const isYmd = (text: string) => parseYmd(text) !== undefined;

/** Today in Beijing. */
export const todayYmd = (now: Date) => formatChinaTime(now).slice(0, 10);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const fromUtc = (date: Date) => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export function addDays(ymd: string, days: number): string {
  const p = parseYmd(ymd);
  if (!p) throw new Error(`not a day: ${ymd}`);
  return fromUtc(new Date(Date.UTC(p.y, p.m - 1, p.d + days)));
}

/** The same day a year later (29 February → 28 February). */
export function addOneYear(ymd: string): string {
  const p = parseYmd(ymd);
  if (!p) throw new Error(`not a day: ${ymd}`);
  const last = new Date(Date.UTC(p.y + 1, p.m, 0)).getUTCDate();
  return `${pad(p.y + 1, 4)}-${pad(p.m)}-${pad(Math.min(p.d, last))}`;
}
