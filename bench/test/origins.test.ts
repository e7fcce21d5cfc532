import {
  appOfUrl,
  copies,
  copiesBySignature,
  groupBytes,
  groupOfSource,
  groupOfUnmappedFile,
  isDevelopmentSource,
  originRules,
  packageOf,
  resourceKind,
  sharedPackageOf,
  splitProportionally,
  stableFileKey,
} from '../src/origins';

const DEPS: Record<string, string[]> = {
  react: [],
  'react-dom': ['scheduler', 'react'],
  scheduler: [],
  'react-router': ['cookie', 'set-cookie-parser', 'react'],
  'react-router-dom': ['react-router'],
  '@arco-design/web-react': ['lodash', 'dayjs', 'react-transition-group', 'scheduler'],
  'react-transition-group': ['dom-helpers', '@babel/runtime'],
};
const rules = originRules((p) => DEPS[p] ?? []);
const nm = (p: string) => `webpack://tcm_shell/../node_modules/${p}`;

describe('origin rules', () => {
  it('takes each root package with its dependencies, transitively, React first', () => {
    expect([...rules.react].sort()).toEqual(['react', 'react-dom', 'scheduler']);
    expect([...rules.router].sort()).toEqual(['cookie', 'react-router', 'react-router-dom', 'set-cookie-parser']);
    // scheduler is React's even though Arco lists it too.
    expect(rules.arco.has('scheduler')).toBe(false);
    expect(rules.arco.has('@babel/runtime')).toBe(true);
    expect(rules.arco.has('dom-helpers')).toBe(true);
  });

  it('groups sources by package, app and runtime', () => {
    expect(groupOfSource(nm('react-dom/cjs/react-dom-client.production.js'), 'shell', rules)).toBe('react');
    expect(groupOfSource(nm('scheduler/index.js'), 'shell', rules)).toBe('react');
    expect(groupOfSource(nm('react-router/dist/production/index.mjs'), 'shell', rules)).toBe('router');
    expect(groupOfSource(nm('cookie/dist/index.js'), 'shell', rules)).toBe('router');
    expect(groupOfSource(nm('@arco-design/web-react/es/Button/index.js'), 'shell', rules)).toBe('arco');
    expect(groupOfSource(nm('@arco-design/web-react/icon/react-icon/IconLock/index.js'), 'account', rules)).toBe('arco');
    expect(groupOfSource(nm('lodash/debounce.js'), 'shell', rules)).toBe('arco');
    expect(groupOfSource(nm('@module-federation/runtime-core/dist/core.cjs'), 'account', rules)).toBe('mf-runtime');
    expect(groupOfSource('webpack://tcm_shell/webpack/runtime/load_script', 'shell', rules)).toBe('mf-runtime');
    expect(groupOfSource('webpack://tcm_shell/%3D%3D%22undefined%22%7D', 'shell', rules)).toBe('mf-runtime');
    expect(groupOfSource('webpack://tcm_account/./src/pages/Login/Login.tsx', 'account', rules)).toBe('app:account');
    expect(groupOfSource('webpack://tcm_account/../shared/src/http/client.ts', 'account', rules)).toBe('app:shared');
    expect(groupOfSource(nm('ky/distribution/index.js'), 'shell', rules)).toBe('other-libs');
    // A package nested in another's node_modules is the inner one.
    expect(groupOfSource(nm('react-focus-lock/node_modules/react-is/index.js'), 'shell', rules)).toBe('other-libs');
  });

  it('reads the package of a source path', () => {
    expect(packageOf('../node_modules/@arco-design/web-react/es/index.js')).toBe('@arco-design/web-react');
    expect(packageOf('../node_modules/a/node_modules/b/x.js')).toBe('b');
    expect(packageOf('./src/index.ts')).toBeNull();
  });
});

