import { areaCodes, areaText } from './area';

describe('patient areas as joined names', () => {
  it('joins the cascader’s names without separators', () => {
    expect(areaText(['330000', '330100', '330106'])).toBe('浙江省杭州市西湖区');
    expect(areaText(['900000', '901000'])).toBe('海外日本');
    expect(areaText([])).toBe('');
  });

  it('reads a stored text back into codes, municipalities and overseas included', () => {
    expect(areaCodes('浙江省杭州市西湖区')).toEqual(['330000', '330100', '330106']);
    expect(areaCodes('北京市北京市东城区')).toEqual(['110000', '110100', '110101']);
    expect(areaCodes('湖北省黄冈市蕲春县')).toEqual(['420000', '421100', '421126']);
    expect(areaCodes('海外日本')).toEqual(['900000', '901000']);
  });

  it('gives nothing for a text that is not a full region', () => {
    expect(areaCodes('')).toEqual([]);
    expect(areaCodes('浙江省')).toEqual([]);
    expect(areaCodes('浙江省杭州市')).toEqual([]);
    expect(areaCodes('杭州西湖边')).toEqual([]);
  });

  it('round-trips every county of a province', () => {
    for (const codes of [
      ['440000', '440100', '440106'],
      ['650000', '654000', '654002'],
    ]) {
      expect(areaCodes(areaText(codes))).toEqual(codes);
    }
  });
});
