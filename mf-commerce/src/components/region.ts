import { CITIES, COUNTIES, PROVINCES } from '@tcm/shared/region';

/**
 * The delivery order keeps its region as names (浙江省, 杭州市, 西湖区: what the API stores and
 * prints), the region picker and the address book work in 6-digit codes. These convert between
 * the two at the page's edge.
 */
export interface RegionTriple {
  province: string;
  city: string;
  county: string;
}

const CODE = /^\d{6}$/;

function codeOf(map: Record<string, string>, name: string, prefix: string): string {
  if (!name) return '';
  if (CODE.test(name) && map[name]) return name;
  return Object.entries(map).find(([code, n]) => n === name && code.startsWith(prefix))?.[0] ?? '';
}

/** Codes of region names (or codes, passed through); '' for a part not found under its parent. */
export function regionCodes(r: RegionTriple): RegionTriple {
  const province = codeOf(PROVINCES, r.province, '');
  const city = province ? codeOf(CITIES, r.city, province === '900000' ? '90' : province.slice(0, 2)) : '';
  const county = city ? codeOf(COUNTIES, r.county, city.slice(0, 4)) : '';
  return { province, city, county };
}

/** Names of region codes (names, or unknown text, passed through). */
export function regionNamesOf(r: RegionTriple): RegionTriple {
  return {
    province: PROVINCES[r.province] ?? r.province,
    city: CITIES[r.city] ?? r.city,
    county: COUNTIES[r.county] ?? r.county,
  };
}
