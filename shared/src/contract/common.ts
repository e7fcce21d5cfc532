/**
 * The envelope every reference-API response uses. Success is `code === 200` only.
 * Some calls put their payload in `data`, list calls use `rows`/`total`, and a few
 * (login, getInfo, bind, invite info, getCode) carry named top-level fields, as the spec shows.
 */
export interface ApiEnvelope {
  code: number;
  msg?: string;
}

export type ApiBody<Extra extends object = object> = ApiEnvelope & Extra;
export type DataBody<T> = ApiBody<{ data: T }>;
export type RowsBody<T> = ApiBody<{ rows: T[]; total: number }>;

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** `Y`/`N` flags are strings on the wire. */
export type YesNo = 'Y' | 'N';

export const OK = 200;
export const UNAUTHORIZED = 401;
