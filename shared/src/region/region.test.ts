import { createHash } from 'node:crypto';
import { isValidRegion, regionNames, regionText, regionTree, OVERSEAS_CODE } from './index';
import { isValidPhone, isValidPassword } from '../validators';
import { phoneMd5 } from '../crypto/phoneMd5';
import { areaList } from '@vant/area-data';
import { PROVINCE_CODES } from './provinceCodes';

describe('region data', () => {
  it('lists the province prefixes of the ID-number check exactly as the region data has them', () => {
    const fromData = new Set(Object.keys(areaList.province_list).map((c) => c.slice(0, 2)));
    expect([...PROVINCE_CODES].sort()).toEqual([...fromData].sort());
  });

  it('has 6-digit codes where cities share 2 digits with the province and counties 4 with the city', () => {
    const guangdong = regionTree().find((p) => p.value === '440000')!;
    expect(guangdong.label).toBe('广东省');
    const guangzhou = guangdong.children!.find((c) => c.value === '440100')!;
    expect(guangzhou.children!.every((c) => c.value.startsWith('4401'))).toBe(true);
  });

  it('holds countries under the overseas entry 900000', () => {
    const overseas = regionTree().find((p) => p.value === OVERSEAS_CODE)!;
    expect(overseas.label).toBe('海外');
    expect(overseas.children!.map((c) => c.label)).toContain('美国');
    expect(isValidRegion({ province: '900000', city: '900100', county: '' })).toBe(true);
  });

  it('rejects mismatched codes', () => {
    expect(isValidRegion({ province: '440000', city: '440100', county: '440106' })).toBe(true);
    expect(isValidRegion({ province: '440000', city: '110100', county: '110101' })).toBe(false);
    expect(isValidRegion({ province: '440000', city: '440100', county: '' })).toBe(false);
  });

  it('joins the names with a slash', () => {
    expect(regionNames({ province: '440000', city: '440100', county: '440106' })).toEqual(['广东省', '广州市', '天河区']);
    expect(regionText({ province: '900000', city: '901000' })).toBe('海外/日本');
  });
});

describe('validators', () => {
  it('accepts exactly 11 digits as a phone', () => {
    expect(isValidPhone('13800000000')).toBe(true);
    expect(isValidPhone('1380000000')).toBe(false);
    expect(isValidPhone('138000000000')).toBe(false);
    expect(isValidPhone('1380000000a')).toBe(false);
  });

  it('accepts only mainland mobile prefixes 13x-19x', () => {
    for (const p of ['13000000000', '15912345678', '19988887777']) expect(isValidPhone(p)).toBe(true);
    for (const p of ['00000000000', '10012345678', '12345678901', '23800000000']) expect(isValidPhone(p)).toBe(false);
  });

  it('requires at least 6 password characters', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
  });

  it('hashes the phone with md5', () => {
    expect(phoneMd5('13800000000')).toBe(createHash('md5').update('13800000000').digest('hex'));
    expect(phoneMd5(' 13800000000 ')).toBe(phoneMd5('13800000000'));
  });
});
