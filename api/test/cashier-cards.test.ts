import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MINUTE, SECOND } from '../src/platform/lib/time';
import { CASHIER_MSG } from '../src/cashier/messages';
import { loginPwd, newPhone, ok, sendSms, useTestApi } from './helpers';
import { certifiedDoctor } from './clinicSupport';
import { apply, bindCard, CARDS, codeOf, get, post, ROOMY_LIMITS, VALID_ID } from './cashierSupport';
import { match } from '@tcm/shared/testing/matchers';

jest.setTimeout(60_000);

/** Bank card binding through the API (spec 3 §4, §5): the rules and their order, the SMS code, one card per user. */
const t = useTestApi({ limits: ROOMY_LIMITS });
let doctor = '';
let stranger = '';

beforeAll(async () => {
  doctor = await certifiedDoctor(t.app, '张仲景');
  stranger = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
});

const comfirm = (token: string, body: Record<string, unknown>) => post(t.app, '/api/adapay/v1/fastpay/card/comfirm', token, body);
const info = (token: string) => get(t.app, '/api/adapay/v1/fastpay/card/info', token);
const applyCount = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_applies'))[0].n;

/** An apply with a fresh phone, and the code its SMS carried. */
async function applied(token = doctor, cardId = CARDS.ICBC) {
  const telNo = newPhone('1398');
  const res = ok(await apply(t.app, token, { cardId, telNo }));
  return { data: res.data, telNo, code: await codeOf(t.app, telNo, 'bindcard') };
}

describe('apply: the rules in the dialog order, then the card', () => {
  it('names the first empty field: card, name, ID, phone', async () => {
    const before = await applyCount();
    expect((await post(t.app, '/api/adapay/v1/fastpay/card/apply', doctor, {})).body.msg).toBe('请输入银行卡号');
    expect((await apply(t.app, doctor, { userName: '' })).body.msg).toBe('请输入姓名');
    expect((await apply(t.app, doctor, { idNo: '  ' })).body.msg).toBe('请输入身份证号');
    expect((await apply(t.app, doctor, { telNo: '' })).body.msg).toBe('请输入手机号');
    expect((await apply(t.app, doctor, { cardId: '', userName: '', idNo: '', telNo: '' })).body.msg).toBe('请输入银行卡号');
    expect(await applyCount()).toBe(before);
  });

  it.each([
    ['a credit card', CARDS.CREDIT, '暂不支持信用卡，请使用储蓄卡'],
    ['another bank', CARDS.CMB, '暂不支持招商银行的银行卡，请使用中国工商银行、中国农业银行、中国银行、中国建设银行或交通银行的储蓄卡'],
    ['a failed Luhn digit', CARDS.LUHN_BAD, '银行卡号校验失败，请核对后重新输入'],
    ['no card number', '6222abc', '请输入正确的银行卡号'],
  ])('refuses %s, sending no SMS', async (_what, cardId, msg) => {
    const telNo = newPhone('1398');
    expect((await apply(t.app, doctor, { cardId, telNo })).body).toEqual({ code: 500, msg });
    expect(await t.app.db.query('SELECT 1 FROM sms_codes WHERE phone = $1', [telNo])).toEqual([]);
  });

  it('checks the ID number with the portal ID rule and the phone', async () => {
    expect((await apply(t.app, doctor, { idNo: '110105194912310021' })).body.msg).toBe('请输入正确的身份证号码');
    expect((await apply(t.app, doctor, { telNo: '12345678901' })).body.msg).toBe('请输入正确的手机号码');
  });

  it('accepts each bank of the five, grouped digits too, and answers applyId, memberId, cardIdReal', async () => {
    for (const card of [CARDS.ICBC, CARDS.ABC, CARDS.BOC, CARDS.CCB, CARDS.COMM]) {
      const grouped = card.replace(/(\d{4})(?=\d)/g, '$1 ');
      const res = ok(await apply(t.app, doctor, { cardId: grouped }));
      expect(res.data).toEqual({ applyId: match.stringMatching(/^APL[0-9A-F]{24}$/), memberId: match.stringMatching(/^M\d{10}$/), cardIdReal: card });
      expect(res.msg).toBe('发送成功');
    }
  });

  it('sends through the SMS provider with its limits: a second apply to the same phone at once waits', async () => {
    const telNo = newPhone('1398');
    ok(await apply(t.app, doctor, { telNo }));
    expect((await apply(t.app, doctor, { telNo })).body.msg).toBe('验证码发送过于频繁，请1秒后再试');
  });
});

