import type { FastifyRequest } from 'fastify';
import type { PlatformCtx } from '../context';
import { one, type Queryable } from '../db';
import { Unauthorized } from './errors';
import { randomToken, sha256 } from '../lib/random';
import { addMs, DAY } from '../lib/time';

/** Same lifetime as the browser's token cookie (spec 1 §9). */
export const SESSION_TTL_MS = DAY;

export async function createSession(q: Queryable, userId: number, now: Date): Promise<string> {
  // Housekeeping at the one moment a user's sessions grow: their expired ones go.
  await q.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
  const token = randomToken();
  await q.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sha256(token),
    userId,
    now,
    addMs(now, SESSION_TTL_MS),
  ]);
  return token;
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

export interface SessionUser {
  userId: number;
  tokenHash: string;
}

/** The logged-in user of this request, or 401. Every protected handler starts with it. */
export async function requireUser(ctx: PlatformCtx, req: FastifyRequest): Promise<SessionUser> {
  const token = bearerToken(req);
  if (!token) throw new Unauthorized();
  const tokenHash = sha256(token);
  const row = await one<{ user_id: number }>(ctx.db, 'SELECT user_id FROM sessions WHERE token_hash = $1 AND expires_at > $2', [tokenHash, ctx.now()]);
  if (!row) throw new Unauthorized();
  return { userId: row.user_id, tokenHash };
}

export async function endSession(q: Queryable, tokenHash: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

/** After a password reset every other device has to log in again. */
export async function endUserSessions(q: Queryable, userId: number, except?: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [userId, except ?? '']);
}
