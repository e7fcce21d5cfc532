import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformCtx } from '../context';
import { randomToken } from '../lib/random';
import { PLATFORM_MSG } from '../messages';

/**
 * The sandbox's boundary. Sandbox mode hands out what production never does: every live SMS code
 * (POST /api/getCode) and the back office's verbs (/sandbox/operator/*). Those answer only to
 *
 *   - a client on this machine (req.ip is loopback; behind a proxy req.ip is the client's address
 *     only when the proxy is trusted, see app.ts, and a request forwarded by an untrusted proxy is
 *     never local), or
 *   - a request carrying this start's operator token in the X-Operator-Token header.
 *
 * Everyone else gets HTTP 403 `{code: 403, msg: PLATFORM_MSG.operatorOnly}`. The provider pages a phone
 * opens (/sandbox/wechat/*) stay open to the LAN: a phone scanning the QR code is not on loopback.
 */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

/** A shorter token given in OPERATOR_TOKEN could be guessed. */
export const OPERATOR_TOKEN_MIN_LENGTH = 16;

/** A new random token: what each start uses unless OPERATOR_TOKEN names one. */
export const newOperatorToken = () => randomToken(24);

const LOOPBACK = /^(127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x. */
export const isLoopback = (ip: string | undefined): boolean => !!ip && LOOPBACK.test(ip);

/**
 * Forwarded by a proxy the API does not trust: the request names a client (X-Forwarded-For,
 * Forwarded, X-Real-IP) but Fastify did not resolve it (req.ips holds only the socket's address,
 * or nothing when no proxy is trusted). Then req.ip is the proxy's address, and a proxy on this
 * machine would make every client look local.
 */
function forwardedByUntrustedProxy(req: FastifyRequest): boolean {
  const h = req.headers;
  if (h['x-forwarded-for'] === undefined && h.forwarded === undefined && h['x-real-ip'] === undefined) return false;
  return !(Array.isArray(req.ips) && req.ips.length > 1);
}

/**
 * A client on this machine, talking to the API directly or through a trusted proxy on this machine:
 * the connection and the client (req.ip) are both loopback. The socket's address is checked too,
 * so a forwarded-for header never turns a connection from elsewhere into a local one, whatever
 * proxies are trusted.
 */
export const isLocalClient = (req: FastifyRequest): boolean => isLoopback(req.socket.remoteAddress) && isLoopback(req.ip) && !forwardedByUntrustedProxy(req);

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Constant-time comparison of the header with the token (digests, so lengths may differ). */
function tokenMatches(given: unknown, token: string): boolean {
  if (!token || typeof given !== 'string' || !given) return false;
  return crypto.timingSafeEqual(digest(given), digest(token));
}

/** May this request read SMS codes and run operator verbs? */
export function mayOperate(ctx: Pick<PlatformCtx, 'operatorToken'>, req: FastifyRequest): boolean {
  return isLocalClient(req) || tokenMatches(req.headers[OPERATOR_TOKEN_HEADER], ctx.operatorToken);
}

export const OPERATOR_ONLY = { code: 403, msg: PLATFORM_MSG.operatorOnly } as const;

/**
 * For a handler: undefined when the request may operate; otherwise the reply is set to 403 and the
 * refusal envelope is returned for the handler to return.
 */
export function operatorRefusal(ctx: Pick<PlatformCtx, 'operatorToken'>, req: FastifyRequest, reply: FastifyReply) {
  if (mayOperate(ctx, req)) return undefined;
  req.log.warn({ ip: req.ip, url: req.url }, 'sandbox operator route refused to a non-loopback client without the operator token');
  reply.code(403);
  return { ...OPERATOR_ONLY };
}

/** The same as an onRequest hook, for a scope whose every route is operator-only. */
export const operatorOnlyHook = (ctx: Pick<PlatformCtx, 'operatorToken'>) => async (req: FastifyRequest, reply: FastifyReply) => {
  const refusal = operatorRefusal(ctx, req, reply);
  if (refusal) return reply.send(refusal);
};
