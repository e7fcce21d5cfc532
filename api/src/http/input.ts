import type { FastifyRequest } from 'fastify';

export type Fields = Record<string, unknown>;

/** The JSON body or query as a plain record; anything else (arrays, strings, null) reads as empty. */
export function fieldsOf(value: unknown): Fields {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
}

export const bodyOf = (req: FastifyRequest) => fieldsOf(req.body);
export const queryOf = (req: FastifyRequest) => fieldsOf(req.query);

/** A field as trimmed text; numbers are accepted (forms sometimes send them), everything else is ''. */
export function text(fields: Fields, key: string): string {
  const v = fields[key];
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A field exactly as typed (passwords: spaces are significant). */
export function raw(fields: Fields, key: string): string {
  const v = fields[key];
  return typeof v === 'string' ? v : '';
}

/** pageNum/pageSize with sane bounds, so a crafted query cannot ask for the whole table. */
export function paging(fields: Fields, defaultSize = 10, maxSize = 100): { pageNum: number; pageSize: number; offset: number } {
  const num = Math.floor(Number(text(fields, 'pageNum')));
  const size = Math.floor(Number(text(fields, 'pageSize')));
  const pageNum = Number.isFinite(num) && num >= 1 ? num : 1;
  const pageSize = Number.isFinite(size) && size >= 1 ? Math.min(size, maxSize) : defaultSize;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}
