import type { PricePart } from '../contract';

/**
 * Test fixture (never bundled): price breakdowns as the reference API answered them, recorded from
 * its test app (a 智能 visit of 14 days priced and paid, its first prescription ordered as 14 doses
 * of 代煎汤剂 with 1 pack a dose from 杭州代煎配送中心, a custom tea of 2 boxes; the visit renumbered
 * 42 as the pages' fixtures). The numbers are those of issue 32's doctor's day (¥236.72, 黄连茯苓汤
 * ¥137.34). api/test/dispensed-and-priced.test.ts checks the live answers the same way.
 */
export const PRICE_ANSWER: { price: number; freeFlag: false; visitRecordId: number; priceParts: PricePart[] } = {
  price: 23672,
  freeFlag: false,
  visitRecordId: 42,
  priceParts: [
    { kind: 'herbs', label: '药费 · 黄连茯苓汤', detail: '¥9.81/剂 × 14 剂', fen: 13734, prescriptionNo: 0 },
    { kind: 'herbs', label: '药费 · 正阳汤', detail: '¥5.67/剂 × 14 剂', fen: 7938, prescriptionNo: 1 },
    { kind: 'consultation', label: '问诊费', detail: '每次问诊', fen: 2000 },
  ],
};

/** GET /delivery/order/info/{id}: the total and its parts, and the prescription as placed. */
export const ORDER_PRICE_ANSWER: { sumPrice: number; priceParts: PricePart[]; prescription: { name: string; count: number; charge: number } } = {
  sumPrice: 19834,
  priceParts: [
    { kind: 'herbs', label: '药费 · 黄连茯苓汤', detail: '¥9.81/剂 × 14 剂', fen: 13734 },
    { kind: 'processing', label: '加工费（代煎汤剂）', detail: '¥3.00/剂 × 14 剂', fen: 4200 },
    { kind: 'packing', label: '包装费', detail: '¥0.50/包 × 1 包/剂 × 14 剂', fen: 700 },
    { kind: 'shipping', label: '配送费（杭州代煎配送中心）', detail: '每单', fen: 1200 },
  ],
  prescription: { name: '黄连茯苓汤', count: 14, charge: 13734 },
};

/** GET /delivery/order/customTeaInfo/{id}. */
export const TEA_ORDER_PRICE_ANSWER: { sumPrice: number; priceParts: PricePart[] } = {
  sumPrice: 10246,
  priceParts: [
    { kind: 'herbs', label: '药费 · 定制养生茶', detail: '¥46.23/盒 × 2 盒', fen: 9246 },
    { kind: 'processing', label: '加工费（袋泡茶）', detail: '¥1.00/盒 × 2 盒', fen: 200 },
    { kind: 'shipping', label: '配送费（杭州养生茶配送中心）', detail: '每单', fen: 800 },
  ],
};
