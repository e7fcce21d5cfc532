import type { FastifyInstance } from 'fastify';
import type { ReleaseOps } from '@tcm/release';
import type { ReleaseCtx } from '../context';
import { opsRoutes } from './ops';
import { telemetryRoutes } from './telemetry';

/**
 * The API side of release operations (@tcm/release does the work): POST /telemetry and the /ops
 * page's calls; under /api. `releases` is the release store's verbs (none: the ops verbs refuse).
 */
export function releaseRoutes(app: FastifyInstance, ctx: ReleaseCtx, releases: ReleaseOps | undefined): void {
  telemetryRoutes(app, ctx, releases);
  opsRoutes(app, ctx, releases);
}
