import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { CallKey, CallResponse } from '@tcm/shared/contract';
import { readInput, type Input, type InputSchema } from './input';
import { assertReadsContract, contractChecker } from './contractInput';

export type Handler<S extends InputSchema, R> = (input: Input<S>, req: FastifyRequest, reply: FastifyReply) => Promise<R>;

/** What the fuzz suite walks: every registered route with its input schema. */
export interface RouteEntry {
  method: HTTPMethods;
  /** The full URL pattern as registered, prefix included (e.g. /api/login). */
  url: string;
  schema: InputSchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered through `endpoint`, with its schema (buildApp decorates the root with []). */
    inputRoutes: RouteEntry[];
  }
}

/**
 * Registers one route whose input goes through the input layer: the handler only ever sees
 * `input`, checked against `schema`. Every route of the API (contract, sandbox, uploads by their
 * own multipart reading) is registered this way, so the fuzz suite knows them all.
 */
export function endpoint<S extends InputSchema, R>(app: FastifyInstance, method: HTTPMethods, url: string, schema: S, handler: Handler<S, R>): void {
  app.route({
    method,
    url,
    config: { inputLayer: true },
    handler: (req, reply) => handler(readInput(schema, req), req, reply),
  });
  if (!app.inputRoutes) throw new Error(`${method} ${url}: register routes inside buildApp, whose root keeps the route table`);
  app.inputRoutes.push({ method, url: `${app.prefix}${url}`, schema });
}

/**
 * Makes a scope (the API's /api, /uploads and /sandbox parts) refuse, at start-up, any route not
 * registered through `endpoint`: a route that reads its input around the layer would also be
 * missing from the fuzz suite. (Routes a host adds at its own root are not concerned.)
 */
export function requireInputLayer(scope: FastifyInstance): void {
  scope.addHook('onRoute', (options) => {
    if (!(options.config as { inputLayer?: boolean } | undefined)?.inputLayer) {
      throw new Error(`${String(options.method)} ${options.url}: register it with endpoint()/route() so its input goes through the input layer`);
    }
  });
}

/**
 * Registers one call of the contract by its `Calls` key (e.g. 'POST /login'), so the method, the
 * path and the response shape all come from the table the browser is typed from. Its input readers
 * must agree with the call's request schema or the API does not start, and what they read (the
 * query of a GET, else the body) is parsed with that schema before the handler runs
 * (contractInput.ts). Call inside a plugin registered with prefix `/api`.
 */
export function route<K extends CallKey, S extends InputSchema>(app: FastifyInstance, key: K, schema: S, handler: Handler<S, CallResponse<K>>): void {
  assertReadsContract(key, schema);
  const checkContract = contractChecker(key, schema);
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  endpoint(app, method, key.slice(space + 1), schema, async (input, req, reply) => {
    checkContract(method === 'GET' ? input.query : input.body);
    return handler(input, req, reply);
  });
}
