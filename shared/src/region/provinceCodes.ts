/**
 * First two digits of every mainland province (GB/T 2260), for ID-number checks. Written out rather
 * than derived from @vant/area-data so the validators in the @tcm/shared root do not pull the region
 * table into every page; region.test.ts checks the list against the data.
 */
export const PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41', '42',
  '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82',
]);
