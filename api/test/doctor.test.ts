import { DOCTOR_RULE_MSG } from '@tcm/shared/doctor';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { idCheckChar } from '@tcm/shared/validators';
import { DAY } from '../src/platform/lib/time';
import { MSG } from '../src/messages';
import { UPLOADS_PER_DAY } from '../src/certification/uploads';
import { approveDoctor, listApplications, rejectDoctor } from '../src/operator';
import { parseArgs, runCli } from '../src/operator/cli';
import { call, loginPwd, PNG_1PX, startApi, STARTUP_MS, TEST_DATABASE_URL, uploadFile, useTestApi } from './helpers';
import { match } from '@tcm/shared/testing/matchers';

const t = useTestApi();

const upload = (token: string | undefined, fileName: string, content: Buffer, field = 'file') => uploadFile(t.app, token, fileName, content, field);

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32)]);

describe('POST /api/common/upload', () => {
  it('needs a login', async () => {
    const res = await upload(undefined, 'a.png', PNG_1PX);
    expect(res.statusCode).toBe(401);
  });

  it('stores a png under a random name and serves it with its content type and nosniff', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    const res = await upload(token, '证书 照片.PNG', PNG_1PX);
    expect(res.json()).toEqual({
      code: 200,
      msg: MSG.uploaded,
      data: { url: match.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/), fileName: '证书 照片.PNG' },
    });
    const file = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it('accepts jpg, jpeg and gif by extension and signature', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    for (const [name, bytes, ext] of [
      ['a.jpg', JPEG, 'jpg'],
      ['b.jpeg', JPEG, 'jpg'],
      ['c.gif', GIF, 'gif'],
    ] as const) {
      const res = await upload(token, name, bytes);
      expect(res.json().data.url).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it('refuses other types, disguised files, oversized files and a missing file', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    expect((await upload(token, 'a.txt', Buffer.from('hello'))).json()).toEqual({ code: 500, msg: '仅支持jpg、jpeg、png、gif格式的图片' });
    expect((await upload(token, 'a.svg', Buffer.from('<svg/>'))).json().msg).toBe(DOCTOR_RULE_MSG.imageType);
    expect((await upload(token, 'fake.png', Buffer.from('<html><script>alert(1)</script></html>'))).json().msg).toBe(DOCTOR_RULE_MSG.imageType);
    expect((await upload(token, 'png-as.jpg', PNG_1PX)).json().msg).toBe(DOCTOR_RULE_MSG.imageType);
    expect((await upload(token, 'empty.png', Buffer.alloc(0))).json().msg).toBe(DOCTOR_RULE_MSG.imageType);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(token, 'big.png', big)).json()).toEqual({ code: 500, msg: '图片大小不能超过5MB' });
    expect((await upload(token, 'a.png', PNG_1PX, 'other')).json().msg).toBe(MSG.uploadMissing);
    const notMultipart = await call(t.app, 'POST', '/api/common/upload', { token, body: { file: 'x' } });
    expect(notMultipart.body.msg).toBe(MSG.uploadMissing);
  });

  it('serves uploads only to be shown on this site, never cached by shared proxies, and only as raster images', async () => {
    const url = await seededCertOf(DEMO_ACCOUNTS.doctor.phone);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private\b/);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    // A file that is not an upload type, even if it got into the folder, is not served.
    fs.writeFileSync(path.join(t.dir, 'uploads', 'planted.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/planted.svg' })).statusCode).toBe(404);
  });

  it(`stores at most ${UPLOADS_PER_DAY} uploads per user per day`, async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.hospitalAdmin.phone);
    const replies = [];
    for (let i = 0; i <= UPLOADS_PER_DAY; i++) replies.push((await upload(token, `c${i}.png`, PNG_1PX)).json());
    expect(replies.slice(0, UPLOADS_PER_DAY).every((r) => r.code === 200)).toBe(true);
    expect(replies[UPLOADS_PER_DAY]).toEqual({ code: 500, msg: '今日上传图片次数已达上限，请明天再试' });
    t.clock.advance(DAY);
    expect((await upload(await loginPwd(t.app, DEMO_ACCOUNTS.hospitalAdmin.phone), 'next.png', PNG_1PX)).json().code).toBe(200);
  });

  it('serves nothing outside the upload folder', async () => {
    for (const url of ['/uploads/../package.json', '/uploads/%2e%2e%2fpackage.json', '/uploads/nope.png', '/uploads/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

/** A seeded doctor's certificate image as getInfo shows it. */
async function seededCertOf(phone: string): Promise<string> {
  const token = await loginPwd(t.app, phone);
  return (await call(t.app, 'GET', '/api/getInfo', { token })).body.doctor!.doctorCertImageUrl;
}

describe('POST /api/doctor/v1/person/add', () => {
  const apply = (token: string, body: object) => call(t.app, 'POST', '/api/doctor/v1/person/add', { token, body });
  const certFor = async (token: string) => (await upload(token, 'cert.png', PNG_1PX)).json().data.url;
  const validId = (() => {
    const first17 = '11010519900307002';
    return first17 + idCheckChar(first17);
  })();

  it('needs a login', async () => {
    expect((await call(t.app, 'POST', '/api/doctor/v1/person/add', { body: {} })).status).toBe(401);
  });

  it('validates the form with the spec messages', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.level1.phone);
    const url = await certFor(token);
    const ok = { doctorName: '张三', doctorSex: '1', doctorPhonNo: '13800000003', doctorCertNo: 'C-1', doctorCertImageUrl: url };
    expect((await apply(token, { ...ok, doctorName: ' ' })).body.msg).toBe(DOCTOR_RULE_MSG.nameRequired);
    expect((await apply(token, { ...ok, doctorPhonNo: '' })).body.msg).toBe(DOCTOR_RULE_MSG.phoneRequired);
    expect((await apply(token, { ...ok, doctorPhonNo: '1380000000x' })).body.msg).toBe(DOCTOR_RULE_MSG.phoneInvalid);
    expect((await apply(token, { ...ok, doctorSex: '2' })).body).toEqual({ code: 400, msg: '性别不在可选范围内' });
    const badCheckDigit = validId.slice(0, 17) + (validId[17] === '0' ? '1' : '0');
    expect((await apply(token, { ...ok, idNo: badCheckDigit })).body.msg).toBe('请输入正确的身份证号码');
    expect((await apply(token, { ...ok, idNo: '123' })).body.msg).toBe(DOCTOR_RULE_MSG.idInvalid);
    expect((await apply(token, { ...ok, doctorCertNo: '' })).body.msg).toBe(DOCTOR_RULE_MSG.certNoRequired);
    expect((await apply(token, { ...ok, doctorName: '张'.repeat(31) })).body.msg).toBe('姓名不能超过30个字符');
    expect((await apply(token, { ...ok, doctorCertNo: 'C'.repeat(51) })).body.msg).toBe('执业证书编号不能超过50个字符');
    expect((await apply(token, { ...ok, doctorCertImageUrl: '' })).body.msg).toBe('请上传执业证书图片');
    expect((await apply(token, { ...ok, doctorCertImageUrl: '/api/assets/cert-sample.svg' })).body.msg).toBe(MSG.certImageInvalid);
    // Another user's upload is not yours to submit.
    const other = await certFor(await loginPwd(t.app, DEMO_ACCOUNTS.admin.phone));
    expect((await apply(token, { ...ok, doctorCertImageUrl: other })).body.msg).toBe(MSG.certImageInvalid);
    // Nor is a seeded doctor's certificate.
    const seeded = await seededCertOf(DEMO_ACCOUNTS.doctorRejected.phone);
    expect((await apply(token, { ...ok, doctorCertImageUrl: seeded })).body.msg).toBe(MSG.certImageInvalid);
  });

  it('a user without a doctor record applies once: status 4 and role doctor', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    const url = await certFor(token);
    const body = {
      doctorName: '普通',
      doctorSex: '0',
      idNo: validId,
      doctorPhonNo: '13800000008',
      doctorCertNo: 'C-2',
      doctorCertImageUrl: `http://localhost${url}`,
    };
    expect((await apply(token, body)).body).toEqual({ code: 200, msg: MSG.applied });
    const me = (await call(t.app, 'GET', '/api/getInfo', { token })).body;
    expect(me.roles).toEqual(['doctor']);
    expect(me.doctor).toMatchObject({ status: '4', doctorSex: '0', idNo: validId, doctorCertImageUrl: url, remark: null });
    expect((await apply(token, body)).body.msg).toBe(MSG.applyReviewing);
  });

  it('refuses while under review or when certified; a rejected doctor may re-apply', async () => {
    const reviewing = await loginPwd(t.app, DEMO_ACCOUNTS.doctorReviewing.phone);
    const r = { doctorName: 'x', doctorSex: '1', doctorPhonNo: '13800000007', doctorCertNo: 'C', doctorCertImageUrl: await certFor(reviewing) };
    expect((await apply(reviewing, r)).body.msg).toBe('认证审核中，请勿重复提交');

    const certified = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
    expect((await apply(certified, { ...r, doctorCertImageUrl: await certFor(certified) })).body.msg).toBe(MSG.applyCertified);

    const rejected = await loginPwd(t.app, DEMO_ACCOUNTS.doctorRejected.phone);
    const res = await apply(rejected, { ...r, doctorName: '未通过医生', doctorCertImageUrl: await certFor(rejected) });
    expect(res.body.code).toBe(200);
    const me = (await call(t.app, 'GET', '/api/getInfo', { token: rejected })).body;
    expect(me.doctor).toMatchObject({ status: '4', remark: null });
  });

  it('the rejected demo doctor re-applies keeping the seeded certificate image, which is theirs and served', async () => {
    const phone = DEMO_ACCOUNTS.doctorRejected.phone;
    await rejectDoctor(t.app.db, phone, '请补充执业地点', t.clock.now()); // back to 5 after the test above
    const token = await loginPwd(t.app, phone);
    const before = (await call(t.app, 'GET', '/api/getInfo', { token })).body.doctor;
    expect(before!.doctorCertImageUrl).toMatch(/^\/uploads\/[\w.-]+\.png$/);
    // What the browser does: the form is prefilled from the previous record and sent unchanged.
    const { doctorName, doctorSex, doctorPhonNo, doctorCertNo, doctorCertImageUrl } = before!;
    expect((await apply(token, { doctorName, doctorSex, doctorPhonNo, doctorCertNo, doctorCertImageUrl })).body).toEqual({
      code: 200,
      msg: MSG.applied,
    });
    expect((await call(t.app, 'GET', '/api/getInfo', { token })).body.doctor).toMatchObject({ status: '4', doctorCertImageUrl });
    // The image exists in this test's (new, empty) upload folder: restored at start from the seed.
    const file = await t.app.inject({ method: 'GET', url: doctorCertImageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });
});

describe('operator: doctor review', () => {
  it('approve turns a reviewed application into a certified doctor with the prescription flag', async () => {
    const phone = DEMO_ACCOUNTS.doctorReviewing.phone;
    expect((await listApplications(t.app.db, ['4'])).map((a) => a.phone)).toContain(phone);
    await approveDoctor(t.app.db, phone, t.clock.now());
    const token = await loginPwd(t.app, phone);
    const me = (await call(t.app, 'GET', '/api/getInfo', { token })).body;
    expect(me).toMatchObject({ doctor: { status: '0' }, prescription: 'Y' });
    await expect(approveDoctor(t.app.db, phone)).rejects.toThrow(/status 0/);
    await expect(approveDoctor(t.app.db, '13999999999')).rejects.toThrow(/no doctor application/);
  });

  it('reject needs a remark and shows it to the applicant', async () => {
    const phone = DEMO_ACCOUNTS.doctorRejected.phone; // re-applied above: status 4
    await expect(rejectDoctor(t.app.db, phone, '  ')).rejects.toThrow(/remark/);
    await rejectDoctor(t.app.db, phone, '证书编号与照片不符', t.clock.now());
    const token = await loginPwd(t.app, phone);
    const me = (await call(t.app, 'GET', '/api/getInfo', { token })).body;
    expect(me.doctor).toMatchObject({ status: '5', remark: '证书编号与照片不符' });
  });

  it('the sandbox operator endpoints do the same over HTTP', async () => {
    const res = await call(t.app, 'POST', '/sandbox/operator/approve-doctor', { body: { phone: DEMO_ACCOUNTS.user.phone } });
    expect(res.body.code).toBe(200);
    const list = await call(t.app, 'GET', '/sandbox/operator/applications', { query: { status: '0' } });
    expect(list.body.data).toContainEqual(match.objectContaining({ phone: DEMO_ACCOUNTS.user.phone }));
    const bad = await call(t.app, 'POST', '/sandbox/operator/reject-doctor', { body: { phone: DEMO_ACCOUNTS.user.phone, remark: 'x' } });
    expect(bad.body.code).toBe(500);
  });

  it('the CLI parses its arguments', () => {
    expect(parseArgs(['reject-doctor', '13800000007', '--remark', '原因', '--data-dir=/x'])).toEqual({
      verb: 'reject-doctor',
      positional: ['13800000007'],
      flags: { remark: '原因', 'data-dir': '/x' },
    });
  });

  it(
    'the CLI will not open a PGlite folder a running API owns',
    async () => {
      // On a PostgreSQL server run (TEST_DATABASE_URL) this file's app has no PGlite folder: one that has.
      const owner = TEST_DATABASE_URL ? await startApi({ pglite: true }) : t;
      const errors: string[] = [];
      const spy = jest.spyOn(console, 'error').mockImplementation((m: string) => void errors.push(m));
      try {
        expect(await runCli(['list-applications', '--data-dir', path.join(owner.dir, 'db')])).toBe(1);
      } finally {
        spy.mockRestore();
        if (owner !== t) await owner.close();
      }
      expect(errors.join('\n')).toMatch(/in use by process/);
    },
    STARTUP_MS,
  );
});
