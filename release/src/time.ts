/** Durations in ms, and the injectable clock every time-based part reads (tests move it). */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type Clock = () => Date;
