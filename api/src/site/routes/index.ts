import type { FastifyInstance } from 'fastify';
import type { SiteCtx } from '../context';
import { homeRoutes } from './home';
import { portalRoutes } from './portal';

/** The site's calls: the public home content (spec 1 §7) and the portal config the shell reads at start; under /api. */
export function siteRoutes(app: FastifyInstance, ctx: SiteCtx): void {
  homeRoutes(app, ctx);
  portalRoutes(app, ctx);
}
