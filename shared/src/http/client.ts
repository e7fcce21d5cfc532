import ky from 'ky';
import type { ApiEnvelope, CallKey, CallRequest, CallResponse } from '../contract';
import { OK, UNAUTHORIZED } from '../contract';
import { FALLBACK } from '../errors/messages';
import { notify } from '../notify';
import { getToken } from '../session/token';
import { handleUnauthorized } from '../session/unauthorized';

/** A call that reached the server and was answered with a code other than 200. Already shown. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly body: ApiEnvelope,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server could not be reached or answered something that is not the envelope. Never shown. */
export class TransportError extends Error {
  constructor(cause: unknown) {
    super('transport failure', { cause });
    this.name = 'TransportError';
  }
}

export interface CallOptions {
  /** The catalogue's fallback when the server's msg is empty. */
  fallback?: string;
  /** Path parameters for keys like `DELETE /delivery/address/:deliveryAddressId`. */
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Do not toast a failure (the caller shows it another way). */
  quiet?: boolean;
  signal?: AbortSignal;
}

const http = ky.create({
  // Absolute, because fetch outside a document (tests, workers) cannot resolve a relative URL.
  // (No window when the shell prerenders its public pages in Node; nothing is fetched there.)
  prefixUrl: new URL('/api', typeof window === 'undefined' ? 'http://localhost/' : window.location.href).toString(),
  throwHttpErrors: false,
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

function buildPath(path: string, params?: CallOptions['params']): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function toSearchParams(req: unknown): Record<string, string> | undefined {
  if (!req || typeof req !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/**
 * Calls one endpoint of the contract. Resolves with the body only when `code === 200`.
 * 401: the session ends (token and session storage cleared, /Login). Other codes: the server's
 * msg or the fallback as an error toast, then ApiError. Transport failures: TransportError, silent.
 */
export async function call<K extends CallKey>(key: K, req?: CallRequest<K>, options: CallOptions = {}): Promise<CallResponse<K>> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space).toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const path = buildPath(key.slice(space + 2), options.params);
  let body: ApiEnvelope;
  try {
    const response = await http(path, {
      method,
      headers: options.headers,
      signal: options.signal,
      ...(method === 'get' || method === 'delete' ? { searchParams: toSearchParams(req) } : req instanceof FormData ? { body: req } : { json: req ?? {} }),
    });
    body = await response.json<ApiEnvelope>();
    if (!body || typeof body.code !== 'number') throw new Error(`not an envelope (HTTP ${response.status})`);
  } catch (error) {
    throw new TransportError(error);
  }
  if (body.code === OK) return body;
  if (body.code === UNAUTHORIZED) {
    handleUnauthorized();
    throw new ApiError(body.code, body.msg || '登录状态已过期', body);
  }
  const text = body.msg || options.fallback || FALLBACK.default;
  if (!options.quiet) notify.error(text);
  throw new ApiError(body.code, text, body);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
