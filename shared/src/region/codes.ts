import { areaList } from '@vant/area-data';
import { OVERSEAS_CODE, OVERSEAS_COUNTRIES, OVERSEAS_NAME } from './overseas';

/** code → name maps (6-digit codes), mainland data from @vant/area-data plus the overseas entry. */
export const PROVINCES: Record<string, string> = { ...areaList.province_list, [OVERSEAS_CODE]: OVERSEAS_NAME };
export const CITIES: Record<string, string> = { ...areaList.city_list, ...OVERSEAS_COUNTRIES };
export const COUNTIES: Record<string, string> = { ...areaList.county_list };

export { PROVINCE_CODES } from './provinceCodes';
