import { PLATFORM_MSG } from '../messages';

/** A refusal the user should read: HTTP 200 with `{code, msg}` (spec: any code but 200 shows msg). */
export class BizError extends Error {
  constructor(
    message: string,
    readonly code = 500,
  ) {
    super(message);
    this.name = 'BizError';
  }
}

/** Missing, unknown or expired token on a protected call: HTTP 401 `{code:401}` ends the browser session. */
export class Unauthorized extends Error {
  readonly code = 401;
  constructor() {
    super(PLATFORM_MSG.unauthorized);
    this.name = 'Unauthorized';
  }
}

export const fail = (message: string, code = 500): never => {
  throw new BizError(message, code);
};

/**
 * Input that breaks the route's schema (wrong type, control characters, out-of-range number):
 * HTTP 400 with `{code: 400, msg}`. The browser shows msg like any other refusal.
 */
export class BadInput extends Error {
  readonly code = 400;
  constructor(message: string) {
    super(message);
    this.name = 'BadInput';
  }
}

/**
 * A limit was reached (api/src/limits): HTTP 429 with `{code: 429, msg}` and a Retry-After header.
 * The browser shows msg like any other refusal.
 */
export class TooMany extends Error {
  readonly code = 429;
  /** Whole seconds until the client may try again (at least 1). */
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterMs: number) {
    super(message);
    this.name = 'TooMany';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
