import { z } from 'zod';

// The building blocks of the run-time contract. Every schema of this folder describes one documented
// request or answer of spec 1–3 §7 (and the models of spec 3 §3) as the reference API sends and
// accepts it; the TypeScript types of `@tcm/shared/contract` are derived from them (`import type`
// only, so no page bundle carries zod). Objects are open: a client may receive more than a schema
// names, never less.

/** The envelope of every answer: success is `code === 200` only. */
export const envelope = z.object({ code: z.number().int(), msg: z.string().optional() });

/** An answer whose payload is `data`. */
export const dataBody = <T extends z.ZodType>(data: T) => envelope.extend({ data });
/** A page of a list call. */
export const rowsBody = <T extends z.ZodType>(row: T) => envelope.extend({ rows: z.array(row), total: z.number().int().nonnegative() });

/** Money is integer fen end to end. */
export const fen = z.number().int();
export const int = z.number().int();
/** Database ids. */
export const id = z.number().int().positive();
export const yesNo = z.enum(['Y', 'N']);

export const pageQuery = z.object({ pageNum: int.positive(), pageSize: int.positive() });

export const pricePart = z.object({
  /**
   * herbs: 药费 of one prescription (its herbs at the catalogue price × doses); consultation: 问诊费;
   * processing: 加工费 of the herb form (代煎, 颗粒, 袋泡茶); packing: 包装费 of the packs; shipping: 配送费.
   */
  kind: z.enum(['herbs', 'consultation', 'processing', 'packing', 'shipping']),
  /** As the pages show it, e.g. 药费 · 黄连茯苓汤. */
  label: z.string(),
  /** How it is computed, e.g. ¥13.49/剂 × 14 剂. */
  detail: z.string(),
  fen,
  /** herbs: which prescription of the visit (its index in prescriptionInfos, the sheet's index). */
  prescriptionNo: int.nonnegative().optional(),
});
