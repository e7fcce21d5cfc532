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
