import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { customTeaRoutes } from './customTea';
import { deliveryRoutes } from './delivery';
import { orderRoutes } from './orders';

/** The commerce calls of part 1 (spec 3 §7 Orders, Delivery placement), under /api. */
export function commerceRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  orderRoutes(app, ctx);
  deliveryRoutes(app, ctx);
  customTeaRoutes(app, ctx);
}
