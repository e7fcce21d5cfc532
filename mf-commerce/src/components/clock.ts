/**
 * The commerce pages' clock: every countdown and "this month" reads it, so tests set the time
 * instead of depending on when they run (jest's fake timers move it too).
 */
export const clock = {
  now: (): number => Date.now(),
};
