/**
 * A check every remote build runs: no remote imports react-router itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, sourceFiles } from './apps';

/**
 * A remote's code must take the router from @tcm/shared (Link, useNavigate, …): react-router is not a
 * shared module, so a remote importing it would bundle a second router whose hooks find no context
 * inside the shell's. Test helpers (src/test/) render pages in their own router and may import it.
 */
export function remoteRouterImports(dir: string): string[] {
  return sourceFiles(path.join(dir, 'src'))
    .filter((file) => /\.[jt]sx?$/.test(file) && !file.split(path.sep).includes('test'))
    .filter((file) => /['"]react-router(-dom)?(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
}
