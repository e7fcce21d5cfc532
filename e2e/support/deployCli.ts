import { spawnSync } from 'node:child_process';
import { ROOT } from './paths';
import { portal } from './portal';

/** Runs the operators' command (`npm run deploy -- …`) against the running portal's release store. */
export function deploy(...args: string[]): { status: number; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'deploy/src/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASE_STORE: portal().storeDir },
    encoding: 'utf8',
  });
  return { status: result.status ?? -1, output: `${result.stdout}\n${result.stderr}` };
}
