import { ORDER_PRICE_ANSWER, PRICE_ANSWER, TEA_ORDER_PRICE_ANSWER } from '../testing/priceAnswers';
import { deliveryPriceFen, deliveryPriceParts, sumPriceParts, teaPriceFen, teaPriceParts } from '.';

describe('a delivery order price, part by part (issue 32 item 6)', () => {
  it('names the prescription, form and centre and says how each part is computed', () => {
    const parts = deliveryPriceParts(
      { herbFenPerDose: 1349, formFeePerDose: 300, formCount: 14, quantityDispensed: 2, shippingFee: 1200 },
      { prescriptionName: '黄连茯苓汤', formName: '代煎汤剂', centreName: '杭州代煎配送中心' },
    );
    expect(parts).toEqual([
      { kind: 'herbs', label: '药费 · 黄连茯苓汤', detail: '¥13.49/剂 × 14 剂', fen: 18886 },
      { kind: 'processing', label: '加工费（代煎汤剂）', detail: '¥3.00/剂 × 14 剂', fen: 4200 },
      { kind: 'packing', label: '包装费', detail: '¥0.50/包 × 2 包/剂 × 14 剂', fen: 1400 },
      { kind: 'shipping', label: '配送费（杭州代煎配送中心）', detail: '每单', fen: 1200 },
    ]);
    expect(sumPriceParts(parts)).toBe(25686);
  });

  it('sums to the formula formCount × (herbs + form fee + 50 × packs) + shipping over many orders', () => {
    for (const herbFenPerDose of [0, 1, 999, 13489, 250000]) {
      for (const formFeePerDose of [0, 200, 300]) {
        for (const formCount of [1, 7, 30, 999]) {
          for (const quantityDispensed of [1, 2, 6]) {
            for (const shippingFee of [0, 1000, 1500]) {
              const p = { herbFenPerDose, formFeePerDose, formCount, quantityDispensed, shippingFee };
              const formula = formCount * (herbFenPerDose + formFeePerDose + 50 * quantityDispensed) + shippingFee;
              expect(deliveryPriceFen(p)).toBe(formula);
              expect(sumPriceParts(deliveryPriceParts(p))).toBe(formula);
            }
          }
        }
      }
    }
  });

  it('a custom tea: boxes of herbs, bagging and shipping, summing to teaPriceFen', () => {
    const p = { herbFenPerBox: 3600, formFeePerBox: 100, boxes: 2, shippingFee: 800 };
    const parts = teaPriceParts(p, { prescriptionName: '定制养生茶', formName: '袋泡茶' });
    expect(parts.map((x) => [x.label, x.detail, x.fen])).toEqual([
      ['药费 · 定制养生茶', '¥36.00/盒 × 2 盒', 7200],
      ['加工费（袋泡茶）', '¥1.00/盒 × 2 盒', 200],
      ['配送费', '每单', 800],
    ]);
    expect(sumPriceParts(parts)).toBe(teaPriceFen(p));
    expect(teaPriceFen(p)).toBe(8200);
  });
});

describe("the API's answers (recorded): each breakdown adds up to its total, and the pages' preview gives the same parts", () => {
  it("a decoction order: /fulfillmentConfirm's preview of the same choices is the API's parts and total, to the fen", () => {
    const { prescription: rx, priceParts, sumPrice } = ORDER_PRICE_ANSWER;
    expect(sumPriceParts(priceParts)).toBe(sumPrice);
    // What the confirmation page computes from the prescription (charge / count), the form's fee, the centre's shipping.
    const preview = deliveryPriceParts(
      { herbFenPerDose: rx.charge / rx.count, formFeePerDose: 300, formCount: 14, quantityDispensed: 1, shippingFee: 1200 },
      { prescriptionName: rx.name, formName: '代煎汤剂', centreName: '杭州代煎配送中心' },
    );
    expect(preview).toEqual(priceParts);
    expect(sumPriceParts(preview)).toBe(sumPrice);
  });

  it('a custom tea order and a consultation', () => {
    expect(sumPriceParts(TEA_ORDER_PRICE_ANSWER.priceParts)).toBe(TEA_ORDER_PRICE_ANSWER.sumPrice);
    expect(sumPriceParts(PRICE_ANSWER.priceParts)).toBe(PRICE_ANSWER.price);
  });
});
