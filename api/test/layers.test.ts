import fs from 'node:fs';
import path from 'node:path';
import { allPorts } from '../src/platform/ports';
import { connectDomains } from '../src/wiring';

/**
 * Issue 33 §3: the API is arranged by domain over a platform, and its import graph says so. Every
 * import of api/src is read and held to the layers
 *
 *   platform  ←  the domains  ←  sandbox, seed, operator  ←  the composition root (app.ts, wiring.ts …)
 *
 * - the platform imports nothing above it;
 * - a domain imports its own files and the platform's, never another domain's: what it needs of
 *   another is a port (its ports.ts), connected by the composition root (wiring.ts);
 * - only the release domain imports @tcm/release;
 * - sandbox, seed and operator (which act on the domains from above) never import the composition root
 *   (the operator's CLI is an entry point: it connects the domains itself);
 * - there is no cycle, type imports included.
 */
const SRC = path.resolve(__dirname, '../src');
const DOMAINS = ['account', 'certification', 'clinic', 'commerce', 'cashier', 'release', 'site'];
const ABOVE = ['sandbox', 'seed', 'operator'];

const walk = (dir: string, out: string[] = []): string[] => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.ts$/.test(e.name)) out.push(p);
  }
  return out;
};

/** The file a relative specifier names, or undefined. */
function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
}

const IMPORT = /^(?:import|export)\s[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

interface Edge {
  from: string;
  to: string;
}

const files = walk(SRC);
const relative: Edge[] = [];
const packages: { from: string; pkg: string }[] = [];
for (const file of files) {
  for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (spec.startsWith('.')) {
      const to = resolve(file, spec);
      if (!to) throw new Error(`${path.relative(SRC, file)}: cannot resolve ${spec}`);
      relative.push({ from: path.relative(SRC, file), to: path.relative(SRC, to) });
    } else packages.push({ from: path.relative(SRC, file), pkg: spec });
  }
}

/** The operator's CLI is a process's entry point: it connects the domains, as buildApp does. */
const ENTRY_POINTS = ['operator/cli.ts'];

/** platform, a domain's name, 'above' (sandbox, seed, operator) or 'root'. */
function layerOf(file: string): string {
  const top = file.split(path.sep)[0];
  if (ENTRY_POINTS.includes(file.split(path.sep).join('/'))) return 'root';
  if (top === 'platform' || DOMAINS.includes(top)) return top;
  if (ABOVE.includes(top)) return 'above';
  return 'root';
}

const describeEdge = (e: Edge) => `${e.from} → ${e.to}`;

describe('the API import graph', () => {
  it('reads the whole tree (a sanity check of this test)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(relative.some((e) => e.from === 'app.ts' && e.to === 'wiring.ts')).toBe(true);
  });

  it('the platform imports nothing above it', () => {
    expect(relative.filter((e) => layerOf(e.from) === 'platform' && layerOf(e.to) !== 'platform').map(describeEdge)).toEqual([]);
  });

  it("a domain imports only its own files and the platform's (another domain answers through a port)", () => {
    const crossing = relative.filter((e) => DOMAINS.includes(layerOf(e.from)) && layerOf(e.to) !== layerOf(e.from) && layerOf(e.to) !== 'platform');
    expect(crossing.map(describeEdge)).toEqual([]);
  });

  it('only the release domain uses the release package', () => {
    expect(packages.filter((p) => p.pkg.startsWith('@tcm/release') && layerOf(p.from) !== 'release' && layerOf(p.from) !== 'root').map((p) => p.from)).toEqual(
      [],
    );
  });

  it('sandbox, seed and operator never import the composition root', () => {
    expect(relative.filter((e) => layerOf(e.from) === 'above' && layerOf(e.to) === 'root').map(describeEdge)).toEqual([]);
  });

  it('has no cycle, type imports included', () => {
    const next = new Map<string, string[]>();
    for (const e of relative) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const to of next.get(file) ?? []) {
        if (state.get(to) === 'open') cycles.push([...trail.slice(trail.indexOf(to)), file, to].join(' → '));
        else if (!state.get(to)) visit(to, [...trail, file]);
      }
      state.set(file, 'done');
    };
    for (const file of files.map((f) => path.relative(SRC, f))) if (!state.get(file)) visit(file, []);
    expect(cycles).toEqual([]);
  });
});

describe('the other packages', () => {
  const REPO = path.resolve(SRC, '../..');
  const PACKAGES = ['deploy', 'release', 'bench', 'e2e', 'scripts', 'build-config'];
  const sources = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const p = path.join(dir, e.name);
          if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(p);
          return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [p] : [];
        })
      : [];

  it("import the API through its package's entries only (@tcm/api, @tcm/api/db …), never its files", () => {
    const reaching = PACKAGES.flatMap((pkg) => sources(path.join(REPO, pkg))).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)]
        .map((m) => m[1])
        .filter((spec) => spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(path.join(REPO, 'api') + path.sep))
        .map((spec) => `${path.relative(REPO, file)}: ${spec}`),
    );
    expect(reaching).toEqual([]);
  });

  it('finds every entry the package exports', () => {
    const { exports } = JSON.parse(fs.readFileSync(path.join(SRC, '../package.json'), 'utf8')) as { exports: Record<string, string> };
    expect(Object.keys(exports)).toContain('.');
    for (const target of Object.values(exports)) expect(fs.existsSync(path.join(SRC, '..', target))).toBe(true);
  });
});

describe('the ports', () => {
  it('are every one connected by the composition root', () => {
    connectDomains();
    expect(allPorts().length).toBeGreaterThanOrEqual(8);
    expect(
      allPorts()
        .filter((p) => !p.connected)
        .map((p) => p.name),
    ).toEqual([]);
  });
});
