import type * as Shared from '@tcm/shared';
import type { Doctor, DoctorStatus, UserInfo } from '@tcm/shared';
import { mockShared } from '@tcm/shared/testing/mockShared';
import { makeDoctor, makeUserInfo } from './fixtures';

/**
 * @tcm/shared for page tests: the shared mock (the HTTP client, the toasts) and the account
 * (loading and reading it), the pages' other way out; everything else (rules, texts, validators,
 * the session store) stays real. A page test file starts with
 *
 *   jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/sharedMocks')>('../../test/sharedMocks').mockedShared());
 *
 * (jest.mock must stand in the test file itself: it is hoisted above the imports.)
 */
export function mockedShared() {
  return mockShared('@tcm/shared', { loadUserInfo: jest.fn(), useUserInfo: jest.fn() });
}

/**
 * Typed handles on those mocks, cleared before each test; loading the account resolves with
 * nothing unless a test says otherwise. Call at the top of a test file, after the jest.mock line.
 */
export function sharedMockHandles() {
  const shared = jest.requireMock<typeof Shared>('@tcm/shared');
  const useUserInfo = shared.useUserInfo as jest.MockedFunction<typeof Shared.useUserInfo>;
  const mocks = {
    call: shared.call as jest.MockedFunction<typeof Shared.call>,
    loadUserInfo: shared.loadUserInfo as jest.MockedFunction<typeof Shared.loadUserInfo>,
    useUserInfo,
    notify: shared.notify as jest.Mocked<typeof Shared.notify>,
    /** The account the pages see (null: not loaded yet). */
    signIn(info: UserInfo | null) {
      useUserInfo.mockReturnValue(info);
    },
    /** An account with a doctor record in `status` (fixture values unless overridden). */
    asDoctor(status: DoctorStatus, doctor: Partial<Doctor> = {}, account: Partial<UserInfo> = {}) {
      useUserInfo.mockReturnValue(makeUserInfo({ roles: ['doctor'], doctor: makeDoctor(status, doctor), ...account }));
    },
  };
  beforeEach(() => {
    jest.clearAllMocks();
    mocks.loadUserInfo.mockResolvedValue(null);
  });
  return mocks;
}
