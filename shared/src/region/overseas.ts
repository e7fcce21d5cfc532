/**
 * The overseas entry (spec 1 §3): code 900000 holds countries in the place of cities. Codes follow
 * the same prefix rule as mainland cities (first two digits shared with the "province").
 */
export const OVERSEAS_CODE = '900000';
export const OVERSEAS_NAME = '海外';

export const OVERSEAS_COUNTRIES: Record<string, string> = {
  '900100': '美国',
  '900200': '加拿大',
  '900300': '英国',
  '900400': '法国',
  '900500': '德国',
  '900600': '意大利',
  '900700': '西班牙',
  '900800': '荷兰',
  '900900': '俄罗斯',
  '901000': '日本',
  '901100': '韩国',
  '901200': '新加坡',
  '901300': '马来西亚',
  '901400': '泰国',
  '901500': '越南',
  '901600': '印度尼西亚',
  '901700': '菲律宾',
  '901800': '澳大利亚',
  '901900': '新西兰',
  '902000': '巴西',
  '902100': '阿联酋',
  '902200': '其他国家和地区',
};
