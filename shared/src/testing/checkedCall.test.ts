import { patient, rowsOf } from './fixtures';
import { answerProblems } from './checkedCall';

// What the page tests' mocked `call` is checked for after each test (mockShared uses checkedCallMock).

const mockAnswering = async (key: string, answer: unknown) => {
  const mock = jest.fn(async (_key: string, ..._rest: unknown[]) => answer);
  await mock(key, {});
  return answerProblems(mock);
};

it('passes answers as the API gives them, refusals and calls without a schema', async () => {
  expect(await mockAnswering('POST /patient/v1/list', rowsOf([patient()]))).toEqual([]);
  expect(await mockAnswering('POST /patient/v1/list', { code: 500, msg: '请先登录' })).toEqual([]);
  expect(await mockAnswering('GET /portal/config', { code: 200, data: 1 })).toEqual([]);
});

it('names the call and the field of an answer saying sex: 0', async () => {
  const answer = rowsOf([{ ...patient(), sex: 0 }]);
  expect(await mockAnswering('POST /patient/v1/list', answer)).toEqual([
    expect.stringMatching(/^POST \/patient\/v1\/list: the test's answer breaks the contract: rows\.0\.sex: /),
  ]);
});
