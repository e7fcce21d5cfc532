import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { CallKey, CallResponse } from '@tcm/shared/contract';

export type Handler<K extends CallKey> = (req: FastifyRequest, reply: FastifyReply) => Promise<CallResponse<K>>;

/**
 * Registers one call of the contract by its `Calls` key (e.g. 'POST /login'), so the method, the
 * path and the response shape all come from the table the browser is typed from.
 * Call inside a plugin registered with prefix `/api`.
 */
export function route<K extends CallKey>(app: FastifyInstance, key: K, handler: Handler<K>): void {
  const space = key.indexOf(' ');
  app.route({
    method: key.slice(0, space) as HTTPMethods,
    url: key.slice(space + 1),
    handler: (req, reply) => handler(req, reply),
  });
}
