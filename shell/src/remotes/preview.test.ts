import type { PointerFile, UserInfo } from '@tcm/shared/core';
import { currentPreviewNotes, notePreviews, PREVIEW_KEY, previewWanted } from './canary';
import { applyPreviews, endPreview, parsePreview, previewAllowed, readStoredPreviews, resolvePreviews, startPreviews } from './preview';

const route = (path: string) => ({ path, title: path, access: 'login' as const, layout: 'main' as const });
const POINTER: PointerFile = {
  clinic: { version: '1.0.0+live', entry: '/remotes/clinic/1.0.0+live/mf-manifest.json', routes: [route('/Contact')] },
  account: { version: 'a1', entry: '/remotes/account/a1/mf-manifest.json', routes: [route('/Login')] },
};

const who = (...roles: string[]): UserInfo => ({
  user: { userId: 1, userName: 'x', phonenumber: '13800000000' },
  roles,
  doctor: null,
  inheritor: 'N',
  prescription: 'N',
});

/** Opens `path` in this tab and runs the boot's preview step with the given right. */
function visit(path: string, allowed = true) {
  window.history.replaceState(null, '', path);
  return resolvePreviews(allowed);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  notePreviews([]);
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('?preview= parsing (issue 31: the README form works)', () => {
  test('the README form as typed: a raw + arrives as a space and is read back as +', () => {
    expect(visit('/Contact?preview=clinic@1.0.0+ff81e5f7be').previews).toEqual({ clinic: '1.0.0+ff81e5f7be' });
    expect(window.location.search).toBe('');
  });

  test('%2B, a space typed as %20, and a version without + all name the same kind of release', () => {
    expect(visit('/?preview=clinic@1.0.0%2Bff81e5f7be').previews).toEqual({ clinic: '1.0.0+ff81e5f7be' });
    sessionStorage.clear();
    expect(visit('/?preview=clinic@1.0.0%20ff81e5f7be').previews).toEqual({ clinic: '1.0.0+ff81e5f7be' });
    sessionStorage.clear();
    expect(visit('/?preview=clinic@2.1.0').previews).toEqual({ clinic: '2.1.0' });
    expect(parsePreview('account@1.0.0-rc.1_b')).toEqual({ app: 'account', version: '1.0.0-rc.1_b' });
  });

  test('clear, and junk of every kind, which is noted and never kept', () => {
    expect(parsePreview('clear')).toBe('clear');
    for (const junk of [
      '',
      'clinic',
      '@1.0.0',
      'clinic@',
      'clinic@../../etc',
      'clinic@1.0/x',
      'cli nic@1.0',
      '1clinic@1.0',
      'clinic@.1',
      'clinic@+1',
      `clinic@${'9'.repeat(81)}`,
      'clinic@1.0"><b>',
    ]) {
      expect(parsePreview(junk)).toBeNull();
    }
    const result = visit('/News?preview=clinic@&x=1');
    expect(result).toEqual({ previews: {}, malformed: true });
    expect(window.location.search).toBe('?x=1');
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();
  });

  test("?preview=clear ends the tab's preview; a later value in the same address wins", () => {
    visit('/?preview=clinic@2.0.0');
    expect(visit('/?preview=clear').previews).toEqual({});
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();
    expect(visit('/?preview=clinic@2.0.0&preview=clear&preview=account@a2').previews).toEqual({ account: 'a2' });
  });
});

describe('preview lifetime (issue 31: a link never pins the browser)', () => {
  test('kept for this tab only: sessionStorage, nothing in localStorage', () => {
    visit('/Login?preview=account@1.0.0+old');
    expect(JSON.parse(sessionStorage.getItem(PREVIEW_KEY)!)).toEqual({ account: '1.0.0+old' });
    expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
    // A later page of the same tab, without the parameter: still previewed.
    window.history.replaceState(null, '', '/Login');
    expect(previewWanted()).toBe(true);
    expect(resolvePreviews(true).previews).toEqual({ account: '1.0.0+old' });
    // Another tab, or a visit after this tab closed, starts with an empty sessionStorage: live.
    sessionStorage.clear();
    expect(previewWanted()).toBe(false);
    expect(readStoredPreviews()).toEqual({});
  });

  test('a browser pinned by the old localStorage preview is released: the entry is ignored and removed', () => {
    localStorage.setItem(PREVIEW_KEY, JSON.stringify({ account: '1.0.0+old' }));
    window.history.replaceState(null, '', '/Login');
    expect(previewWanted()).toBe(false);
    expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
    localStorage.setItem(PREVIEW_KEY, JSON.stringify({ account: '1.0.0+old' }));
    expect(resolvePreviews(true).previews).toEqual({});
  });

  test("退出预览 forgets the tab's preview and reloads the page it is on, without the parameter", () => {
    visit('/Contact?preview=clinic@2.0.0');
    window.history.replaceState(null, '', '/Contact?preview=clinic@2.0.0&tab=1#top');
    const reload = jest.fn();
    endPreview(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/Contact?tab=1#top');
    expect(previewWanted()).toBe(false);
  });
});

describe('who may start a preview', () => {
  test('in production only an admin or superadmin; in sandbox anybody', () => {
    const production = { allowPreview: false };
    expect(previewAllowed(production, who('admin'))).toBe(true);
    expect(previewAllowed(production, who('superadmin'))).toBe(true);
    expect(previewAllowed(production, who('doctor'))).toBe(false);
    expect(previewAllowed(production, who())).toBe(false);
    expect(previewAllowed(production, null)).toBe(false);
    expect(previewAllowed({}, null)).toBe(false);
    expect(previewAllowed({ allowPreview: true }, null)).toBe(true);
  });

  test('refused: the parameter is dropped from the address and nothing is kept, not even an earlier preview', () => {
    visit('/Contact?preview=clinic@2.0.0');
    expect(visit('/Contact?preview=clinic@3.0.0&x=1', false)).toEqual({ previews: {}, malformed: false });
    expect(window.location.search).toBe('?x=1');
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();
  });
});

describe('applying a preview', () => {
  const serve = (files: Record<string, number | unknown[]>) => {
    const fetchMock = jest.fn(async (url: string) => {
      const found = files[url];
      if (found === undefined) return new Response('no', { status: 404 });
      return typeof found === 'number' ? new Response('down', { status: found }) : new Response(JSON.stringify(found));
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  };

  test('loads that release with the routes it declared; a missing or unreadable one leaves the live entry and says why', async () => {
    serve({ '/remotes/clinic/2.0.0+pre/routes.json': [route('/Contact'), route('/beta')], '/remotes/account/9.9.9/routes.json': 503 });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { pointer, notes } = await applyPreviews(POINTER, { clinic: '2.0.0+pre', account: '9.9.9', nosuchapp: '1.0.0' });
    expect(pointer.clinic).toEqual({ version: '2.0.0+pre', entry: '/remotes/clinic/2.0.0+pre/mf-manifest.json', routes: [route('/Contact'), route('/beta')] });
    expect(pointer.account).toEqual(POINTER.account);
    expect(pointer).not.toHaveProperty('nosuchapp');
    expect(notes).toEqual([
      { request: 'clinic@2.0.0+pre', status: 'running' },
      { request: 'account@9.9.9', status: 'unreadable' },
      { request: 'nosuchapp@1.0.0', status: 'missing' },
    ]);
    const missing = await applyPreviews(POINTER, { clinic: '2.0.0+gone' });
    expect(missing.notes).toEqual([{ request: 'clinic@2.0.0+gone', status: 'missing' }]);
    expect(missing.pointer).toEqual(POINTER);
  });

  test("the boot's step notes what the banner shows: the running release, a missing one, a malformed value", async () => {
    serve({ '/remotes/clinic/1.0.0+ff81e5f7be/routes.json': [route('/Contact')] });
    window.history.replaceState(null, '', '/Contact?preview=clinic@1.0.0+ff81e5f7be&preview=account@7.7.7&preview=%3Cjunk%3E');
    const pointer = await startPreviews(POINTER, true);
    expect(pointer.clinic!.version).toBe('1.0.0+ff81e5f7be');
    expect(pointer.account).toEqual(POINTER.account);
    expect(currentPreviewNotes()).toEqual([
      { request: 'clinic@1.0.0+ff81e5f7be', status: 'running' },
      { request: 'account@7.7.7', status: 'missing' },
      { request: '', status: 'malformed' },
    ]);
  });

  test('nothing asked and nothing kept: no note, no banner', async () => {
    serve({});
    expect(await startPreviews(POINTER, true)).toEqual(POINTER);
    expect(currentPreviewNotes()).toEqual([]);
  });
});
