import { CHINA_OFFSET_MS } from '@tcm/shared/chinaTime';

/**
 * When the prerendered news are dated from: SOURCE_DATE_EPOCH (seconds, the reproducible-builds
 * convention) when set, else the start of today in Beijing. Not the moment of the build: the same
 * sources rebuilt must give the same files, or publishing the unchanged version again is refused
 * (releases are immutable, release/src/store/publish.ts). The browser refreshes the news anyway.
 */
export function contentDate(now = new Date(), sourceDateEpoch = process.env.SOURCE_DATE_EPOCH): Date {
  if (sourceDateEpoch && /^\d+$/.test(sourceDateEpoch)) return new Date(Number(sourceDateEpoch) * 1000);
  const day = 24 * 60 * 60 * 1000;
  return new Date(Math.floor((now.getTime() + CHINA_OFFSET_MS) / day) * day - CHINA_OFFSET_MS);
}
