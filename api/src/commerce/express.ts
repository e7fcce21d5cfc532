import { HOUR } from '../platform/lib/time';

/**
 * The courier (spec 3 §3 Express info). A real provider would book a pickup and be asked for the
 * parcel's progress; the sandbox one below names a courier and a number on shipping and lets the
 * parcel move as time passes (or when the operator advances it).
 */
export interface ExpressProvider {
  /** Books the parcel: the courier's name and the tracking number, and the first event. */
  ship(order: { deliveryOrderId: string; deliveryName: string }, now: Date): { companyName: string; expressNo: string; first: string };
  /**
   * The events due by `now` after the `known` ones (each with its time), for a parcel shipped at
   * `shippedAt`. Called on every read of the progress.
   */
  due(parcel: { shippedAt: Date; known: { seq: number; at: Date }[]; recipientCity: string }, now: Date): { context: string; at: Date }[];
  /** The next event at once (the operator's advance-express), or null when only delivery is left. */
  next(parcel: { known: { seq: number; at: Date }[]; recipientCity: string }, now: Date): { context: string; at: Date } | null;
  /** The signature event when the parcel is delivered. */
  delivered(recipientName: string): string;
}

/** In transit after shipping: each step becomes due this long after the parcel left. */
const STEPS: { after: number; text: (city: string) => string }[] = [
  { after: 0, text: () => '' /* the first event comes from ship() */ },
  { after: 4 * HOUR, text: () => '快件已到达【杭州转运中心】，正在分拣' },
  { after: 12 * HOUR, text: (city) => `快件已从【杭州转运中心】发出，下一站【${city || '目的地'}转运中心】` },
  { after: 24 * HOUR, text: (city) => `快件已到达【${city || '目的地'}转运中心】` },
  { after: 30 * HOUR, text: (city) => `快件正在派送中（${city || '目的地'}），派送员电话 95338，请保持电话畅通` },
];

export const SANDBOX_COURIER = '顺丰速运（沙箱）';

/** The sandbox courier: a number derived from the order (stable, readable), events on a fixed timetable. */
export const sandboxExpress: ExpressProvider = {
  ship(order) {
    const digits = order.deliveryOrderId.replace(/\D/g, '').padStart(8, '0');
    return {
      companyName: SANDBOX_COURIER,
      expressNo: `SF9${digits}`,
      first: `【${order.deliveryName}】已揽收，快件准备发往【杭州转运中心】`,
    };
  },
  due({ shippedAt, known, recipientCity }, now) {
    const out: { context: string; at: Date }[] = [];
    let last = known.length ? known[known.length - 1].at : shippedAt;
    for (let seq = known.length; seq < STEPS.length; seq++) {
      const at = new Date(Math.max(shippedAt.getTime() + STEPS[seq].after, last.getTime()));
      if (at > now) break;
      out.push({ context: STEPS[seq].text(recipientCity), at });
      last = at;
    }
    return out;
  },
  next({ known, recipientCity }, now) {
    const seq = known.length;
    if (seq === 0 || seq >= STEPS.length) return null;
    return { context: STEPS[seq].text(recipientCity), at: now };
  },
  delivered(recipientName) {
    return `快件已签收，签收人：${recipientName}。感谢使用顺丰速运（沙箱）`;
  },
};
