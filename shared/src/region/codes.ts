import { areaList } from '@vant/area-data';
import { OVERSEAS_CODE, OVERSEAS_COUNTRIES, OVERSEAS_NAME } from './overseas';

/** code → name maps (6-digit codes), mainland data from @vant/area-data plus the overseas entry. */
export const PROVINCES: Record<string, string> = { ...areaList.province_list, [OVERSEAS_CODE]: OVERSEAS_NAME };
export const CITIES: Record<string, string> = { ...areaList.city_list, ...OVERSEAS_COUNTRIES };
export const COUNTIES: Record<string, string> = { ...areaList.county_list };

/** First two digits of every mainland province, for ID-number checks. */
export const PROVINCE_CODES = new Set(Object.keys(areaList.province_list).map((c) => c.slice(0, 2)));
