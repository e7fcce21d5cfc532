import { CITIES, COUNTIES, PROVINCES, regionNames } from '@tcm/shared/region';

/**
 * A patient's residence and birth place are stored as the joined names (浙江省杭州市西湖区, spec 2
 * §3); the shared cascader works in codes. These convert between the two.
 */
export function areaText(codes: string[]): string {
  const [province, city, county] = codes;
  return regionNames({ province, city, county }).join('');
}

const entriesUnder = (map: Record<string, string>, prefix: string) => Object.entries(map).filter(([code]) => code.startsWith(prefix));

/**
 * The cascader codes of a joined area text, or [] when the text does not read as one (a patient
 * stored by another client): the form then keeps the text until a new region is picked.
 */
export function areaCodes(text: string): string[] {
  if (!text) return [];
  for (const [pCode, pName] of Object.entries(PROVINCES)) {
    if (!text.startsWith(pName)) continue;
    const afterProvince = text.slice(pName.length);
    for (const [cCode, cName] of entriesUnder(CITIES, pCode.slice(0, 2))) {
      if (!afterProvince.startsWith(cName)) continue;
      const rest = afterProvince.slice(cName.length);
      const counties = entriesUnder(COUNTIES, cCode.slice(0, 4));
      if (!rest && !counties.length) return [pCode, cCode];
      const county = counties.find(([, name]) => name === rest);
      if (county) return [pCode, cCode, county[0]];
    }
  }
  return [];
}
