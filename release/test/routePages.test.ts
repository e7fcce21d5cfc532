import { REMOTE_FRAME_PATH, REMOTE_PAGE_SLOT, type PointerFile, type PrerenderedPages, type RouteMeta } from '@tcm/shared/routes';
import { remoteRoutePages, routePreloadLinks, type RoutePageSources } from '../src/store/routePages';

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
const plainIndex: RoutePageSources = { indexHtml: INDEX, frame: () => null, prerendered: () => null };

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
    const pages = remoteRoutePages(plainIndex, pointer, new Set(['About']));
    expect([...pages.keys()].sort()).toEqual(['GetCode.sandbox.html', 'order.html', 'order.sandbox.html']);
    const order = pages.get('order.html')!;
    expect(order).toContain('<script defer src="/shell/1/main.js"></script><link rel="preload" href="/remotes/commerce/1.0.0+abc/mf-manifest.json"');
    expect(order.indexOf('page.2.js')).toBeLessThan(order.indexOf('</head>'));
  });

  it("a prerendered route: its markup in the shell's frame for its layout and variant, its CSS applied, React's hints in the head", () => {
    const frame = (ribbon: string) =>
      `<html><head><title>t</title></head><body><div id="root" data-prerendered="${REMOTE_FRAME_PATH}">${ribbon}<div class="shell-bare"><!--$-->${REMOTE_PAGE_SLOT}<!--/$--></div></div></body></html>`;
    const prerendered: PrerenderedPages = {
      '/Login': {
        plain: { head: '<link rel="preload" as="image" href="/logo.svg"/>', body: '<form>登录 $& $1</form>' },
        sandbox: { head: '', body: '<form>登录 扫码登录</form>' },
      },
    };
    const sources: RoutePageSources = {
      indexHtml: INDEX,
      frame: (layout, sandbox) => (layout === 'bare' ? frame(sandbox ? '<div>演示环境</div>' : '') : null),
      prerendered: (remote) => (remote === 'account' ? prerendered : null),
    };
    const accountEntry = '/remotes/account/1/mf-manifest.json';
    const pointer: PointerFile = {
      account: { version: '1', entry: accountEntry, routes: [route('/Login', { layout: 'bare' }), route('/Signup', { layout: 'bare' }), route('/address')] },
    };
    const pages = remoteRoutePages(sources, pointer, new Set());
    const login = pages.get('Login.html')!;
    expect(login).toContain('<div id="root" data-prerendered="/Login"><div class="shell-bare"><!--$--><form>登录 $& $1</form><!--/$--></div>');
    expect(login).toContain(
      '<link rel="stylesheet" href="/remotes/account/1/page.2.css"><link rel="preload" href="/remotes/account/1/page.2.js" as="script"><link rel="preload" as="image" href="/logo.svg"/></head>',
    );
    expect(pages.get('Login.sandbox.html')).toContain('<div>演示环境</div><div class="shell-bare"><!--$--><form>登录 扫码登录</form><!--/$-->');
    // Not prerendered (/Signup), or no frame for its layout (/address): the index.html naming its files, as before.
    expect(pages.get('Signup.html')).toContain('<script defer src="/shell/1/main.js"></script><link rel="preload" href="/remotes/account/1/mf-manifest.json"');
    expect(pages.get('Signup.html')).not.toContain('data-prerendered');
    expect(pages.get('address.html')).toContain('as="style"');
  });

  it('a prerendered route carries its CSS inline where the store has the file, beside a link of it no browser fetches (a type other than text/css)', () => {
    const sources: RoutePageSources = {
      indexHtml: INDEX,
      frame: () => `<html><head></head><body><div id="root" data-prerendered="${REMOTE_FRAME_PATH}">${REMOTE_PAGE_SLOT}</div></body></html>`,
      prerendered: () => ({ '/Login': { plain: { head: '', body: '<form>登录</form>' }, sandbox: { head: '', body: '<form>登录</form>' } } }),
      stylesheet: (href) => (href === '/remotes/account/1/page.2.css' ? '.tcm-acc{color:red}</style><b>\n/*# sourceMappingURL=page.2.css.map*/' : null),
    };
    const pointer: PointerFile = { account: { version: '1', entry: '/remotes/account/1/mf-manifest.json', routes: [route('/Login', { layout: 'bare' })] } };
    const login = remoteRoutePages(sources, pointer, new Set()).get('Login.html')!;
    expect(login).toContain(
      '<style data-href="/remotes/account/1/page.2.css">.tcm-acc{color:red}<\\/style><b>\n/*# sourceMappingURL=/remotes/account/1/page.2.css.map */</style><link rel="stylesheet" type="text/x-inline-css" href="page.2.css">',
    );
    expect(login).not.toContain('<link rel="stylesheet" href="/remotes/account/1/page.2.css">');
  });
});
