import type { PricePart } from '../contract';
import { sumPriceParts, yuan } from '../money';

// What a delivery order's total is made of (issue 32 item 6), as /fulfillmentConfirm previews it,
// the API stores and answers it, and the cashier shows it. The totals (deliveryPriceFen,
// teaPriceFen) are the sums of these parts: one computation, so a breakdown always adds up.

/** Packing of one pack (bag) of decoction or granules, integer fen. */
export const PACK_FEE_FEN = 50;

export interface DeliveryPriceInput {
  /** Herbs of one dose at the catalogue price, integer fen (PrescriptionInfo.charge / count). */
  herbFenPerDose: number;
  /** Processing fee of the form per dose, integer fen (DeliveryForm.feePerDose). */
  formFeePerDose: number;
  /** Number of doses. */
  formCount: number;
  /** Packs per dose, 1 to 6. */
  quantityDispensed: number;
  /** The centre's shipping fee, integer fen (DeliveryCentre.shippingFee). */
  shippingFee: number;
}

/** Names that make the parts' labels say which prescription, form and centre they are of. */
export interface PartNames {
  prescriptionName?: string;
  formName?: string;
  centreName?: string;
}

const named = (label: string, name: string | undefined, how: 'dot' | 'paren') => (!name ? label : how === 'dot' ? `${label} · ${name}` : `${label}（${name}）`);

/** The doses' herbs, processing, packing and the parcel's shipping of a decoction or granule order. */
export function deliveryPriceParts(p: DeliveryPriceInput, names: PartNames = {}): PricePart[] {
  const doses = `${p.formCount} 剂`;
  return [
    {
      kind: 'herbs',
      label: named('药费', names.prescriptionName, 'dot'),
      detail: `${yuan(p.herbFenPerDose)}/剂 × ${doses}`,
      fen: p.herbFenPerDose * p.formCount,
    },
    {
      kind: 'processing',
      label: named('加工费', names.formName, 'paren'),
      detail: `${yuan(p.formFeePerDose)}/剂 × ${doses}`,
      fen: p.formFeePerDose * p.formCount,
    },
    {
      kind: 'packing',
      label: '包装费',
      detail: `${yuan(PACK_FEE_FEN)}/包 × ${p.quantityDispensed} 包/剂 × ${doses}`,
      fen: PACK_FEE_FEN * p.quantityDispensed * p.formCount,
    },
    { kind: 'shipping', label: named('配送费', names.centreName, 'paren'), detail: '每单', fen: p.shippingFee },
  ];
}

/**
 * sumPrice = formCount × (herbFenPerDose + formFeePerDose + PACK_FEE_FEN × quantityDispensed) + shippingFee,
 * all integer fen: the sum of deliveryPriceParts.
 */
export const deliveryPriceFen = (p: DeliveryPriceInput): number => sumPriceParts(deliveryPriceParts(p));

export interface TeaPriceInput {
  /** The herbs of one box at the catalogue price, integer fen. */
  herbFenPerBox: number;
  /** Packing the box into bags (the form's fee), integer fen. */
  formFeePerBox: number;
  boxes: number;
  /** The centre's shipping fee, integer fen. */
  shippingFee: number;
}

/** A custom tea order's boxes of herbs, their bagging and the parcel's shipping. */
export function teaPriceParts(p: TeaPriceInput, names: PartNames = {}): PricePart[] {
  const boxes = `${p.boxes} 盒`;
  return [
    { kind: 'herbs', label: named('药费', names.prescriptionName, 'dot'), detail: `${yuan(p.herbFenPerBox)}/盒 × ${boxes}`, fen: p.herbFenPerBox * p.boxes },
    { kind: 'processing', label: named('加工费', names.formName, 'paren'), detail: `${yuan(p.formFeePerBox)}/盒 × ${boxes}`, fen: p.formFeePerBox * p.boxes },
    { kind: 'shipping', label: named('配送费', names.centreName, 'paren'), detail: '每单', fen: p.shippingFee },
  ];
}

/** sumPrice = boxes × (herbFenPerBox + formFeePerBox) + shippingFee, integer fen: the sum of teaPriceParts. */
export const teaPriceFen = (p: TeaPriceInput): number => sumPriceParts(teaPriceParts(p));
