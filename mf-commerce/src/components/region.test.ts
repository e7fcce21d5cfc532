import { regionCodes, regionNamesOf } from './region';

describe('region names ↔ codes', () => {
  it('finds the codes of names, each under its parent', () => {
    expect(regionCodes({ province: '浙江省', city: '杭州市', county: '西湖区' })).toEqual({ province: '330000', city: '330100', county: '330106' });
    // 朝阳区 exists in Beijing and elsewhere: the one under the city is found.
    expect(regionCodes({ province: '北京市', city: '北京市', county: '朝阳区' }).county).toBe('110105');
  });

  it('passes codes through and gives up on unknown names', () => {
    expect(regionCodes({ province: '330000', city: '330100', county: '330106' })).toEqual({ province: '330000', city: '330100', county: '330106' });
    expect(regionCodes({ province: '浙江省', city: '不存在市', county: '西湖区' })).toEqual({ province: '330000', city: '', county: '' });
    expect(regionCodes({ province: '', city: '', county: '' })).toEqual({ province: '', city: '', county: '' });
  });

  it('names codes and leaves names as they are', () => {
    expect(regionNamesOf({ province: '330000', city: '330100', county: '330106' })).toEqual({ province: '浙江省', city: '杭州市', county: '西湖区' });
    expect(regionNamesOf({ province: '浙江省', city: '杭州市', county: '西湖区' })).toEqual({ province: '浙江省', city: '杭州市', county: '西湖区' });
  });
});
