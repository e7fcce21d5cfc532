/** The portal serves China; dates shown to users and "per day" limits follow Beijing time (UTC+8, no DST). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export type Clock = () => Date;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in Beijing time, the createTime format of the contract. */
export function formatChinaTime(date: Date): string {
  const d = new Date(date.getTime() + CHINA_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` + `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Midnight (Beijing time) of the day that contains `date`. */
export function chinaDayStart(date: Date): Date {
  const shifted = date.getTime() + CHINA_OFFSET_MS;
  return new Date(shifted - (shifted % 86_400_000) - CHINA_OFFSET_MS);
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
