import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { applyRoutes } from './apply';
import { uploadRoutes } from './upload';

/** The doctor certification's calls (spec 3 §7): the application and the certificate upload; under /api. */
export function certificationRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  applyRoutes(app, ctx);
  uploadRoutes(app, ctx);
}
