import type { FastifyRequest } from 'fastify';

/** The public origin this request came through (behind the web server too: the app trusts its proxy headers). */
export const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
