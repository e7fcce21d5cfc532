import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PLATFORM_MSG } from '../messages';
import { BadInput, BizError, TooMany, Unauthorized } from './errors';

/**
 * Envelope behaviour for one encapsulated part of the server (the /api plugin, uploads, sandbox):
 * every answer is `{code, msg}`. Set per part, not on the root, so whoever mounts the API
 * (e.g. the production server that also serves the shell) keeps its own root handlers.
 */
export function useEnvelope(scope: FastifyInstance): void {
  scope.setNotFoundHandler((_req, reply) => reply.code(404).send({ code: 404, msg: PLATFORM_MSG.notFound }));
  scope.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof Unauthorized) return reply.code(401).send({ code: 401, msg: PLATFORM_MSG.unauthorized });
    if (error instanceof BizError) return reply.code(200).send({ code: error.code, msg: error.message });
    const thrown: unknown = error;
    if (thrown instanceof BadInput) return reply.code(400).send({ code: 400, msg: thrown.message });
    if (thrown instanceof TooMany) {
      return reply.code(429).header('Retry-After', String(thrown.retryAfterSeconds)).send({ code: 429, msg: thrown.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type, body too large: the client's fault, still an envelope.
      req.log.info({ err: error }, 'bad request');
      return reply.code(status).send({ code: status, msg: PLATFORM_MSG.badRequest });
    }
    logServerError(req, error, status);
    return reply.code(500).send({ code: 500, msg: PLATFORM_MSG.serverError });
  });
}

/** Whether the request's logger writes errors (Fastify's `logger: false` gives a logger without a level). */
const logsErrors = (req: FastifyRequest) => {
  const log = req.log as { level?: unknown; isLevelEnabled?: (level: string) => boolean };
  return typeof log.level === 'string' && log.level !== 'silent' && (log.isLevelEnabled?.('error') ?? true);
};

/**
 * Every 5xx is written down with its request id: through the request's logger when it is on, else
 * as one JSON line on stderr (the portal runs with the access log off, `logger: false`, and a 500
 * there once left no trace at all).
 */
export function logServerError(req: FastifyRequest, error: Error, status = 500, write: (line: string) => unknown = (line) => process.stderr.write(line)): void {
  if (logsErrors(req)) {
    req.log.error({ err: error, reqId: req.id, status }, 'unhandled error');
    return;
  }
  const line = {
    level: 'error',
    time: new Date().toISOString(),
    reqId: req.id,
    method: req.method,
    url: req.url.split('?')[0],
    status,
    msg: 'unhandled error',
    err: { type: error.name, message: error.message, stack: error.stack },
  };
  write(`${JSON.stringify(line)}\n`);
}

/**
 * JSON bodies, where an empty body means `{}`: the browser's client posts logout and similar calls
 * with no payload, which Fastify's default parser would reject.
 */
export function lenientJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const textBody = typeof body === 'string' ? body : body.toString('utf8');
    if (textBody.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(textBody));
    } catch {
      const error = new Error('invalid JSON body') as FastifyError;
      error.statusCode = 400;
      done(error, undefined);
    }
  });
}
