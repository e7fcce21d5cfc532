import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { textProblem } from '../src/platform/http/input';
import { call, loginPwd, md5, useTestApi } from './helpers';

/**
 * The input layer (api/src/http/input.ts) against the findings of the attack run: every bad
 * value is refused with HTTP 400 and a Chinese message naming the field, nothing reaches the
 * database, and nothing is coerced.
 */
const t = useTestApi();
let doctor: string;
beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
});

const GOOD = { receiverName: '王五', phoneNo: '13912340000', province: '330000', city: '330100', county: '330106', street: '文三路90号', zipCode: '310012' };
const addressCount = async () => (await call(t.app, 'GET', '/api/delivery/address/list', { token: doctor, query: { pageSize: '100' } })).body.total;

describe('the input layer', () => {
  it.each([
    ['NUL in a name', { receiverName: 'a\u0000b' }, '收货人姓名含有不允许的控制字符'],
    ['a line break in a one-line field', { street: '文三路\n90号' }, '详细地址含有不允许的控制字符'],
    ['a right-to-left override', { receiverName: '王\u202e五' }, '收货人姓名含有不允许的文字方向控制字符'],
    ['only zero-width characters', { receiverName: '\u200b\u200c\u200d' }, '收货人姓名不能只包含不可见字符'],
    ['a lone surrogate', { street: 'x\ud800y' }, '详细地址含有无效字符'],
    ['a number for a text', { street: 1e308 }, '详细地址格式不正确'],
    ['an object for a text', { receiverName: { $ne: '' } }, '收货人姓名格式不正确'],
    ['an array for a text', { phoneNo: ['13912340000'] }, '手机号格式不正确'],
    ['null for a text', { zipCode: null }, '邮政编码格式不正确'],
    ['true for a text', { county: true }, '区县格式不正确'],
    ['a huge text', { street: '路'.repeat(401) }, '详细地址不能超过400个字符'],
  ])('refuses %s with 400 and stores nothing', async (_, change, msg) => {
    const before = await addressCount();
    const res = await call(t.app, 'POST', '/api/delivery/address/add', { token: doctor, body: { ...GOOD, ...change } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg });
    expect(await addressCount()).toBe(before);
  });

  it('a body that is not an object is refused, not read as empty', async () => {
    for (const payload of ['[1,2]', '"text"', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/delivery/address/add',
        headers: { authorization: `Bearer ${doctor}`, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '请求内容格式不正确' });
    }
  });

  it('stores NFC-normalised, trimmed text and ignores unknown fields', async () => {
    const decomposed = 'Jose\u0301 王五'; // e + combining acute
    const res = await call(t.app, 'POST', '/api/delivery/address/add', {
      token: doctor,
      body: { ...GOOD, receiverName: `  ${decomposed} `, isAdmin: true, addressInfoText: '<script>' },
    });
    expect(res.body.code).toBe(200);
    const { rows } = (await call(t.app, 'GET', '/api/delivery/address/list', { token: doctor })).body;
    expect(rows[0].receiverName).toBe('Jos\u00e9 王五');
    expect(rows[0].addressInfoText).toBe('浙江省/杭州市/西湖区');
  });

  it('NUL in a query is refused with 400 on public and protected calls', async () => {
    const invite = await call(t.app, 'GET', '/api/invite/v1/info', { query: { inviteId: 'a\u0000b' } });
    expect(invite).toMatchObject({ status: 400, body: { code: 400, msg: '邀请编号含有不允许的控制字符' } });
    const list = await call(t.app, 'GET', '/api/delivery/address/list', { token: doctor, query: { keyWord: 'a\u0000b' } });
    expect(list).toMatchObject({ status: 400, body: { code: 400, msg: '关键字含有不允许的控制字符' } });
  });

  it('a repeated query parameter (an array) is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/invite/v1/info?inviteId=a&inviteId=b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '邀请编号格式不正确' });
  });

  it('00000000000 and other non-mainland numbers are not phones', async () => {
    for (const phoneNo of ['00000000000', '12345678901', '10000000000']) {
      const res = await call(t.app, 'POST', '/api/delivery/address/add', { token: doctor, body: { ...GOOD, phoneNo } });
      expect(res.body).toEqual({ code: 500, msg: '请输入正确的11位手机号' });
    }
    const sms = await call(t.app, 'GET', '/api/smsCode', { query: { telephone: '00000000000', phoneMd5: md5('00000000000'), type: 'register' } });
    expect(sms.body).toEqual({ code: 500, msg: '请先填写正确的手机号' });
  });

  it('a password keeps its spaces but not a NUL', async () => {
    const phone = DEMO_ACCOUNTS.doctor.phone;
    const res = await call(t.app, 'POST', '/api/login', { body: { username: phone, phoneMd5: md5(phone), type: 'pwd', password: 'tcm123\u0000456' } });
    expect(res).toMatchObject({ status: 400, body: { code: 400, msg: '密码含有不允许的控制字符' } });
  });
});

describe('textProblem', () => {
  it('lets ordinary Chinese, Latin, digits and punctuation through', () => {
    for (const ok of ['王五', '蕲州镇雨湖路1号（东门）', "O'Brien-Smith", '邮编：310012', '', '   ']) expect(textProblem(ok)).toBeUndefined();
  });

  it('allows line breaks only where a field is multi-line', () => {
    expect(textProblem('第一行\n第二行', true)).toBeUndefined();
    expect(textProblem('第一行\n第二行')).toBe('含有不允许的控制字符');
  });

  it('refuses C1 controls, bidi isolates, BOM-only and soft-hyphen-only text', () => {
    expect(textProblem('a\u0085b')).toBe('含有不允许的控制字符');
    expect(textProblem('a\u2067b')).toBe('含有不允许的文字方向控制字符');
    expect(textProblem('\ufeff')).toBe('不能只包含不可见字符');
    expect(textProblem('\u00ad\u00ad')).toBe('不能只包含不可见字符');
  });
});
