import { ACCOUNT_RULE_MSG } from '@tcm/shared/account';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MSG } from '../src/messages';
import { maskName, maskPhone } from '../src/account/invites/mask';
import { INVITE_PHONE_LOCK_MS, INVITE_PHONE_MISSES } from '../src/account/invites/repo';
import { createInvitation } from '../src/operator';
import { SEED_INVITATIONS } from '../src/seed/invitations';
import { call, loginPwd, loginSms, md5, PNG_1PX, sendSms, smsCode, uploadFile, useTestApi } from './helpers';
import { match } from '@tcm/shared/testing/matchers';

const t = useTestApi();

const info = (inviteId: string) => call(t.app, 'GET', '/api/invite/v1/info', { query: { inviteId } });
const confirm = (body: Record<string, string>) => call(t.app, 'POST', '/api/invite/v1/confirm', { body });
/** The invitee's own phone: the page shows it masked, the invitee types it. */
const seededPhone = (inviteId: string) => SEED_INVITATIONS.find((i) => i.inviteId === inviteId)!.phone;

async function confirmBody(inviteId: string, phone = seededPhone(inviteId)) {
  const { body } = await info(inviteId);
  const code = await smsCode(t.app, phone, 'invite', { securityNo: body.securityNo });
  return { telephone: phone, code, phoneMd5: md5(phone), inviteId, securityNo: body.securityNo };
}

describe('masking', () => {
  it.each([
    ['13900000001', '139****0001'],
    ['1390001', '*******'],
    ['', ''],
  ])('phone %s → %s', (phone, masked) => expect(maskPhone(phone)).toBe(masked));

  it.each([
    ['王叔和', '王*和'],
    ['王医', '王*'],
    ['欧阳修明', '欧**明'],
    ['王', '*'],
    ['𠀋子龙', '𠀋*龙'],
  ])('name %s → %s', (name, masked) => expect(maskName(name)).toBe(masked));
});

describe('GET /api/invite/v1/info', () => {
  it('shows the invitation with the invitee masked, and its security number at top level', async () => {
    const doctor = await info('INV-DOCTOR-001');
    expect(doctor.body).toEqual({
      code: 200,
      msg: '',
      info: { inviteName: '王*和', phone: '139****0001', roleName: '医生', sponsor: DEMO_ACCOUNTS.doctor.userName, deptName: '岐黄中医馆' },
      securityNo: match.stringMatching(/^[0-9a-f]{16}$/),
    });
    // Neither the full phone nor the full name is anywhere in the answer.
    expect(JSON.stringify(doctor.body)).not.toMatch(/13900000001|王叔和/);
    const agent = await info('INV-AGENT-001');
    expect(agent.body.info).toMatchObject({ roleName: '一级代理', phone: '139****0002', inviteName: '周*理' });
  });

  it('new invitations get random ids that cannot be found by counting; only seeds are readable', async () => {
    const made = await Promise.all(
      ['13900000051', '13900000052'].map((phone) =>
        createInvitation(t.app.db, { inviteName: '随机', phone, role: 'level2', sponsor: '运营', deptName: '岐黄中医馆' }, t.clock.now()),
      ),
    );
    for (const { inviteId } of made) expect(inviteId).toMatch(/^INV-[0-9A-F]{16}$/);
    expect(made[0].inviteId).not.toBe(made[1].inviteId);
    const ids = (await t.app.db.query<{ invite_id: string }>('SELECT invite_id FROM invitations')).map((r) => r.invite_id);
    const readable = ids.filter((id) => !/^INV-[0-9A-F]{16}$/.test(id)).sort();
    expect(readable).toEqual(SEED_INVITATIONS.map((i) => i.inviteId).sort());
  });

  it('refuses unknown or missing ids', async () => {
    expect((await info('INV-NOPE')).body).toEqual({ code: 500, msg: MSG.inviteNotFound });
    expect((await call(t.app, 'GET', '/api/invite/v1/info')).body.msg).toBe(MSG.inviteIdRequired);
  });
});

