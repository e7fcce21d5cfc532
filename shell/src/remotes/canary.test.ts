import type { PointerFile } from '@tcm/shared/core';
import { browserBucket, browserId, canaryStillServed, choosePointer, noteCanaries } from './canary';
import { sanitizePointer } from './registry';

const route = (path: string) => ({ path, title: path, access: 'login' as const, layout: 'main' as const });
const POINTER: PointerFile = {
  clinic: {
    version: '1.0.0+live',
    entry: '/remotes/clinic/1.0.0+live/mf-manifest.json',
    routes: [route('/Contact')],
    canary: { version: '1.1.0+new', entry: '/remotes/clinic/1.1.0+new/mf-manifest.json', routes: [route('/Contact'), route('/followUp')], percent: 10 },
  },
  account: { version: 'a1', entry: '/remotes/account/a1/mf-manifest.json', routes: [route('/Login')] },
};

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('canary choice in the shell', () => {
  test('a browser below the share runs the canary with its routes; the others the live version; other remotes untouched', () => {
    expect(choosePointer(POINTER, 3).clinic).toEqual({
      version: '1.1.0+new',
      entry: '/remotes/clinic/1.1.0+new/mf-manifest.json',
      routes: [route('/Contact'), route('/followUp')],
    });
    expect(choosePointer(POINTER, 10).clinic!.version).toBe('1.0.0+live');
    expect(choosePointer(POINTER, 3).account!.version).toBe('a1');
  });

  test('the bucket is drawn once and kept: the same browser stays on its side across visits', () => {
    const first = browserBucket();
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    for (let i = 0; i < 5; i++) expect(browserBucket()).toBe(first);
    localStorage.setItem('shell:bucket', 'junk');
    const redrawn = browserBucket();
    expect(Number(localStorage.getItem('shell:bucket'))).toBe(redrawn);
  });

  test('the browser id its telemetry names is drawn once (128 random bits), kept, and redrawn when the stored one is junk', () => {
    const id = browserId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(browserId()).toBe(id);
    expect(localStorage.getItem('shell:browser')).toBe(id);
    localStorage.setItem('shell:browser', '<script>');
    expect(browserId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(localStorage.getItem('shell:browser')).not.toBe('<script>');
  });

  test('the pointer sanitizer keeps a whole canary and drops a broken one', () => {
    const raw = JSON.parse(JSON.stringify(POINTER)) as PointerFile;
    expect(sanitizePointer(raw).clinic!.canary!.percent).toBe(10);
    raw.clinic!.canary!.percent = 150;
    expect(sanitizePointer(raw).clinic!.canary).toBeUndefined();
    expect(sanitizePointer(raw).clinic!.version).toBe('1.0.0+live');
  });

  test('a canary browser learns on navigation that its canary ended; a live browser never asks', async () => {
    localStorage.setItem('shell:bucket', '3');
    noteCanaries(POINTER, choosePointer(POINTER, 3));
    const { canary: _ended, ...clinicAfterAbort } = POINTER.clinic!;
    let served: unknown = POINTER;
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(served)));
    global.fetch = fetchMock;
    expect(await canaryStillServed('clinic')).toBe(true);
    served = { ...POINTER, clinic: clinicAfterAbort };
    expect(await canaryStillServed('clinic')).toBe(false);
    expect(await canaryStillServed('account')).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    noteCanaries(POINTER, choosePointer(POINTER, 60));
    expect(await canaryStillServed('clinic')).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
