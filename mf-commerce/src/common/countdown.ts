/**
 * The pay countdown of a delivery order (spec 3 §4): the order carries its deadline as a ms
 * timestamp (payCountdown); the page shows what is left as HH:mm:ss, ticking each second, and
 * reloads the order when it reaches zero.
 */

/** Milliseconds left before `deadline` at `now`, never negative. */
export function remainingMs(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * HH:mm:ss of a duration in ms. Partial seconds count as a whole second, so the display shows
 * 00:00:00 only when the time is really up (29:59.4 left reads 00:30:00 → the first tick 00:29:59).
 * Hours are not wrapped at 24.
 */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${two(h)}:${two(m)}:${two(s)}`;
}

/** Is a countdown to `deadline` running at `now` (a real deadline, still ahead)? */
export function isCounting(deadline: number | null | undefined, now: number): deadline is number {
  return typeof deadline === 'number' && Number.isFinite(deadline) && deadline > now;
}