describe('POST /api/invite/v1/confirm', () => {
  it('checks phone, code, security number and that the phone is the invited one', async () => {
    const good = await confirmBody('INV-DOCTOR-002');
    // The masked phone of the page is no phone at all.
    expect((await confirm({ ...good, telephone: '139****0003', phoneMd5: '' })).body.msg).toBe(ACCOUNT_RULE_MSG.phoneInvalid);
    expect((await confirm({ ...good, telephone: '' })).body.msg).toBe(ACCOUNT_RULE_MSG.phoneEmpty);
    expect((await confirm({ ...good, code: '' })).body.msg).toBe(ACCOUNT_RULE_MSG.codeEmpty);
    expect((await confirm({ ...good, securityNo: 'forged' })).body.msg).toBe(MSG.inviteSecurityMismatch);
    expect((await confirm({ ...good, telephone: '13900000099', phoneMd5: md5('13900000099') })).body.msg).toBe(MSG.invitePhoneMismatch);
    expect((await confirm({ ...good, inviteId: 'INV-NOPE' })).body.msg).toBe(MSG.inviteNotFound);
    const wrong = good.code === '000000' ? '111111' : '000000';
    expect((await confirm({ ...good, code: wrong })).body.msg).toBe(MSG.smsWrong);
  });

  it('doctor invitation: status 2 placeholder, then a new account with doctor status 3 that can apply', async () => {
    const [placeholder] = await t.app.db.query<{ status: string; user_id: number | null }>(
      `SELECT status, user_id FROM doctors WHERE invite_id = 'INV-DOCTOR-001'`,
    );
    expect(placeholder).toEqual({ status: '2', user_id: null });

    const body = await confirmBody('INV-DOCTOR-001');
    const res = await confirm(body);
    expect(res.body).toEqual({ code: 200, msg: MSG.inviteConfirmed, data: { qrUrl: match.stringMatching(/^https?:\/\/[^/]+\/Login$/) } });

    t.clock.advance(61_000);
    const login = await loginSms(t.app, body.telephone);
    expect(login.body.pwdNotSet).toBe(0);
    const me = (await call(t.app, 'GET', '/api/getInfo', { token: login.body.token })).body;
    expect(me).toMatchObject({ user: { userName: '王叔和' }, roles: ['doctor'], prescription: 'N' });
    expect(me.doctor).toMatchObject({ status: '3', doctorName: '王叔和', doctorPhonNo: body.telephone });

    // Materials upload moves the record to review.
    const up = await uploadFile(t.app, login.body.token, 'cert.png', PNG_1PX);
    const apply = await call(t.app, 'POST', '/api/doctor/v1/person/add', {
      token: login.body.token,
      body: { doctorName: '王叔和', doctorSex: '1', doctorPhonNo: body.telephone, doctorCertNo: 'ZY-001', doctorCertImageUrl: up.json().data.url },
    });
    expect(apply.body).toEqual({ code: 200, msg: MSG.applied });
    const after = (await call(t.app, 'GET', '/api/getInfo', { token: login.body.token })).body;
    expect(after.doctor!.status).toBe('4');
  });

  it('a confirmed invitation cannot be confirmed again, nor get new codes', async () => {
    const { body } = await info('INV-DOCTOR-001');
    const phone = seededPhone('INV-DOCTOR-001');
    t.clock.advance(61_000);
    const sms = await call(t.app, 'GET', '/api/smsCode', {
      query: { telephone: phone, phoneMd5: md5(phone), type: 'invite', securityNo: body.securityNo },
    });
    expect(sms.body.msg).toBe(MSG.inviteAlreadyConfirmed);
    const again = await confirm({ telephone: phone, code: '123456', phoneMd5: md5(phone), inviteId: 'INV-DOCTOR-001', securityNo: body.securityNo });
    expect(again.body.msg).toBe(MSG.inviteAlreadyConfirmed);
  });

  it('agent invitation grants level1 and the prescription flag', async () => {
    const body = await confirmBody('INV-AGENT-001');
    expect((await confirm(body)).body.code).toBe(200);
    t.clock.advance(61_000);
    const login = await loginSms(t.app, body.telephone);
    const me = (await call(t.app, 'GET', '/api/getInfo', { token: login.body.token })).body;
    expect(me).toMatchObject({ roles: ['level1'], doctor: null, prescription: 'Y' });
  });

  it('an existing user keeps the account and password and gains the role', async () => {
    const phone = DEMO_ACCOUNTS.user.phone;
    const { inviteId } = await createInvitation(
      t.app.db,
      { inviteName: '普通用户演示', phone, role: 'doctor', sponsor: '李时珍', deptName: '岐黄中医馆' },
      t.clock.now(),
    );
    t.clock.advance(61_000);
    expect((await confirm(await confirmBody(inviteId, phone))).body.code).toBe(200);
    const token = await loginPwd(t.app, phone);
    const me = (await call(t.app, 'GET', '/api/getInfo', { token })).body;
    expect(me).toMatchObject({ user: { userName: DEMO_ACCOUNTS.user.userName }, roles: ['doctor'], doctor: { status: '3' } });
  });
});

