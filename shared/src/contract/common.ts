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

/**
 * One part of a price, integer fen (issue 32 item 6: money explained). A breakdown's parts sum to
 * the total it explains exactly, to the fen: the API computes both with the same function (the
 * total is the sum of the parts), and answers a breakdown only where that holds.
 */
export interface PricePart {
  /**
   * herbs: 药费 of one prescription (its herbs at the catalogue price × doses); consultation: 问诊费;
   * processing: 加工费 of the herb form (代煎, 颗粒, 袋泡茶); packing: 包装费 of the packs; shipping: 配送费.
   */
  kind: 'herbs' | 'consultation' | 'processing' | 'packing' | 'shipping';
  /** As the pages show it, e.g. 药费 · 黄连茯苓汤. */
  label: string;
  /** How it is computed, e.g. ¥13.49/剂 × 14 剂. */
  detail: string;
  fen: number;
  /** herbs: which prescription of the visit (its index in prescriptionInfos, the sheet's index). */
  prescriptionNo?: number;
}

/** A delivery order's status (commerce; a prescription of the clinic shows it too). */
/**
 * 0 待支付, 1 已支付, 2 调配中, 3 煎制中, 4 已发货, 5 已完成, -1..-6 cancelled (a reason each),
 * 99 payable again after a failed payment. 100 is the 草稿 pseudo-status of the list's tab only.
 */
export type DeliveryStatus = 0 | 1 | 2 | 3 | 4 | 5 | -1 | -2 | -3 | -4 | -5 | -6 | 99;
