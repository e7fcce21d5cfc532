/**
 * What build.json records about the shared Arco (build-config/arco.ts): the components each app imports,
 * their union (what every app's tree-shaken shared Arco holds), and the stylesheets of that union.
 * Promote compares these lists (promote.test.ts), so the scan must not miss a component.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { arcoCssFiles, arcoImports, arcoUsage } from '../../build-config/arco';
import { remoteRouterImports } from '../../build-config/remoteRouterImports';
import { withBootSet, withoutBootSet } from '../../build-config/chunkLoads';

// The scan needs none of the bundler (ESM only, which jest here cannot load).
jest.mock('@rspack/core', () => ({ rspack: {} }));
jest.mock('@module-federation/enhanced/rspack', () => ({}));
import { removeTemps, tempDir } from '@tcm/release/testing';

afterAll(removeTemps);

function sources(files: Record<string, string>): string {
  const dir = tempDir('tcm-arco-scan-');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('named imports count, aliases by their Arco name; type-only imports, types and tests do not', () => {
  const dir = sources({
    'a.tsx': `import { Button, Form as F, type FormInstance } from '@arco-design/web-react';\nimport type { TableProps } from '@arco-design/web-react';`,
    'b/c.ts': `import {\n  Modal,\n  Message,\n} from "@arco-design/web-react";`,
    'a.test.tsx': `import { Table } from '@arco-design/web-react';`,
  });
  expect(arcoImports([dir])).toEqual(['Button', 'Form', 'Message', 'Modal']);
});

test('an import the scan cannot read (namespace, default, re-export) fails the build, naming the file', () => {
  const dir = sources({ 'x.ts': `import * as Arco from '@arco-design/web-react';` });
  expect(() => arcoImports([dir])).toThrow(/x\.ts: import Arco components by name/);
  const dir2 = sources({ 'y.ts': `export { Button } from '@arco-design/web-react';` });
  expect(() => arcoImports([dir2])).toThrow(/y\.ts/);
});

test("the union covers every app's needs, and the shell's ConfigProvider is in it", () => {
  const { provides, needs } = arcoUsage();
  expect(provides).toContain('ConfigProvider');
  for (const list of Object.values(needs)) for (const c of list) expect(provides).toContain(c);
  expect(new Set(Object.values(needs).flat())).toEqual(new Set(provides));
});

test("the stylesheets: Arco's base first, a component's dependencies before it, each once", () => {
  const files = arcoCssFiles(['Table']).map((f) => f.split('/es/')[1]);
  expect(files[0]).toBe('style/index.css');
  expect(files.at(-1)).toBe('Table/style/index.css');
  expect(files.indexOf('Button/style/index.css')).toBeGreaterThan(0);
  expect(files.indexOf('Button/style/index.css')).toBeLessThan(files.indexOf('Table/style/index.css'));
  expect(new Set(files).size).toBe(files.length);
});

test('a remote importing the router fails its build, naming the file; its test helpers may', () => {
  const remote = sources({
    'src/pages/A.tsx': `import { useNavigate } from '@tcm/shared';`,
    'src/pages/B.tsx': `import { Link } from 'react-router-dom';`,
    'src/pages/C.ts': `const r = await import("react-router/dom");`,
    'src/test/renderPage.tsx': `import { MemoryRouter } from 'react-router-dom';`,
    'src/pages/B.test.tsx': `import { MemoryRouter } from 'react-router-dom';`,
  });
  expect(remoteRouterImports(remote).map((f) => path.basename(f))).toEqual(['B.tsx', 'C.ts']);
  for (const app of ['mf-account', 'mf-clinic', 'mf-commerce', 'mf-certification']) {
    expect(remoteRouterImports(path.join(__dirname, '../..', app))).toEqual([]);
  }
});

test("Arco's Result is in no app's imports (its illustrations stay out of the shared Arco): StatusResult draws it", () => {
  const { provides } = arcoUsage();
  expect(provides).not.toContain('Result');
});

test("index.html's boot preloads come after main.js, fetched first; the prerendered pages' template is without them", () => {
  const html = '<html><head><title>x</title><script defer src="/main.1.js"></script></head><body></body></html>';
  const booted = withBootSet(html, ['<link rel="preload" href="/a.js" as="script">']);
  expect(booted).toContain('<script defer fetchpriority="high" src="/main.1.js"></script>');
  expect(booted.indexOf('/main.1.js')).toBeLessThan(booted.indexOf('/a.js'));
  expect(withoutBootSet(booted)).toBe(html);
  expect(() => withBootSet('<html><body></body></html>', [])).toThrow(/no <\/head>/);
});
