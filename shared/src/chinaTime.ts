/** The portal serves China; dates shown to users and "per day" limits follow Beijing time (UTC+8, no DST). */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in Beijing time, the createTime format of the contract. */
export function formatChinaTime(date: Date): string {
  const d = new Date(date.getTime() + CHINA_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` + `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}
