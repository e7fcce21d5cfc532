/**
 * Partial mock of @tcm/shared for page tests: the HTTP call, toasts and the session start are
 * replaced; everything else (validators, widgets, region data, selection) is the real code.
 * Use in a test file:  jest.mock('@tcm/shared', () => require('../../test/mockShared').mockShared());
 * A page whose code imports `call` from '@tcm/shared/core' mocks that entry instead: the root
 * re-exports the core, so both then hand out the same mocks.
 */
export function mockShared(entry: '@tcm/shared' | '@tcm/shared/core' = '@tcm/shared') {
  const actual = jest.requireActual(entry);
  return {
    ...actual,
    call: jest.fn(),
    startSession: jest.fn(async () => ({ user: { userId: 1, userName: '测试', phonenumber: '' }, roles: [] })),
    notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
  };
}
