import { call, ensureUserInfo, portalConfigAtom, sessionStore } from '@tcm/shared';
import { loadBootData } from './loadBootData';

jest.mock('@tcm/shared', () => ({ ...jest.requireActual('@tcm/shared'), call: jest.fn(), ensureUserInfo: jest.fn() }));
const mockCall = call as jest.Mock;
const defaults = sessionStore.get(portalConfigAtom);

let fetchMock: jest.Mock;
beforeEach(() => {
  sessionStore.set(portalConfigAtom, defaults);
  mockCall.mockReset();
  (ensureUserInfo as jest.Mock).mockReset().mockResolvedValue(null);
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const pointer = { clinic: { version: '1.4.2', entry: '/remotes/clinic/1.4.2/mf-manifest.json', routes: [] } };

describe('boot data', () => {
  it('loads config, pointer and account side by side; the pointer bypasses the HTTP cache', async () => {
    mockCall.mockResolvedValue({ code: 200, data: { backOfficeUrl: 'https://admin', sandbox: true } });
    fetchMock.mockResolvedValue(new Response(JSON.stringify(pointer), { status: 200 }));
    const data = await loadBootData();
    expect(mockCall).toHaveBeenCalledWith('GET /portal/config', undefined, expect.objectContaining({ quiet: true }));
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(ensureUserInfo).toHaveBeenCalled();
    expect(data).toEqual({
      config: { ...defaults, backOfficeUrl: 'https://admin', sandbox: true },
      pointer,
      failed: false,
    });
    expect(sessionStore.get(portalConfigAtom).backOfficeUrl).toBe('https://admin');
  });

  it('keeps the default config when the config call fails, and reports an unreadable pointer', async () => {
    mockCall.mockRejectedValue(new Error('transport'));
    fetchMock.mockResolvedValue(new Response('not found', { status: 404 }));
    const data = await loadBootData();
    expect(data).toEqual({ config: defaults, pointer: {}, failed: true });
    expect(sessionStore.get(portalConfigAtom)).toEqual(defaults);
  });
});
