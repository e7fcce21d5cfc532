/**
 * `npm run deploy -- <verb>`: the one command operators use to publish, promote and roll back apps.
 * Exit code 0 on success, 1 when a verb refuses or fails (message says why), 2 on a usage error.
 */
import path from 'node:path';
import { DeployError, StoreLayout } from '@tcm/release';
import { parseArgs, flag } from './cli/args';
import { abortCanaryCmd, canaryCmd, promoteCanaryCmd, watchCmd } from './cli/canaryCommands';
import * as cmd from './cli/commands';
import { nginxConf } from './cli/nginxCommand';
import { defaultStoreDir } from './apps';

const HELP = `用法 usage: npm run deploy -- <verb> [options]

  status   [--env E]                     what is live in E (default local): version, since, previous
  publish  <app> [--env E] [--from DIR]  build if needed and store a new version (not live); checks it against E
  promote  <app> <version|latest> --env E  make a stored version live after checks; prints what changed
  rollback <app> --env E [--to V] [--force]  back to the previous (or named) version; other apps untouched
  versions <app>                         stored versions, newest first, and where each is in use
  prune    <app> --keep N [--dry-run]    delete old versions, never one that is live or previous anywhere
  canary   <app> <version|latest> --percent P --env E   serve a candidate to P % of browsers beside the live version
  canary   <app> --percent P --env E     change the share of the running canary
  promote-canary <app> --env E           the canary becomes the live version (checks run again)
  abort-canary   <app> --env E           every browser back on the live version
  watch    --env E [--database-url URL] [--window-seconds S] [--min-views N] [--interval-seconds S]
           [--promote-after-seconds S] [--once]   compare canaries with live versions, roll back a worse one
  history  [--env E] [--app A]           who changed what, when (and why)
  nginx-conf [--env E] [--store DIR] [--api URL] [--listen PORT] [--out FILE]
                                         render the nginx config for a store

apps: shell account clinic commerce certification    envs: local staging production
store: --store DIR, else $RELEASE_STORE, else <repo>/.release-store`;

const VERBS: Record<string, (ctx: cmd.Context) => Promise<void>> = {
  status: cmd.status,
  publish: cmd.publishCmd,
  promote: cmd.promoteCmd,
  rollback: cmd.rollbackCmd,
  versions: cmd.versions,
  prune: cmd.pruneCmd,
  history: cmd.history,
  canary: canaryCmd,
  'promote-canary': promoteCanaryCmd,
  'abort-canary': abortCanaryCmd,
  watch: watchCmd,
  'nginx-conf': nginxConf,
};

/** The CLI's main: argv without `node cli.ts`; `deps` lets a test give the clock and the database (commands.ts CliDeps). */
export async function runCli(argv: string[], io: cmd.Io = { out: console.log, err: console.error }, deps: cmd.CliDeps = {}): Promise<number> {
  let args;
  try {
    args = parseArgs(argv);
  } catch (err) {
    io.err((err as Error).message);
    return 2;
  }
  const verb = args.positionals[0];
  if (!verb || args.flags.help || verb === 'help') {
    io.out(HELP);
    return verb || args.flags.help ? 0 : 2;
  }
  const run = VERBS[verb];
  if (!run) {
    io.err(`未知命令 unknown verb "${verb}"\n\n${HELP}`);
    return 2;
  }
  const storeFlag = flag(args, 'store');
  const store = new StoreLayout(storeFlag ? path.resolve(storeFlag) : defaultStoreDir());
  try {
    await run({ store, args, io, deps });
    return 0;
  } catch (err) {
    if (err instanceof DeployError) {
      io.err(`✗ ${err.message}`);
      return 1;
    }
    io.err(`✗ ${(err as Error).stack ?? String(err)}`);
    return 1;
  }
}

if (require.main === module) {
  void runCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