describe('files and responses', () => {
  it('knows the app of a release URL and a name that survives rebuilds', () => {
    expect(appOfUrl('http://h/shell/1.0.0+abc/244.52551f80.js')).toBe('shell');
    expect(appOfUrl('http://h/remotes/account/1.0.0+def/remoteEntry.js')).toBe('account');
    expect(appOfUrl('http://h/api/getInfo')).toBe('unknown');
    expect(stableFileKey('http://h/shell/1.0.0+abc/244.52551f80.js')).toBe('shell/244.js');
    expect(stableFileKey('http://h/remotes/account/1.0.0+def/208.4ce3a3be.css')).toBe('account/208.css');
    expect(stableFileKey('http://h/remotes/account/1.0.0+def/remoteEntry.js')).toBe('account/remoteEntry.js');
    expect(stableFileKey('http://h/api/home/v1/info')).toBe('/api/home/v1/info');
  });

  it('classifies responses', () => {
    expect(resourceKind('http://h/Login', 'Document', 'text/html')).toBe('html');
    expect(resourceKind('http://h/remotes.json', 'Fetch', 'application/json')).toBe('mf-manifest');
    expect(resourceKind('http://h/remotes/a/v/mf-manifest.json', 'Fetch', 'application/json')).toBe('mf-manifest');
    expect(resourceKind('http://h/api/getInfo', 'Fetch', 'application/json')).toBe('data');
    expect(resourceKind('http://h/api/assets/banners/b.svg', 'Image', 'image/svg+xml')).toBe('images');
    expect(resourceKind('http://h/shell/v/main.1.js', 'Script', 'application/javascript')).toBe('js');
    expect(resourceKind('http://h/shell/v/1.css', 'Stylesheet', 'text/css')).toBe('css');
  });

  it('attributes a file without a source map by the manifest, else by name', () => {
    const manifest = {
      shared: [
        { name: 'react-router', assets: { js: { sync: ['173.a.js', '920.b.js'] } } },
        { name: '@tcm/shared', assets: { js: { sync: ['155.c.js'] } } },
      ],
    };
    expect(sharedPackageOf(manifest, '920.b.js')).toBe('react-router');
    expect(sharedPackageOf(manifest, '155.c.js')).toBeNull();
    expect(groupOfUnmappedFile('http://h/shell/v/920.b.js', rules, 'react-router')).toBe('router');
    expect(groupOfUnmappedFile('http://h/remotes/account/v/remoteEntry.js', rules)).toBe('mf-runtime');
    expect(groupOfUnmappedFile('http://h/shell/v/main.0a1b2c3d.js', rules)).toBe('mf-runtime');
    expect(groupOfUnmappedFile('http://h/remotes/account/v/208.4ebc594c.js', rules)).toBe('app:account');
  });
});

describe('groupBytes and splitProportionally', () => {
  it('sums sources into groups and gives unmapped bytes to the largest group', () => {
    const by = new Map([
      [nm('react/index.js'), 10],
      ['webpack://x/./src/a.ts', 30],
      ['(unmapped)', 5],
    ]);
    expect(Object.fromEntries(groupBytes(by, 'shell', rules))).toEqual({ react: 10, 'app:shell': 35 });
  });

  it('splits a total exactly, in proportion', () => {
    const out = splitProportionally(
      new Map([
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ]),
      100,
    );
    expect([...out.values()].reduce((a, b) => a + b, 0)).toBe(100);
    expect(out.get('a')).toBe(33);
    expect(splitProportionally(new Map(), 10).size).toBe(0);
  });
});

describe('copies', () => {
  it('counts the files holding the most duplicated module of each singleton', () => {
    const result = copies([
      { url: 'shell/main.js', sources: [nm('@module-federation/runtime-core/dist/core.cjs'), 'webpack://s/./src/index.ts'] },
      { url: 'account/remoteEntry.js', sources: [nm('@module-federation/runtime-core/dist/core.cjs')] },
      { url: 'shell/470.js', sources: [nm('react-dom/index.js')] },
      { url: 'shell/89.js', sources: [nm('react-dom/index.js')] },
      { url: 'shell/275.js', sources: [nm('react-dom/cjs/react-dom-client.production.js')] },
      { url: 'shell/121.js', sources: [nm('react/index.js')] },
      { url: 'shell/244.js', sources: [nm('@arco-design/web-react/es/index.js'), nm('@arco-design/web-react/icon/react-icon/context.js')] },
      { url: 'account/157.js', sources: [nm('@arco-design/web-react/icon/react-icon/context.js')] },
    ]);
    expect(result.counts).toEqual({ react: 1, 'react-dom': 2, 'react-router': 0, arco: 1, 'arco-icons': 2, 'mf-runtime': 2 });
    expect(result.files['react-dom']).toEqual(['shell/470.js', 'shell/89.js']);
    expect(result.modules['arco-icons']).toBe('@arco-design/web-react/icon/react-icon/context.js');
  });

  it('falls back to content signatures for files without a map', () => {
    expect(
      copiesBySignature([
        { url: 'a', code: 't.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE={}' },
        { url: 'b', code: 'function getGlobalFederationInstance(){}' },
        { url: 'c', code: 'function getGlobalFederationInstance(){}' },
      ]),
    ).toMatchObject({ react: 1, 'react-dom': 0, 'mf-runtime': 2 });
  });

  it('recognises development builds of packages, not app code', () => {
    expect(isDevelopmentSource(nm('react-router/dist/development/chunk-6KYCQHYJ.mjs'))).toBe(true);
    expect(isDevelopmentSource(nm('react/cjs/react.development.js'))).toBe(true);
    expect(isDevelopmentSource(nm('react-dom/cjs/react-dom-client.development.js'))).toBe(true);
    expect(isDevelopmentSource(nm('react-router/dist/production/index.mjs'))).toBe(false);
    expect(isDevelopmentSource(nm('react/cjs/react.production.js'))).toBe(false);
    expect(isDevelopmentSource('webpack://s/./src/development/page.tsx')).toBe(false);
  });
});
