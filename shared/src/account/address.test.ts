import { ADDRESS_RULE_MSG as M, addressProblem, type AddressValues } from './address';

const ok: AddressValues = {
  receiverName: '李时珍',
  phoneNo: '13800000006',
  province: '420000',
  city: '421100',
  county: '421126',
  street: '蕲州镇雨湖路1号',
  zipCode: '',
};

describe('the address rules (spec 1 §5.4)', () => {
  it('accepts a whole address, the zip code being optional', () => {
    expect(addressProblem(ok)).toBeNull();
    expect(addressProblem({ ...ok, zipCode: '436000' })).toBeNull();
  });

  it('checks in the spec order: receiver, phone, region, street', () => {
    const empty = { receiverName: ' ', phoneNo: '', province: '', city: '', county: '', street: '', zipCode: '' };
    expect(addressProblem(empty)).toEqual({ field: 'receiverName', message: '请输入收货人姓名' });
    expect(addressProblem({ ...empty, receiverName: '王五' })).toEqual({ field: 'phoneNo', message: '请输入正确的11位手机号' });
    expect(addressProblem({ ...empty, receiverName: '王五', phoneNo: '13700000007' })).toEqual({ field: 'region', message: '请选择省/市/区' });
    expect(addressProblem({ ...ok, street: '  ' })).toEqual({ field: 'street', message: '请输入详细地址' });
  });

  it('refuses a region whose codes do not belong together', () => {
    expect(addressProblem({ ...ok, city: '110100' })?.field).toBe('region');
    expect(addressProblem({ ...ok, county: '' })?.field).toBe('region');
  });

  it('refuses texts over their lengths, counted trimmed', () => {
    expect(addressProblem({ ...ok, receiverName: '李'.repeat(51) })?.message).toBe('收货人姓名不能超过50个字符');
    expect(addressProblem({ ...ok, receiverName: ` ${'李'.repeat(50)} ` })).toBeNull();
    expect(addressProblem({ ...ok, street: '路'.repeat(201) })?.message).toBe('详细地址不能超过200个字符');
  });

  it('wants six digits for a mainland zip code, letters too abroad', () => {
    expect(addressProblem({ ...ok, zipCode: 'abc' })).toEqual({ field: 'zipCode', message: M.zipInvalid });
    expect(addressProblem({ ...ok, zipCode: '43600' })?.field).toBe('zipCode');
    const abroad = { ...ok, province: '900000', city: '900100', county: '' };
    expect(addressProblem({ ...abroad, zipCode: 'SW1A 1AA' })).toBeNull();
    expect(addressProblem({ ...abroad, zipCode: 'x' })?.field).toBe('zipCode');
  });
});
