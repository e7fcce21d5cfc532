import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { generalRoutes } from './general';
import { patientRoutes } from './patients';
import { payRoutes } from './pay';
import { prescriptionRoutes } from './prescription';
import { selfComposedRoutes } from './selfComposed';
import { serviceRoutes } from './services';
import { sheetRoutes } from './sheet';
import { visitRoutes } from './visits';

/** The clinic's calls (spec 2 §7), under /api. */
export function clinicRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  patientRoutes(app, ctx);
  visitRoutes(app, ctx);
  payRoutes(app, ctx);
  prescriptionRoutes(app, ctx);
  selfComposedRoutes(app, ctx);
  generalRoutes(app, ctx);
  sheetRoutes(app, ctx);
  serviceRoutes(app, ctx);
}