describe('comfirm: the code of this binding, once', () => {
  it('refuses an empty, a wrong, an expired and a reused code', async () => {
    const first = await applied();
    expect((await comfirm(doctor, { ...first.data, smsCode: '' })).body.msg).toBe('请先输入验证码');
    expect((await comfirm(doctor, { ...first.data, smsCode: first.code === '000000' ? '111111' : '000000' })).body.msg).toBe('验证码错误');
    t.clock.advance(5 * MINUTE);
    expect((await comfirm(doctor, { ...first.data, smsCode: first.code })).body.msg).toBe('验证码已过期，请重新获取');
    expect((await info(doctor)).body.data).toBeNull();

    const second = await applied();
    expect((await comfirm(doctor, { ...second.data, smsCode: second.code })).body).toEqual({ code: 200, msg: CASHIER_MSG.bound });
    expect((await comfirm(doctor, { ...second.data, smsCode: second.code })).body.msg).toBe(CASHIER_MSG.applyDone);
  });

  it('refuses a code sent for another binding to the same phone', async () => {
    const telNo = newPhone('1398');
    const a = ok(await apply(t.app, doctor, { telNo, cardId: CARDS.ABC })).data;
    const codeA = await codeOf(t.app, telNo, 'bindcard');
    t.clock.advance(2 * SECOND);
    const b = ok(await apply(t.app, doctor, { telNo, cardId: CARDS.BOC })).data;
    const codeB = await codeOf(t.app, telNo, 'bindcard');
    // The newer SMS retired a's code; b's code is b's only.
    if (codeA !== codeB) expect((await comfirm(doctor, { ...a, smsCode: codeA })).body.msg).toBe('验证码错误');
    expect((await comfirm(doctor, { ...a, smsCode: codeB })).body.msg).toBe('验证码已失效，请重新获取');
    ok(await comfirm(doctor, { ...b, smsCode: codeB }));
  });

  it("refuses another user's binding and altered fields", async () => {
    const mine = await applied();
    expect((await comfirm(stranger, { ...mine.data, smsCode: mine.code })).body.msg).toBe(CASHIER_MSG.applyNotFound);
    expect((await comfirm(doctor, { ...mine.data, cardIdReal: CARDS.CCB, smsCode: mine.code })).body.msg).toBe(CASHIER_MSG.applyNotFound);
    expect((await comfirm(doctor, { ...mine.data, memberId: 'M0000000001', smsCode: mine.code })).body.msg).toBe(CASHIER_MSG.applyNotFound);
    expect((await comfirm(doctor, { smsCode: mine.code })).body.msg).toBe(CASHIER_MSG.applyRequired);
  });

  it('12 concurrent comfirms bind once', async () => {
    const other = await certifiedDoctor(t.app, '扁鹊');
    const a = await applied(other, CARDS.COMM);
    const answers = await Promise.all(Array.from({ length: 12 }, () => comfirm(other, { ...a.data, smsCode: a.code })));
    expect(answers.every((r) => r.status < 500)).toBe(true);
    expect(answers.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect((await info(other)).body.data!.bankName).toBe('交通银行 (储蓄卡)');
  });
});

describe('one card per user', () => {
  it('shows the bound card masked; a new binding replaces it; another user sees none of it', async () => {
    const user = await certifiedDoctor(t.app, '孙思邈');
    expect((await info(user)).body).toEqual({ code: 200, msg: '', data: null });
    const tel1 = await bindCard(t.app, user, CARDS.ICBC);
    expect((await info(user)).body.data).toEqual({
      cardId: '6222 **** **** 0017',
      telNo: `${tel1.slice(0, 3)}****${tel1.slice(-4)}`,
      bankName: '中国工商银行 (储蓄卡)',
    });
    const tel2 = await bindCard(t.app, user, CARDS.ABC);
    expect((await info(user)).body.data).toEqual({
      cardId: '6228 **** **** 0024',
      telNo: `${tel2.slice(0, 3)}****${tel2.slice(-4)}`,
      bankName: '中国农业银行 (储蓄卡)',
    });
    const boundVia = (tel: string) =>
      t.app.db.query('SELECT b.card_no FROM bound_cards b JOIN card_applies a ON a.apply_id = b.apply_id WHERE a.tel_no = $1', [tel]);
    expect(await boundVia(tel2)).toEqual([{ card_no: CARDS.ABC }]);
    expect(await boundVia(tel1)).toEqual([]);
    const other = await certifiedDoctor(t.app, '李杲');
    expect((await info(other)).body.data).toBeNull();
  });

  it('GET /smsCode refuses the cashier purposes (they would retire a binding or payment code)', async () => {
    const telNo = newPhone('1398');
    expect((await sendSms(t.app, telNo, 'bindcard')).body.msg).toBe('验证码类型不正确');
    expect((await sendSms(t.app, telNo, 'fastpay')).body.msg).toBe('验证码类型不正确');
  });

  it('keeps only the masked ID number', async () => {
    await applied();
    const rows = await t.app.db.query<{ id_no_masked: string }>('SELECT id_no_masked FROM card_applies');
    expect(rows.every((r) => r.id_no_masked === `110${'*'.repeat(11)}002X`)).toBe(true);
    expect(JSON.stringify(await t.app.db.query('SELECT * FROM card_applies'))).not.toContain(VALID_ID);
  });
});
