import { CITIES, COUNTIES, PROVINCES, isValidRegion } from '@tcm/shared/region';

/**
 * Delivery orders keep the region as names (as the page shows and the parcel prints them); the
 * server still checks they name a real province/city/county combination of the region table.
 */
export function isRealRegionByNames(province: string, city: string, county: string): boolean {
  const p = Object.keys(PROVINCES).find((code) => PROVINCES[code] === province);
  if (!p) return false;
  const c = Object.keys(CITIES).find((code) => CITIES[code] === city && code.slice(0, 2) === p.slice(0, 2));
  if (!c) return false;
  const k = county ? Object.keys(COUNTIES).find((code) => COUNTIES[code] === county && code.slice(0, 4) === c.slice(0, 4)) : '';
  if (county && !k) return false;
  return isValidRegion({ province: p, city: c, county: k ?? '' });
}

export interface RegionNames {
  province: string;
  city: string;
  county: string;
}

const CODE = /^\d{6}$/;

/** One part as a name: a 6-digit code of the part's own table becomes its name, anything else stays as sent. */
const nameOf = (table: Record<string, string>, part: string) => (CODE.test(part) ? (table[part] ?? part) : part);

/**
 * The region of a delivery order as it may be sent: names (the pages) or the 6-digit codes the
 * address book stores and answers (a client that copies an address over), each part either way.
 * Answers the names to store, or null when they are no real province/city/county of the table.
 */
export function regionAsNames(province: string, city: string, county: string): RegionNames | null {
  const names = { province: nameOf(PROVINCES, province.trim()), city: nameOf(CITIES, city.trim()), county: nameOf(COUNTIES, county.trim()) };
  return isRealRegionByNames(names.province, names.city, names.county) ? names : null;
}

const byLength = (names: string[]) => [...new Set(names)].sort((a, b) => b.length - a.length);

/**
 * Spec 3 §7's documented bodies give the address as one line (recipientAddress). When it starts
 * with a real region of the table (浙江省杭州市西湖区…, or 北京市朝阳区… where the city is the
 * municipality itself) the parts are kept apart as the pages' orders keep them; otherwise the
 * whole line is the street and the region stays empty. Either way the address reads back the same.
 */
export function splitAddressLine(line: string): RegionNames & { street: string } {
  const whole = { province: '', city: '', county: '', street: line.trim() };
  let rest = whole.street;
  const province = byLength(Object.values(PROVINCES)).find((n) => rest.startsWith(n));
  if (!province) return whole;
  rest = rest.slice(province.length);
  const pCode = Object.keys(PROVINCES).find((code) => PROVINCES[code] === province)!;
  const cities = Object.keys(CITIES).filter((code) => code.slice(0, 2) === pCode.slice(0, 2));
  let city = byLength(cities.map((code) => CITIES[code])).find((n) => rest.startsWith(n));
  if (city) rest = rest.slice(city.length);
  // 北京市朝阳区…: a municipality's one city has the province's name and is often left out.
  else city = cities.map((code) => CITIES[code]).find((n) => n === province);
  if (!city) return whole;
  const cCode = cities.find((code) => CITIES[code] === city)!;
  const county = byLength(
    Object.keys(COUNTIES)
      .filter((code) => code.slice(0, 4) === cCode.slice(0, 4))
      .map((code) => COUNTIES[code]),
  ).find((n) => rest.startsWith(n));
  if (county) rest = rest.slice(county.length);
  const street = rest.trim();
  if (!street || !isRealRegionByNames(province, city, county ?? '')) return whole;
  return { province, city, county: county ?? '', street };
}
