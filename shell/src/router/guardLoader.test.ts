import { sessionStore, userInfoAtom, type UserInfo } from '@tcm/shared/core';
import { doctor, logIn, userInfo } from '../test/fixtures';
import { configureRemoteLoading } from '../config/remoteLoading';
import { guardLoader } from './guardLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => new Promise(() => {})),
}));

const mockEnsureUserInfo = jest.fn<Promise<UserInfo | null>, []>();
const mockNotifyError = jest.fn<void, [string]>();
jest.mock('@tcm/shared/core', () => {
  const actual = jest.requireActual<typeof import('@tcm/shared/core')>('@tcm/shared/core');
  return {
    ...actual,
    ensureUserInfo: () => mockEnsureUserInfo(),
    notify: { ...actual.notify, error: (text: string) => mockNotifyError(text) },
  };
});

const { loadRemote } = jest.requireMock<{ loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');

async function run(access: 'public' | 'login' | 'prescriber', url: string, remote = 'clinic') {
  try {
    const result = await guardLoader(
      access,
      remote,
    )({
      request: new Request(`http://localhost${url}`),
      params: {},
      context: undefined,
    } as Parameters<ReturnType<typeof guardLoader>>[0]);
    return { allowed: true as const, result };
  } catch (thrown) {
    const response = thrown as Response;
    return { allowed: false as const, status: response.status, location: response.headers.get('Location') };
  }
}

// The prefetch the guard starts never settles here; do not leave a 15 s timer behind.
configureRemoteLoading({ retryDelays: [], timeoutMs: 50 });

beforeEach(() => {
  mockEnsureUserInfo.mockReset();
  mockNotifyError.mockReset();
  mockEnsureUserInfo.mockImplementation(async () => sessionStore.get(userInfoAtom));
  loadRemote.mockClear();
  sessionStore.set(userInfoAtom, null);
});

describe('guard loader', () => {
  it('lets anyone into a public route without loading the account', async () => {
    expect(await run('public', '/Login')).toEqual({ allowed: true, result: null });
    expect(mockEnsureUserInfo).not.toHaveBeenCalled();
  });

  it('sends a visitor of a login route to /Login with the intended path and query', async () => {
    expect(await run('login', '/order?tab=2&month=2024-05')).toEqual({
      allowed: false,
      status: 302,
      location: `/Login?redirect=${encodeURIComponent('/order?tab=2&month=2024-05')}`,
    });
  });

  it('sends a visitor of a prescriber route to /Login too (not to /apply)', async () => {
    const outcome = await run('prescriber', '/addPrescriptionContact?mode=1&serviceIndex=6');
    expect(outcome).toMatchObject({
      allowed: false,
      location: `/Login?redirect=${encodeURIComponent('/addPrescriptionContact?mode=1&serviceIndex=6')}`,
    });
  });

  it('says the session expired when the token went away under a loaded account, and keeps the drafts', async () => {
    logIn(userInfo(['doctor'], { doctor: doctor('0'), prescription: 'Y' }));
    document.cookie = 'Admin-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    sessionStorage.setItem('consultInfo', '{}');
    sessionStorage.setItem('selectedAddress', '{}');
    expect(await run('prescriber', '/prescriptionInfo?mode=1')).toMatchObject({
      allowed: false,
      location: `/Login?redirect=${encodeURIComponent('/prescriptionInfo?mode=1')}&expired=1`,
    });
    expect(sessionStore.get(userInfoAtom)).toBeNull();
    expect(sessionStorage.getItem('consultInfo')).toBe('{}');
    expect(sessionStorage.getItem('selectedAddress')).toBeNull();
    expect(mockNotifyError).not.toHaveBeenCalled();
  });

  it('loads the account before allowing a login route, so pages can rely on useUserInfo()', async () => {
    document.cookie = 'Admin-Token=t; path=/';
    const info = userInfo(['common']);
    mockEnsureUserInfo.mockImplementation(async () => {
      sessionStore.set(userInfoAtom, info);
      return info;
    });
    expect(await run('login', '/address')).toEqual({ allowed: true, result: null });
    expect(mockEnsureUserInfo).toHaveBeenCalledTimes(1);
    expect(sessionStore.get(userInfoAtom)).toBe(info);
  });

  it('treats a token whose account call failed (token removed) as logged out', async () => {
    document.cookie = 'Admin-Token=stale; path=/';
    mockEnsureUserInfo.mockImplementation(async () => {
      document.cookie = 'Admin-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      return null;
    });
    expect(await run('login', '/Contact')).toMatchObject({ allowed: false, location: '/Login?redirect=%2FContact' });
  });

  it('allows a prescriber route only with the prescription flag Y', async () => {
    logIn(userInfo(['doctor'], { doctor: doctor('0'), prescription: 'Y' }));
    expect(await run('prescriber', '/addPrescriptionContact?mode=2')).toEqual({ allowed: true, result: null });
    expect(mockEnsureUserInfo).toHaveBeenCalled();
  });

  it.each([
    ['no doctor record', '/apply', null],
    ['materials to upload (3)', '/apply', doctor('3')],
    ['invited (2)', '/apply', doctor('2')],
    ['under review (4)', '/applying', doctor('4')],
    ['rejected (5)', '/applying', doctor('5')],
  ])('without the flag, %s goes to %s', async (_name, target, d) => {
    logIn(userInfo(['common'], { doctor: d, prescription: 'N' }));
    expect(await run('prescriber', '/addPrescriptionContact')).toMatchObject({ allowed: false, location: target });
    // Told why, as the home grid does, not sent away without a word.
    expect(mockNotifyError.mock.calls).toEqual([['没有开方权限']]);
  });

  it('asks a visitor of a prescriber route to log in without the prescribing refusal', async () => {
    await run('prescriber', '/handmadePrescription');
    expect(mockNotifyError).not.toHaveBeenCalled();
  });

  it('starts fetching the remote only once the route is allowed', async () => {
    await run('login', '/order', 'commerce');
    expect(loadRemote).not.toHaveBeenCalled();
    logIn(userInfo(['common']));
    await run('login', '/order', 'commerce');
    expect(loadRemote).toHaveBeenCalledWith('commerce/routes');
  });
});
