import { mockShared as sharedMock } from '@tcm/shared/testing/mockShared';

/**
 * @tcm/shared for the account's page tests: the shared mock (the HTTP call, the toasts), and the
 * session start, which login and registration call after the server answers.
 * Use in a test file:  jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/mockShared')>('../../test/mockShared').mockShared());
 */
export function mockShared(entry: '@tcm/shared' | '@tcm/shared/core' = '@tcm/shared') {
  return sharedMock(entry, {
    startSession: jest.fn(async () => ({ user: { userId: 1, userName: '测试', phonenumber: '' }, roles: [] })),
  });
}
