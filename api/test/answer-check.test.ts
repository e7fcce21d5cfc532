import Fastify from 'fastify';
import { checkAnswers } from '../src/platform/http/answerCheck';

// The tests' API checks every successful answer against its schema (ApiOptions.checkAnswers, on in
// every test through helpers.startApi). Here a route answers what the real routes must never do.

async function appAnswering(answer: unknown) {
  const problems: string[] = [];
  const app = Fastify();
  await app.register(
    async (api) => {
      checkAnswers(api, (problem) => problems.push(problem));
      api.post('/patient/v1/list', async () => answer);
      api.get('/telemetry/none', async () => ({ code: 200, anything: 1 }));
    },
    { prefix: '/api' },
  );
  return { app, problems };
}

const row = { patientId: 7, name: '王小明', sex: '1', phoneNo: '', birthday: '1988-03-02', lunarBirthday: '一九八八年正月十五', liveArea: '', birthArea: '' };

it('passes an answer that matches the call’s schema, extra fields included', async () => {
  const { app, problems } = await appAnswering({ code: 200, msg: '', rows: [{ ...row, extra: true }], total: 1 });
  await app.inject({ method: 'POST', url: '/api/patient/v1/list', payload: {} });
  await app.inject({ method: 'GET', url: '/api/telemetry/none' });
  expect(problems).toEqual([]);
});

it('reports an answer saying sex: 0, or without a documented field', async () => {
  const { app, problems } = await appAnswering({ code: 200, msg: '', rows: [{ ...row, sex: 0, lunarBirthday: undefined }], total: 1 });
  const res = await app.inject({ method: 'POST', url: '/api/patient/v1/list', payload: {} });
  expect(res.statusCode).toBe(200);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^POST \/patient\/v1\/list: the answer breaks its schema: rows\.0\.sex: .*rows\.0\.lunarBirthday/);
});

it('leaves refusals alone: they are envelopes', async () => {
  const { app, problems } = await appAnswering({ code: 500, msg: '请选择患者' });
  await app.inject({ method: 'POST', url: '/api/patient/v1/list', payload: {} });
  expect(problems).toEqual([]);
});
