import {
  appOfSource,
  disableTelemetry,
  loadKind,
  MAX_ITEMS,
  nextBeacon,
  setServedVersion,
  takeEvents,
  trackError,
  trackFailure,
  trackView,
  trackVital,
} from './events';
import { CALL_SCHEMAS, schemaProblems } from '@tcm/shared/contract/schema';
import type { CallRequest } from '@tcm/shared/contract';

/** What a beacon sends: the body of POST /telemetry. */
type Beacon = CallRequest<'POST /telemetry'>;

describe('telemetry counts', () => {
  test('page views, failures and errors are counted per app version and route pattern, then handed over once', () => {
    setServedVersion('clinic', '1.1.0+new');
    setServedVersion('shell', 's1');
    trackView('clinic', '/Contact');
    trackView('clinic', '/Contact');
    const boom = new Error('render failed');
    trackError('clinic', boom);
    trackError('clinic', boom); // the same error caught twice is one error
    trackView('shell', '/News');
    const chunk = new Error('Loading chunk 42 failed');
    trackFailure('clinic', 'chunk', true);
    trackFailure('clinic', 'chunk', false, chunk);
    trackError('clinic', chunk); // already a load failure: not an error too
    // One item per event: the API takes no counts (issue 31).
    expect(takeEvents()).toEqual({
      views: [
        ['clinic', '1.1.0+new', '/Contact'],
        ['clinic', '1.1.0+new', '/Contact'],
        ['shell', 's1', '/News'],
      ],
      // Counted where the user was: the route of the last page view.
      fails: [
        ['clinic', '1.1.0+new', '/News', 'chunk', 1],
        ['clinic', '1.1.0+new', '/News', 'chunk', 0],
      ],
      errors: [['clinic', '1.1.0+new', '/Contact']],
    });
    expect(takeEvents()).toEqual({ views: [], fails: [], errors: [] });
  });

  test('errors are attributed by the script they come from; CSS failures are told apart', () => {
    trackView('account', '/Login');
    expect(appOfSource('http://x/remotes/clinic/1.1.0/4383.js:1:20')).toBe('clinic');
    expect(appOfSource('http://x/shell/s1/main.js')).toBe('account');
    expect(loadKind(new Error('Loading CSS chunk 7 failed'), 'chunk')).toBe('css');
    expect(loadKind(new Error('Loading chunk 7 failed'), 'chunk')).toBe('chunk');
  });

  test("beacons name the browser and carry at most the API's 50 items per list, until nothing is left", () => {
    takeEvents();
    setServedVersion('clinic', 'c1');
    for (let i = 0; i < MAX_ITEMS; i++) trackView('clinic', `/r${i}`);
    for (let i = 0; i < 5; i++) trackView('clinic', '/again');
    trackVital('cls', 0.12);
    const first = (JSON.parse(nextBeacon('browser-id-0123456789')!) as Beacon).batch;
    expect(first).toMatchObject({ v: 2, b: 'browser-id-0123456789' });
    expect(first.views).toHaveLength(MAX_ITEMS);
    expect(first.vitals).toEqual([['clinic', 'c1', 'cls', 120]]);
    expect((JSON.parse(nextBeacon('browser-id-0123456789')!) as Beacon).batch.views).toEqual(Array(5).fill(['clinic', 'c1', '/again']));
    expect(nextBeacon('browser-id-0123456789')).toBeNull();
  });

  test("a beacon's body is the telemetry call's request as the contract's schema describes it", () => {
    takeEvents();
    setServedVersion('clinic', 'c1');
    trackView('clinic', '/order/:id');
    trackFailure('clinic', 'css', true);
    trackError('clinic', new Error('boom'));
    trackVital('lcp', 1234.4);
    const body = JSON.parse(nextBeacon('browser-id-0123456789')!) as Beacon;
    expect(body.batch).toEqual({
      v: 2,
      b: 'browser-id-0123456789',
      views: [['clinic', 'c1', '/order/:id']],
      fails: [['clinic', 'c1', '/order/:id', 'css', 1]],
      errors: [['clinic', 'c1', '/order/:id']],
      vitals: [['clinic', 'c1', 'lcp', 1234]],
    });
    expect(schemaProblems(CALL_SCHEMAS['POST /telemetry'].req, body)).toEqual([]);
    expect(nextBeacon('browser-id-0123456789')).toBeNull();
  });

  test('a page load outside the sample counts nothing', () => {
    disableTelemetry();
    trackView('clinic', '/Contact');
    trackError('clinic');
    expect(takeEvents()).toEqual({ views: [], fails: [], errors: [] });
  });
});
