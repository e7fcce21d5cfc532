import type { PointerFile, RouteMeta } from '@tcm/shared/routes';
import { remoteRoutePages, routePreloadLinks } from '../src/store/routePages';

const INDEX = '<html><head><script defer src="/shell/1/main.js"></script></head><body></body></html>';
const route = (path: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  path,
  title: path,
  access: 'login',
  layout: 'main',
  preload: ['remoteEntry.js', 'routes.1.js', 'page.2.css', 'page.2.js'],
  ...extra,
});
const entry = '/remotes/commerce/1.0.0+abc/mf-manifest.json';

describe('remote pages named in the HTML', () => {
  it('names the manifest (as the MF runtime fetches it) and every file of the route, relative to the manifest', () => {
    expect(routePreloadLinks(entry, route('/order'))).toEqual([
      `<link rel="preload" href="${entry}" as="fetch" crossorigin="anonymous">`,
      '<link rel="preload" href="/remotes/commerce/1.0.0+abc/remoteEntry.js" as="script">',
      '<link rel="preload" href="/remotes/commerce/1.0.0+abc/routes.1.js" as="script">',
      '<link rel="preload" href="/remotes/commerce/1.0.0+abc/page.2.css" as="style">',
      '<link rel="preload" href="/remotes/commerce/1.0.0+abc/page.2.js" as="script">',
    ]);
  });

  it('writes no link for anything but plain file names, nor for an entry that is not a manifest path', () => {
    expect(routePreloadLinks(entry, route('/order', { preload: ['../x.js', 'a.js?x', '"><script>.js'] }))).toEqual([]);
    expect(routePreloadLinks('https://elsewhere/mf-manifest.json', route('/order'))).toEqual([]);
  });

  it("one page per one-segment route, the sandbox variant with the sandbox-only routes; none for the shell's paths or a canary", () => {
    const pointer: PointerFile = {
      commerce: {
        version: '1',
        entry,
        routes: [route('/order'), route('/order/detail'), route('/GetCode', { sandboxOnly: true }), route('/About'), route('/bare', { preload: [] })],
      },
      clinic: {
        version: '2',
        entry: '/remotes/clinic/2/mf-manifest.json',
        routes: [route('/Contact')],
        canary: { version: '3', entry: '/remotes/clinic/3/mf-manifest.json', routes: [route('/Contact')], percent: 10 },
      },
    };
    const pages = remoteRoutePages(INDEX, pointer, new Set(['About']));
    expect([...pages.keys()].sort()).toEqual(['GetCode.sandbox.html', 'order.html', 'order.sandbox.html']);
    const order = pages.get('order.html')!;
    expect(order).toContain('<script defer src="/shell/1/main.js"></script><link rel="preload" href="/remotes/commerce/1.0.0+abc/mf-manifest.json"');
    expect(order.indexOf('page.2.js')).toBeLessThan(order.indexOf('</head>'));
  });
});
