import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';

export function uploadRoutes(_app: FastifyInstance, _ctx: Ctx): void {}
