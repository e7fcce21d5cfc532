import dayjs from 'dayjs';

/**
 * The clinic pages' clock: every "today" of a rule (birth date before today, start date after
 * today, onset not after today) and the birth year range read it, so tests set one day instead of
 * depending on the date they run.
 */
export const clock = {
  now: (): Date => new Date(),
};

/** Today on this device, YYYY-MM-DD. */
export const todayYmd = (): string => dayjs(clock.now()).format('YYYY-MM-DD');
