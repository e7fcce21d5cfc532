import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';

export function doctorRoutes(_app: FastifyInstance, _ctx: Ctx): void {}
