import {
  DELIVERY_MSG,
  TEA_BAGS_PER_BOX,
  TEA_END_DATE,
  TEA_MSG,
  customTeaFormProblem,
  formCountText,
  formCountUnit,
  teaBagsOf,
  teaBoxesFor,
  teaDaysCovered,
  teaGrams,
  teaOrderGrams,
  teaPriceFen,
  teaSliceWeight,
  teaSupplyText,
  teaWeightTotal,
} from '.';

const good = {
  form: 'TEA_BAG',
  deliveryId: 'HZ-TEA',
  formCount: '1',
  recipientName: '张三',
  recipientPhone: '13800000000',
  province: '浙江省',
  city: '杭州市',
  county: '西湖区',
  street: '文三路1号',
  zipCode: '',
  remark: '',
};

describe('custom tea boxes (spec 3 §9: 48 bags of 5 g a box, one bag a day)', () => {
  it('needs whole boxes for the days', () => {
    expect(TEA_BAGS_PER_BOX).toBe(48);
    expect(teaBoxesFor(1)).toBe(1);
    expect(teaBoxesFor(48)).toBe(1);
    expect(teaBoxesFor(49)).toBe(2);
    expect(teaBoxesFor(96)).toBe(2);
    expect(teaBoxesFor(97)).toBe(3);
    expect(teaBoxesFor(0)).toBe(1);
  });
  it('counts bags and the days they cover', () => {
    expect(teaBagsOf(3)).toBe(144);
    expect(teaDaysCovered(2)).toBe(96);
  });
  it('fixes the end date', () => expect(TEA_END_DATE).toBe('47121231'));
});

describe('custom tea weights', () => {
  it('reads grams from a herb line', () => {
    expect(teaGrams('12g')).toBe(12);
    expect(teaGrams('12.5 g')).toBe(12.5);
    expect(teaGrams(7)).toBe(7);
    expect(teaGrams('克')).toBe(0);
  });
  it('rounds slice weight on the edit page and rounds it up on the confirm page', () => {
    expect(teaSliceWeight(12.4, 'edit')).toBe(12);
    expect(teaSliceWeight(12.5, 'edit')).toBe(13);
    expect(teaSliceWeight(12.1, 'confirm')).toBe(13);
    expect(teaSliceWeight(12, 'confirm')).toBe(12);
    // Granule grams times the conversion ratio.
    expect(teaSliceWeight(3, 'edit', 1.3)).toBe(4);
    expect(teaSliceWeight(3, 'confirm', 1.1)).toBe(4);
  });
  it('totals are integer sums of the weights, not a rounded sum of fractions', () => {
    expect(teaWeightTotal([60, 60, 120])).toBe(240);
    expect(teaWeightTotal([1.6, 1.6])).toBe(2);
  });
  it('weighs a herb for the whole order, rounded up', () => {
    expect(teaOrderGrams(60, 3)).toBe(180);
    expect(teaOrderGrams(1.25, 3)).toBe(4);
  });
});

describe('custom tea price', () => {
  it('is boxes × (herbs + packing of a box) + shipping, in fen', () => {
    expect(teaPriceFen({ herbFenPerBox: 3600, formFeePerBox: 100, boxes: 2, shippingFee: 800 })).toBe(8200);
  });
});

describe('customTeaFormProblem (spec 3 §5 custom tea delivery)', () => {
  it('passes a complete form', () => {
    expect(customTeaFormProblem(good, 'submit')).toBeNull();
    expect(customTeaFormProblem({ ...good, formCount: 2, zipCode: '310000', remark: '放门口' }, 'submit')).toBeNull();
  });
  it.each<[string, Record<string, unknown>, string]>([
    ['form', { form: '' }, TEA_MSG.formRequired],
    ['centre', { deliveryId: '' }, TEA_MSG.centreRequired],
    ['boxes empty', { formCount: '' }, TEA_MSG.boxesRequired],
    ['boxes zero', { formCount: '0' }, TEA_MSG.boxesInvalid],
    ['boxes not digits', { formCount: '1.5' }, TEA_MSG.boxesInvalid],
    ['boxes negative', { formCount: -1 }, TEA_MSG.boxesInvalid],
    ['boxes too many', { formCount: 100 }, TEA_MSG.boxesInvalid],
    ['name', { recipientName: ' ' }, TEA_MSG.recipientRequired],
    ['phone short', { recipientPhone: '1380000000' }, TEA_MSG.phoneInvalid],
    ['phone letters', { recipientPhone: '1380000000a' }, TEA_MSG.phoneInvalid],
    ['region', { county: '' }, TEA_MSG.regionRequired],
    ['street', { street: '' }, TEA_MSG.streetRequired],
    ['zip', { zipCode: '31000' }, TEA_MSG.zipInvalid],
    ['remark', { remark: '字'.repeat(101) }, TEA_MSG.remarkTooLong],
  ])('submit refuses %s', (_name, patch, message) => {
    expect(customTeaFormProblem({ ...good, ...patch }, 'submit')).toBe(message);
  });
  it('checks in the page order: the form before the phone', () => {
    expect(customTeaFormProblem({ ...good, form: '', recipientPhone: '' }, 'submit')).toBe(TEA_MSG.formRequired);
  });
  it('the draft needs form, count, name, phone, region and street, not the centre', () => {
    expect(customTeaFormProblem({ ...good, deliveryId: '' }, 'draft')).toBeNull();
    expect(customTeaFormProblem({ ...good, formCount: '' }, 'draft')).toBe(TEA_MSG.boxesRequired);
    expect(customTeaFormProblem({ ...good, street: '' }, 'draft')).toBe(TEA_MSG.streetRequired);
    expect(customTeaFormProblem({ ...good, remark: '字'.repeat(101) }, 'draft')).toBe(TEA_MSG.remarkTooLong);
  });
  it('words the shared rules as the decoction form does', () => {
    for (const key of [
      'formRequired',
      'centreRequired',
      'recipientRequired',
      'phoneInvalid',
      'regionRequired',
      'streetRequired',
      'zipInvalid',
      'remarkTooLong',
    ] as const) {
      expect(TEA_MSG[key]).toBe(DELIVERY_MSG[key]);
    }
  });
  it('speaks of boxes, not doses', () => {
    expect(TEA_MSG.boxesInvalid).toContain('盒');
    expect(TEA_MSG.phoneInvalid).toBe('请输入正确的11位手机号');
  });
});

describe('the tea’s days and units, one wording on every page (issue 32)', () => {
  it('says the boxes’ bags against the tea’s own days, never the days the bags would last', () => {
    expect(teaSupplyText(2, 60)).toBe('2 盒共 96 袋，够饮用 60 天（每日 1 袋）');
    expect(teaSupplyText(1, 48)).toBe('1 盒共 48 袋，够饮用 48 天（每日 1 袋）');
    expect(teaSupplyText(1, 60)).toBe('1 盒共 48 袋，不足饮用 60 天所需的 60 袋');
  });

  it('counts a custom tea’s formCount in 盒 and any other in 剂', () => {
    expect(formCountText(2, 'R')).toBe('2 盒');
    expect(formCountText(2, 'customTea')).toBe('2 盒');
    expect(formCountText(7, '')).toBe('7 剂');
    expect(formCountText(7, 'G')).toBe('7 剂');
    expect(formCountUnit(undefined)).toBe('剂');
  });
});
