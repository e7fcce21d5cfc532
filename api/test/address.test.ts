import { ADDRESS_RULE_MSG } from '@tcm/shared/account/address';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MSG } from '../src/messages';
import { call, loginPwd, useTestApi } from './helpers';
import { match } from '@tcm/shared/testing/matchers';

const t = useTestApi();
let doctor: string;
let user: string;
beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  user = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
});

const list = (token: string, query: Record<string, string> = {}) =>
  call(t.app, 'GET', '/api/delivery/address/list', { token, query: { pageNum: '1', pageSize: '12', ...query } });
const add = (token: string, body: object) => call(t.app, 'POST', '/api/delivery/address/add', { token, body });
const edit = (token: string, body: object) => call(t.app, 'POST', '/api/delivery/address/edit', { token, body });
const remove = (token: string, id: number | string) => call(t.app, 'DELETE', `/api/delivery/address/${id}`, { token });

const GOOD = { receiverName: '王五', phoneNo: '13912340000', province: '330000', city: '330100', county: '330106', street: '文三路90号', zipCode: '310012' };

describe('address book', () => {
  it('every call needs a login', async () => {
    expect((await call(t.app, 'GET', '/api/delivery/address/list')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/delivery/address/add', { body: GOOD })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/delivery/address/edit', { body: GOOD })).status).toBe(401);
    expect((await call(t.app, 'DELETE', '/api/delivery/address/1')).status).toBe(401);
  });

  it('lists the seeded addresses with region names computed by the server', async () => {
    const { body } = await list(doctor);
    expect(body.code).toBe(200);
    expect(body.total).toBe(4);
    const qichun = body.rows.find((r: { street: string }) => r.street.includes('蕲州'));
    expect(qichun).toMatchObject({
      deliveryAddressId: match.any(Number),
      receiverName: '李时珍',
      province: '420000',
      city: '421100',
      county: '421126',
      zipCode: '435300',
      addressInfo: ['湖北省', '黄冈市', '蕲春县'],
      addressInfoText: '湖北省/黄冈市/蕲春县',
    });
    const overseas = body.rows.find((r: { province: string }) => r.province === '900000');
    expect(overseas!.addressInfoText).toBe('海外/美国');
    expect((await list(user)).body).toEqual({ code: 200, msg: '', rows: [], total: 0 });
  });

  it('validates in the spec order with its messages', async () => {
    expect((await add(user, { ...GOOD, receiverName: ' ', phoneNo: '1', province: '' })).body.msg).toBe('请输入收货人姓名');
    expect((await add(user, { ...GOOD, phoneNo: '1391234000', province: '' })).body.msg).toBe('请输入正确的11位手机号');
    expect((await add(user, { ...GOOD, province: '', street: '' })).body.msg).toBe('请选择省/市/区');
    expect((await add(user, { ...GOOD, county: '' })).body.msg).toBe(ADDRESS_RULE_MSG.regionEmpty);
    expect((await add(user, { ...GOOD, county: '110105' })).body.msg).toBe(ADDRESS_RULE_MSG.regionEmpty);
    expect((await add(user, { ...GOOD, province: '900000', city: '900100', county: '110105' })).body.msg).toBe(ADDRESS_RULE_MSG.regionEmpty);
    expect((await add(user, { ...GOOD, street: '  ' })).body.msg).toBe('请输入详细地址');
    expect((await add(user, { ...GOOD, receiverName: '李'.repeat(51) })).body.msg).toBe('收货人姓名不能超过50个字符');
    expect((await add(user, { ...GOOD, street: '路'.repeat(201) })).body.msg).toBe('详细地址不能超过200个字符');
    expect((await add(user, { ...GOOD, zipCode: '31001' })).body.msg).toBe(ADDRESS_RULE_MSG.zipInvalid);
    expect((await list(user)).body.total).toBe(0);
  });

  it('adds mainland and overseas addresses; zip is optional; client helper fields are ignored', async () => {
    expect((await add(user, { ...GOOD, addressInfo: ['假'], addressInfoText: '假/地址' })).body).toEqual({ code: 200, msg: ADDRESS_RULE_MSG.added });
    expect((await add(user, { ...GOOD, zipCode: '', receiverName: '赵六' })).body.code).toBe(200);
    expect(
      (await add(user, { receiverName: 'Tom', phoneNo: '13912340001', province: '900000', city: '901000', county: '', street: 'Tokyo', zipCode: '100-0001' }))
        .body.code,
    ).toBe(200);
    const { body } = await list(user);
    expect(body.total).toBe(3);
    expect(body.rows[2]).toMatchObject({ receiverName: '王五', addressInfoText: '浙江省/杭州市/西湖区' });
    expect(body.rows[0]).toMatchObject({ receiverName: 'Tom', addressInfo: ['海外', '日本'], county: '' });
  });

  it('searches name, phone, street and region text, and pages', async () => {
    expect((await list(user, { keyWord: '赵六' })).body.total).toBe(1);
    expect((await list(user, { keyWord: '1391234000' })).body.total).toBe(3);
    expect((await list(user, { keyWord: '文三路' })).body.total).toBe(2);
    expect((await list(user, { keyWord: '杭州' })).body.total).toBe(2);
    expect((await list(user, { keyWord: '%' })).body.total).toBe(0);
    const page2 = await list(user, { pageNum: '2', pageSize: '2' });
    expect(page2.body).toMatchObject({ total: 3, rows: [match.objectContaining({ receiverName: '王五' })] });
  });

  it('edits only your own addresses', async () => {
    const mine = (await list(user)).body.rows[0];
    const res = await edit(user, { ...mine, street: '银座1丁目' });
    expect(res.body).toEqual({ code: 200, msg: MSG.modified });
    expect((await list(user)).body.rows[0].street).toBe('银座1丁目');

    const theirs = (await list(doctor)).body.rows[0];
    expect((await edit(user, { ...theirs, receiverName: '黑客' })).body).toEqual({ code: 500, msg: MSG.addressNotFound });
    expect((await list(doctor)).body.rows[0].receiverName).toBe(theirs.receiverName);
    expect((await edit(user, { ...GOOD })).body.msg).toBe(MSG.addressIdRequired);
    expect((await edit(user, { ...mine, phoneNo: '12' })).body.msg).toBe(ADDRESS_RULE_MSG.phoneInvalid);
  });

  it('deletes only your own addresses', async () => {
    const theirs = (await list(doctor)).body.rows[0];
    expect((await remove(user, theirs.deliveryAddressId)).body).toEqual({ code: 500, msg: MSG.addressNotFound });
    expect((await list(doctor)).body.total).toBe(4);
    const mine = (await list(user)).body.rows[0];
    expect((await remove(user, mine.deliveryAddressId)).body).toEqual({ code: 200, msg: MSG.deleted });
    expect((await remove(user, mine.deliveryAddressId)).body.msg).toBe(MSG.addressNotFound);
    expect((await remove(user, 'abc')).body).toEqual({ code: 400, msg: '地址编号格式不正确' });
    expect((await remove(user, '99999999999')).body).toEqual({ code: 400, msg: '地址编号超出范围（1～2147483647）' });
    expect((await list(user)).body.total).toBe(2);
  });
});
