// @ts-check
/**
 * `npm run deps`: the boundaries between the packages (docs/ARCHITECTURE.md §1), checked on every
 * import, type-only imports included. A rule's comment is its reason.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** Which packages a package may import (besides itself). Arrows point down only, so no cycle can form between packages. */
const MAY_IMPORT = {
  shared: [],
  'build-config': ['shared'],
  'mf-account': ['shared', 'build-config'],
  'mf-clinic': ['shared', 'build-config'],
  'mf-commerce': ['shared', 'build-config'],
  'mf-certification': ['shared', 'build-config'],
  shell: ['shared', 'build-config'],
  release: ['shared'],
  api: ['shared', 'release'],
  deploy: ['shared', 'release', 'api', 'build-config'],
};
/** Test harnesses: they drive every package, and a package's tests may use them. */
const HARNESS = ['e2e', 'bench', 'scripts'];
const PACKAGES = Object.keys(MAY_IMPORT);
/** api/src/<domain>/ folders (the rest of api/src: platform/, the tools sandbox, seed, operator, and the composition root's files). */
const API_DOMAINS = ['account', 'certification', 'clinic', 'commerce', 'cashier', 'release', 'site'];
const APPS = ['shell', 'mf-account', 'mf-clinic', 'mf-commerce', 'mf-certification', 'api', 'deploy'];
const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const anyOf = (folders) => `^(${folders.map(escapeRegex).join('|')})/`;

/** A package's entries: the files its package.json `exports` (or `main`) names. */
function entries(pkg) {
  const json = JSON.parse(readFileSync(path.join(__dirname, pkg, 'package.json'), 'utf8'));
  const targets = typeof json.exports === 'object' ? Object.values(json.exports) : [json.exports ?? json.main];
  return targets.filter((t) => typeof t === 'string').map((t) => path.posix.join(pkg, t));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...PACKAGES.map((pkg) => ({
      name: `layers-${pkg}`,
      comment: `${pkg} imports only ${MAY_IMPORT[pkg].join(', ') || 'itself'}: dependencies point one way, so a package is built, tested and released without the ones above it.`,
      severity: 'error',
      from: { path: `^${escapeRegex(pkg)}/`, pathNot: `^${escapeRegex(pkg)}/test/` },
      to: { path: anyOf([...PACKAGES, ...HARNESS].filter((p) => p !== pkg && !MAY_IMPORT[pkg].includes(p))) },
    })),
    ...PACKAGES.map((pkg) => ({
      name: `tests-of-${pkg}`,
      comment: `${pkg}'s tests import what ${pkg} may import, the harnesses and ${pkg} itself.`,
      severity: 'error',
      from: { path: `^${escapeRegex(pkg)}/test/` },
      to: { path: anyOf(PACKAGES.filter((p) => p !== pkg && !MAY_IMPORT[pkg].includes(p))) },
    })),
    {
      name: 'remote-src-imports-only-shared',
      comment:
        'A remote page imports @tcm/shared and its own files only: never another remote, the shell or the build (its rspack.config.ts may use build-config).',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/src/' },
      to: { path: '^(shell|mf-[^/]+|build-config|api|deploy|release)/', pathNot: '^$1/' },
    },
    {
      name: 'shared-imports-no-app',
      comment: '@tcm/shared is below every app: it knows none of them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: anyOf([...APPS, 'release', 'build-config', ...HARNESS]) },
    },
    {
      name: 'build-config-imports-no-app',
      comment: 'The build of an app must not run (or bundle) another app: build-config is below every app.',
      severity: 'error',
      from: { path: '^build-config/' },
      to: { path: anyOf(APPS) },
    },
    ...['shared', 'release', 'api'].map((pkg) => ({
      name: `only-through-entry-${pkg}`,
      comment: `Another package reaches ${pkg} through an entry of its package.json "exports" (${entries(pkg).length} of them), never ../../${pkg}/src/<file>: what is not exported may change.`,
      severity: 'error',
      from: { pathNot: `^${escapeRegex(pkg)}/` },
      to: { path: `^${escapeRegex(pkg)}/`, pathNot: `^(${entries(pkg).map(escapeRegex).join('|')})$` },
    })),
    {
      name: 'no-entry-into-apps',
      comment: 'The shell and the remotes export nothing: another package never imports their files (a link by path is how domains meet).',
      severity: 'error',
      from: { pathNot: '^(shell|mf-[^/]+)/' },
      to: { path: '^(shell|mf-[^/]+)/src/' },
    },
    {
      name: 'one-place-wires-api-store-and-server',
      comment:
        "deploy/src/server/ is the one place that builds the API (@tcm/api's main entry) with the release store and serves the portal; the standalone API (api/src/main.ts) and the tests are the others that start it. No build starts it: the shell's prerender reads the seeded home content from @tcm/shared/site/homeContent.",
      severity: 'error',
      from: { pathNot: '^(api/|deploy/src/server/|deploy/test/|e2e/|bench/)' },
      to: { path: '^api/src/index\\.ts$' },
    },
    {
      name: 'portal-server-started-by-its-commands',
      comment: 'The portal server is started by npm start (scripts), the deploy CLI and the tests; no library imports it.',
      severity: 'error',
      from: { pathNot: '^(deploy/|e2e/|scripts/|bench/)' },
      to: { path: '^deploy/src/server/' },
    },
    {
      name: 'api-platform-imports-no-domain',
      comment: "The API's platform layer (db, http input, limits, storage) is below every domain: it knows none of them.",
      severity: 'error',
      from: { path: '^api/src/platform/' },
      to: { path: '^api/src/', pathNot: '^api/src/platform/' },
    },
    {
      name: 'api-domain-imports-own-and-platform',
      comment:
        'An API domain imports its own files and the platform: what it needs of another domain is a port (its ports.ts), connected by the composition root (api/src/wiring.ts).',
      severity: 'error',
      from: { path: `^api/src/(${API_DOMAINS.join('|')})/` },
      to: { path: '^api/src/', pathNot: '^api/src/($1|platform)/' },
    },
    {
      name: 'api-release-package-in-release-domain',
      comment: "Only the API's release domain (and the composition root) uses @tcm/release.",
      severity: 'error',
      from: { path: '^api/src/[^/]+/', pathNot: '^api/src/release/' },
      to: { path: '^release/' },
    },
    {
      name: 'api-tools-not-above-root',
      comment:
        "sandbox, seed and operator act on the domains from above but never import the composition root (the operator's CLI is an entry point of its own).",
      severity: 'error',
      from: { path: '^api/src/(sandbox|seed|operator)/', pathNot: '^api/src/operator/cli\\.ts$' },
      to: { path: '^api/src/[^/]+\\.ts$' },
    },
    {
      name: 'no-cycle',
      comment:
        'No import cycle, type imports included: inside the API a cycle would tie two domains (or a domain and the platform) into one; elsewhere it makes the order of loading matter.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.data|\\.tmp|coverage)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
