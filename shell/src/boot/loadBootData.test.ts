import { call, ensureUserInfo, portalConfigAtom, sessionStore } from '@tcm/shared/core';
import { startBootFetches } from './early';
import { loadBootData } from './loadBootData';

jest.mock('@tcm/shared/core', () => ({
  ...jest.requireActual<typeof import('@tcm/shared/core')>('@tcm/shared/core'),
  call: jest.fn(),
  ensureUserInfo: jest.fn(),
}));
const mockCall = call as jest.Mock;
const defaults = sessionStore.get(portalConfigAtom);

let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;
beforeEach(() => {
  sessionStore.set(portalConfigAtom, defaults);
  mockCall.mockReset();
  (ensureUserInfo as jest.Mock).mockReset().mockResolvedValue(null);
  fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  global.fetch = fetchMock;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const pointer = { clinic: { version: '1.4.2', entry: '/remotes/clinic/1.4.2/mf-manifest.json', routes: [] } };

describe('boot data', () => {
  it('uses the requests the entry module started, once', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
    startBootFetches();
    startBootFetches();
    await loadBootData();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await loadBootData();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('keeps the defaults when the config answers something other than code 200', async () => {
    fetchMock.mockImplementation(async (url) => new Response(url === '/remotes.json' ? '{}' : JSON.stringify({ code: 500, msg: 'x' }), { status: 200 }));
    expect((await loadBootData()).config).toEqual(defaults);
  });

  it('loads config, pointer and account side by side; the pointer bypasses the HTTP cache', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/remotes.json'
        ? new Response(JSON.stringify(pointer), { status: 200 })
        : new Response(JSON.stringify({ code: 200, data: { backOfficeUrl: 'https://admin', sandbox: true } }), { status: 200 }),
    );
    const data = await loadBootData();
    // Exactly as index.html preloads them: plain GETs, no cache mode, credentials or header of their own.
    expect(fetchMock.mock.calls.map(([url, init]) => [url, Object.keys(init ?? {})])).toEqual([
      ['/remotes.json', ['signal']],
      ['/api/portal/config', ['signal']],
    ]);
    expect(mockCall).not.toHaveBeenCalled();
    expect(ensureUserInfo).toHaveBeenCalled();
    expect(data).toEqual({
      config: { ...defaults, backOfficeUrl: 'https://admin', sandbox: true },
      pointer,
      failed: false,
    });
    expect(sessionStore.get(portalConfigAtom).backOfficeUrl).toBe('https://admin');
  });

  it('keeps the default config when the config call fails, and reports an unreadable pointer', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/remotes.json' ? new Response('not found', { status: 404 }) : Promise.reject(new TypeError('transport')),
    );
    const data = await loadBootData();
    expect(data).toEqual({ config: defaults, pointer: {}, failed: true });
    expect(sessionStore.get(portalConfigAtom)).toEqual(defaults);
  });
});
