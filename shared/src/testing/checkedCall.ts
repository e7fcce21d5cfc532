/**
 * Test helper (jest only, never bundled): the mocked `call` of page tests, whose answers are checked
 * against the contract's schemas (@tcm/shared/contract/schema) after each test. A test that answers
 * a page with what the API never sends (`sex: 0`, a documented field missing, yuan for fen) fails,
 * naming the call and the field, however the test set the mock up (respond, mockResolvedValue,
 * mockImplementation). Answers of calls without a schema, errors and refusals are left alone.
 */
import { schemaProblems, schemasOf } from '../contract/schema';

type CallMock = jest.Mock<Promise<unknown>, [string, ...unknown[]]>;

export async function answerProblems(mock: CallMock): Promise<string[]> {
  const found: string[] = [];
  for (const [i, [key]] of mock.mock.calls.entries()) {
    const schemas = schemasOf(key);
    const result = mock.mock.results[i];
    if (!schemas || result?.type !== 'return') continue;
    const answer = await Promise.resolve(result.value).catch(() => undefined);
    if (!answer || typeof answer !== 'object' || (answer as { code?: unknown }).code !== 200) continue;
    const problems = schemaProblems(schemas.res, answer);
    if (problems.length) found.push(`${key}: the test's answer breaks the contract: ${problems.join('; ')}`);
  }
  return [...new Set(found)];
}

/** A jest.fn for `call`; registers the check of its answers after every test of the file. */
export function checkedCallMock(): CallMock {
  const mock = jest.fn<Promise<unknown>, [string, ...unknown[]]>();
  afterEach(async () => {
    const problems = await answerProblems(mock);
    if (problems.length) throw new Error(problems.join('\n'));
  });
  return mock;
}
