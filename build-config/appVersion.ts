/**
 * Each build's version: `<package version>+<build id>`, the same for the same inputs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { arcoUsage } from './arco';
import { readJson, ROOT, sourceFiles } from './apps';

const BUILD = __dirname;

/**
 * What a build is made of: the app's sources, the shared package (the shell's prerendered pages
 * carry its seeded home content too), and the build configuration
 * itself (this folder, the app's config and manifest, the shell's page template and public files).
 * A change to how apps are built (what is shared, say) is a new build, so it must be a new version:
 * otherwise `npm start` would keep serving dist/ built the old way and publishing would call it unchanged.
 */
function buildInputs(dir: string): string[] {
  const config = sourceFiles(BUILD).filter((file) => /\.[jt]s$/.test(file));
  const files = [...config, path.join(dir, 'rspack.config.ts'), path.join(dir, 'package.json')];
  // An app's prerender step, run after its browser build (the shell's; a remote's with public pages).
  if (existsSync(path.join(dir, 'prerender.ts'))) files.push(path.join(dir, 'prerender.ts'));
  if (existsSync(path.join(dir, 'index.html'))) files.push(path.join(dir, 'index.html'));
  if (existsSync(path.join(dir, 'public'))) files.push(...sourceFiles(path.join(dir, 'public')));
  return [...files, ...sourceFiles(path.join(dir, 'src')), ...sourceFiles(path.join(ROOT, 'shared/src'))];
}

/**
 * `<package version>+<build id>`. BUILD_ID wins when CI sets one; otherwise the id is a hash of
 * the build inputs and the lockfile, so rebuilding unchanged code yields the same version and
 * publishing it again is a no-op.
 */
export function appVersion(dir: string): string {
  const pkg = readJson(path.join(dir, 'package.json'));
  if (process.env.BUILD_ID) return `${pkg.version}+${process.env.BUILD_ID}`;
  const hash = createHash('sha256');
  for (const file of buildInputs(dir)) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  hash.update(readFileSync(path.join(ROOT, 'package-lock.json')));
  // Every app's shared Arco is tree-shaken to what ALL apps import: another app's new import is a new build.
  hash.update(JSON.stringify(arcoUsage().provides));
  return `${pkg.version}+${hash.digest('hex').slice(0, 10)}`;
}
