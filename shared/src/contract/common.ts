import type { z } from 'zod';
import type * as s from './schema';
export type ApiEnvelope = z.infer<typeof s.envelope>;

export type ApiBody<Extra extends object = object> = ApiEnvelope & Extra;
export type DataBody<T> = ApiBody<{ data: T }>;
export type RowsBody<T> = ApiBody<{ rows: T[]; total: number }>;

export type PageQuery = z.infer<typeof s.pageQuery>;

export type YesNo = z.infer<typeof s.yesNo>;

export const OK = 200;
export const UNAUTHORIZED = 401;

export type PricePart = z.infer<typeof s.pricePart>;
