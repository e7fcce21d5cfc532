import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MSG } from '../src/messages';
import { createInvitation } from '../src/operator';
import { call, loginPwd, loginSms, md5, PNG_1PX, smsCode, uploadFile, useTestApi } from './helpers';

const t = useTestApi();

const info = (inviteId: string) => call(t.app, 'GET', '/api/invite/v1/info', { query: { inviteId } });
const confirm = (body: Record<string, string>) => call(t.app, 'POST', '/api/invite/v1/confirm', { body });

async function confirmBody(inviteId: string) {
  const { body } = await info(inviteId);
  const phone = body.info.phone as string;
  const code = await smsCode(t.app, phone, 'invite', { securityNo: body.securityNo });
  return { telephone: phone, code, phoneMd5: md5(phone), inviteId, securityNo: body.securityNo as string };
}

describe('GET /api/invite/v1/info', () => {
  it('returns the printable invitation and its security number at top level', async () => {
    const doctor = await info('INV-DOCTOR-001');
    expect(doctor.body).toEqual({
      code: 200,
      msg: '',
      info: { inviteName: '王叔和', phone: '13900000001', roleName: '医生', sponsor: DEMO_ACCOUNTS.doctor.userName, deptName: '岐黄中医馆' },
      securityNo: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    const agent = await info('INV-AGENT-001');
    expect(agent.body.info).toMatchObject({ roleName: '一级代理', phone: '13900000002' });
  });

  it('refuses unknown or missing ids', async () => {
    expect((await info('INV-NOPE')).body).toEqual({ code: 500, msg: MSG.inviteNotFound });
    expect((await call(t.app, 'GET', '/api/invite/v1/info')).body.msg).toBe(MSG.inviteIdRequired);
  });
});

describe('POST /api/invite/v1/confirm', () => {
  it('checks phone, code, security number and that the phone is the invited one', async () => {
    const good = await confirmBody('INV-DOCTOR-002');
    expect((await confirm({ ...good, telephone: '' })).body.msg).toBe(MSG.phoneRequired);
    expect((await confirm({ ...good, code: '' })).body.msg).toBe(MSG.codeRequired);
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
    expect(res.body).toEqual({ code: 200, msg: MSG.inviteConfirmed, data: { qrUrl: expect.stringMatching(/^https?:\/\/[^/]+\/Login$/) } });

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
    expect(after.doctor.status).toBe('4');
  });

  it('a confirmed invitation cannot be confirmed again, nor get new codes', async () => {
    const { body } = await info('INV-DOCTOR-001');
    t.clock.advance(61_000);
    const sms = await call(t.app, 'GET', '/api/smsCode', {
      query: { telephone: body.info.phone, phoneMd5: md5(body.info.phone), type: 'invite', securityNo: body.securityNo },
    });
    expect(sms.body.msg).toBe(MSG.inviteAlreadyConfirmed);
    const again = await confirm({ telephone: body.info.phone, code: '123456', phoneMd5: md5(body.info.phone), inviteId: 'INV-DOCTOR-001', securityNo: body.securityNo });
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
    expect((await confirm(await confirmBody(inviteId))).body.code).toBe(200);
    const token = await loginPwd(t.app, phone);
    const me = (await call(t.app, 'GET', '/api/getInfo', { token })).body;
    expect(me).toMatchObject({ user: { userName: DEMO_ACCOUNTS.user.userName }, roles: ['doctor'], doctor: { status: '3' } });
  });
});