describe('the invitee types the phone the page shows masked', () => {
  const invite = async (phone: string) => {
    const { inviteId } = await createInvitation(
      t.app.db,
      { inviteName: '张仲景', phone, role: 'doctor', sponsor: '李时珍', deptName: '岐黄中医馆' },
      t.clock.now(),
    );
    const { body } = await info(inviteId);
    return { inviteId, securityNo: body.securityNo, shown: body.info };
  };
  const askCode = (phone: string, securityNo: string) => sendSms(t.app, phone, 'invite', { securityNo });
  const confirmWith = (phone: string, inviteId: string, securityNo: string) =>
    confirm({ telephone: phone, code: '123456', phoneMd5: md5(phone), inviteId, securityNo });

  it('a wrong phone is refused when asking for the code and when confirming; the right one works', async () => {
    const inv = await invite('13900000061');
    expect(inv.shown).toMatchObject({ phone: '139****0061', inviteName: '张*景' });
    expect((await askCode('13900000062', inv.securityNo)).body).toEqual({ code: 500, msg: MSG.invitePhoneMismatch });
    expect((await confirmWith('13900000062', inv.inviteId, inv.securityNo)).body.msg).toBe(MSG.invitePhoneMismatch);
    // No code was sent to the wrong phone.
    expect(await t.app.db.query(`SELECT 1 FROM sms_codes WHERE phone = '13900000062'`)).toEqual([]);
    t.clock.advance(61_000);
    const body = await confirmBody(inv.inviteId, '13900000061');
    expect((await confirm(body)).body).toMatchObject({ code: 200, msg: MSG.inviteConfirmed });
  });

  it(`the ${INVITE_PHONE_MISSES}th wrong phone locks the invitation for an hour, the right phone too; then it opens again`, async () => {
    const inv = await invite('13900000071');
    for (let i = 1; i < INVITE_PHONE_MISSES; i++) {
      const guess = `139000001${String(i).padStart(2, '0')}`;
      const res = i % 2 ? await askCode(guess, inv.securityNo) : await confirmWith(guess, inv.inviteId, inv.securityNo);
      expect(res.body.msg).toBe(MSG.invitePhoneMismatch);
    }
    expect((await askCode('13900000199', inv.securityNo)).body.msg).toBe(MSG.invitePhoneMismatch);
    // Locked: every phone gets the same answer, so a guess tells nothing.
    expect((await askCode('13900000071', inv.securityNo)).body.msg).toBe(MSG.invitePhoneLocked);
    expect((await confirmWith('13900000071', inv.inviteId, inv.securityNo)).body.msg).toBe(MSG.invitePhoneLocked);
    expect((await askCode('13900000198', inv.securityNo)).body.msg).toBe(MSG.invitePhoneLocked);
    expect(await t.app.db.query(`SELECT 1 FROM sms_codes WHERE phone = '13900000071'`)).toEqual([]);

    t.clock.advance(INVITE_PHONE_LOCK_MS - 1000);
    expect((await askCode('13900000071', inv.securityNo)).body.msg).toBe(MSG.invitePhoneLocked);
    t.clock.advance(1000);
    expect((await askCode('13900000071', inv.securityNo)).body).toEqual({ code: 200, msg: MSG.smsSent });
  });

  it('a right phone clears the count of wrong ones; misses at the same moment all count', async () => {
    const inv = await invite('13900000081');
    for (let i = 1; i < INVITE_PHONE_MISSES; i++) {
      expect((await askCode(`139000002${String(i).padStart(2, '0')}`, inv.securityNo)).body.msg).toBe(MSG.invitePhoneMismatch);
    }
    expect((await askCode('13900000081', inv.securityNo)).body.code).toBe(200);
    expect((await askCode('13900000299', inv.securityNo)).body.msg).toBe(MSG.invitePhoneMismatch);

    const other = await invite('13900000091');
    const answers = await Promise.all(
      Array.from({ length: INVITE_PHONE_MISSES + 3 }, (_, i) => askCode(`139000003${String(i).padStart(2, '0')}`, other.securityNo)),
    );
    const msgs = answers.map((a) => a.body.msg);
    expect(msgs.filter((m) => m === MSG.invitePhoneMismatch)).toHaveLength(INVITE_PHONE_MISSES);
    expect(msgs.filter((m) => m === MSG.invitePhoneLocked)).toHaveLength(3);
  });
});
