import { PROVINCE_CODES } from '../region/provinceCodes';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/**
 * A real day (no 30 February), from 1900 and not in the future. Plain Date rather than dayjs: the
 * rule is bundled into the pages and the API, and this is all it needs.
 */
function validDate(y: string, m: string, d: string): boolean {
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real && year >= 1900 && date.getTime() <= Date.now();
}

/** The 18-digit check character for the first 17 digits (GB 11643). */
export function idCheckChar(first17: string): string {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(first17[i]), 0);
  return CHECK_CHARS[sum % 11];
}

/**
 * Chinese resident ID number: 15 or 18 characters, a known province prefix, a real birth
 * date and, for 18 characters, the check character.
 */
export function isValidIdNumber(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  const id = raw.trim().toUpperCase();
  if (/^\d{15}$/.test(id)) {
    return PROVINCE_CODES.has(id.slice(0, 2)) && validDate(`19${id.slice(6, 8)}`, id.slice(8, 10), id.slice(10, 12));
  }
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!PROVINCE_CODES.has(id.slice(0, 2))) return false;
  if (!validDate(id.slice(6, 10), id.slice(10, 12), id.slice(12, 14))) return false;
  return idCheckChar(id.slice(0, 17)) === id[17];
}
