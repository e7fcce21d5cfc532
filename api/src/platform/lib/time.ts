import { CHINA_OFFSET_MS, formatChinaTime } from '@tcm/shared/chinaTime';

// Beijing time and the contract's time format are @tcm/shared's: the shell's prerender formats the seeded news with them too.
export { formatChinaTime };

export type Clock = () => Date;

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
