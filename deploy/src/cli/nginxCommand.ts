/** `nginx-conf`: prints (or writes) the nginx config for a store, environment and API upstream. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertEnv } from '@tcm/release';
import { PRODUCTION_NGINX, renderNginx } from '../nginx/render';
import { flag } from './args';
import type { Context } from './commands';

export async function nginxConf(ctx: Context): Promise<void> {
  const brotliFlag = flag(ctx.args, 'brotli');
  const conf = renderNginx({
    ...PRODUCTION_NGINX,
    storeDir: flag(ctx.args, 'store') ? ctx.store.root : PRODUCTION_NGINX.storeDir,
    env: assertEnv(flag(ctx.args, 'env') ?? PRODUCTION_NGINX.env),
    apiUpstream: flag(ctx.args, 'api') ?? PRODUCTION_NGINX.apiUpstream,
    listen: flag(ctx.args, 'listen') ?? PRODUCTION_NGINX.listen,
    brotli: brotliFlag === undefined ? PRODUCTION_NGINX.brotli : brotliFlag === 'auto' ? 'auto' : brotliFlag === 'on',
  });
  const out = flag(ctx.args, 'out');
  if (out) {
    writeFileSync(path.resolve(out), conf);
    ctx.io.out(`wrote ${path.resolve(out)}`);
  } else ctx.io.out(conf);
}
