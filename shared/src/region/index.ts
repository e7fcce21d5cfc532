import { CITIES, COUNTIES, PROVINCES } from './codes';
import { OVERSEAS_CODE } from './overseas';

export { PROVINCES, CITIES, COUNTIES, PROVINCE_CODES } from './codes';
export { OVERSEAS_CODE, OVERSEAS_NAME, OVERSEAS_COUNTRIES } from './overseas';

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
  isLeaf?: boolean;
}

function childrenOf(map: Record<string, string>, prefix: string): [string, string][] {
  return Object.entries(map).filter(([code]) => code.startsWith(prefix));
}

let cachedTree: RegionOption[] | null = null;

/** Province → city (or country) → county options, built once. Overseas stops at the country. */
export function regionTree(): RegionOption[] {
  if (cachedTree) return cachedTree;
  cachedTree = Object.entries(PROVINCES).map(([pCode, pName]) => {
    if (pCode === OVERSEAS_CODE) {
      return {
        value: pCode,
        label: pName,
        children: childrenOf(CITIES, '90').map(([value, label]) => ({ value, label, isLeaf: true })),
      };
    }
    const cities = childrenOf(CITIES, pCode.slice(0, 2)).map(([cCode, cName]) => {
      const counties = childrenOf(COUNTIES, cCode.slice(0, 4)).map(([value, label]) => ({ value, label, isLeaf: true }));
      return counties.length ? { value: cCode, label: cName, children: counties } : { value: cCode, label: cName, isLeaf: true };
    });
    return { value: pCode, label: pName, children: cities };
  });
  return cachedTree;
}

export interface RegionParts {
  province: string;
  city: string;
  county: string;
}

/** Is this a real province/city/county combination (county optional only where the city has none)? */
export function isValidRegion({ province, city, county }: RegionParts): boolean {
  if (!PROVINCES[province] || !CITIES[city]) return false;
  if (province === OVERSEAS_CODE) return city.startsWith('90') && !county;
  if (city.slice(0, 2) !== province.slice(0, 2)) return false;
  const hasCounties = Object.keys(COUNTIES).some((c) => c.startsWith(city.slice(0, 4)));
  if (!hasCounties) return !county;
  return !!COUNTIES[county] && county.slice(0, 4) === city.slice(0, 4);
}

/** Names of the chosen codes, e.g. ['广东省', '广州市', '天河区']. */
export function regionNames({ province, city, county }: Partial<RegionParts>): string[] {
  return [province && PROVINCES[province], city && CITIES[city], county && COUNTIES[county]].filter((n): n is string => !!n);
}

/** The address's `addressInfoText`: region names joined by slash. */
export function regionText(parts: Partial<RegionParts>): string {
  return regionNames(parts).join('/');
}
