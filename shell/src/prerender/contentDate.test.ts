import { contentDate } from './contentDate';

describe('the date the prerendered news are counted back from', () => {
  test('is the start of the Beijing day, so the same sources rebuilt the same day give the same pages', () => {
    // 15:30Z is 23:30 on the 28th in Beijing; 16:00Z and 23:59Z are 00:00 and 07:59 on the 29th.
    const morning = contentDate(new Date('2026-11-28T15:30:00Z'), undefined);
    expect(morning.toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(contentDate(new Date('2026-11-28T23:59:59Z'), undefined)).toEqual(contentDate(new Date('2026-11-28T16:00:00Z'), undefined));
    expect(contentDate(new Date('2026-11-28T16:00:00Z'), undefined).toISOString()).toBe('2026-11-28T16:00:00.000Z');
  });

  test('is SOURCE_DATE_EPOCH when a reproducible build sets it', () => {
    expect(contentDate(new Date('2026-11-28T15:30:00Z'), '1767225600').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(contentDate(new Date('2026-11-28T15:30:00Z'), 'yesterday').toISOString()).toBe('2026-11-27T16:00:00.000Z');
  });
});
