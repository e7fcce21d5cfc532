import { DELIVERY_MSG, EMPTY_DELIVERY_FORM, validateDelivery, type DeliveryFormValues } from './deliveryForm';

const FULL: DeliveryFormValues = {
  form: 'decoction',
  deliveryId: 'DC01',
  formCount: '7',
  quantityDispensed: 2,
  recipientName: '李四',
  recipientPhone: '13912345678',
  region: ['330000', '330100', '330106'],
  street: '文三路 1 号',
  zipCode: '',
  remark: '',
};

describe('validateDelivery (spec 3 §5)', () => {
  it('passes a complete form for both buttons', () => {
    expect(validateDelivery(FULL, 'submit')).toBeNull();
    expect(validateDelivery(FULL, 'draft')).toBeNull();
  });

  it('answers the submit rules in the spec order, one field fixed at a time', () => {
    const seen: (string | null)[] = [];
    let v: DeliveryFormValues = { ...EMPTY_DELIVERY_FORM };
    const steps: Partial<DeliveryFormValues>[] = [
      { form: FULL.form },
      { deliveryId: FULL.deliveryId },
      { formCount: FULL.formCount },
      { quantityDispensed: FULL.quantityDispensed },
      { recipientName: FULL.recipientName },
      { recipientPhone: FULL.recipientPhone },
      { region: FULL.region },
      { street: FULL.street },
    ];
    for (const step of steps) {
      seen.push(validateDelivery(v, 'submit'));
      v = { ...v, ...step };
    }
    seen.push(validateDelivery(v, 'submit'));
    expect(seen).toEqual([
      DELIVERY_MSG.formRequired,
      DELIVERY_MSG.centreRequired,
      DELIVERY_MSG.formCountRequired,
      DELIVERY_MSG.packsRequired,
      DELIVERY_MSG.nameRequired,
      DELIVERY_MSG.phoneInvalid,
      DELIVERY_MSG.regionRequired,
      DELIVERY_MSG.streetRequired,
      null,
    ]);
  });

  it('saves a draft without a centre or packs, but with the draft fields in order', () => {
    expect(validateDelivery({ ...FULL, deliveryId: '', quantityDispensed: '' }, 'draft')).toBeNull();
    expect(validateDelivery(EMPTY_DELIVERY_FORM, 'draft')).toBe(DELIVERY_MSG.formRequired);
    expect(validateDelivery({ ...EMPTY_DELIVERY_FORM, form: 'x' }, 'draft')).toBe(DELIVERY_MSG.formCountRequired);
    expect(validateDelivery({ ...FULL, recipientName: ' ' }, 'draft')).toBe(DELIVERY_MSG.nameRequired);
    expect(validateDelivery({ ...FULL, region: [] }, 'draft')).toBe(DELIVERY_MSG.regionRequired);
    expect(validateDelivery({ ...FULL, street: '' }, 'draft')).toBe(DELIVERY_MSG.streetRequired);
  });

  it('takes doses as digits only, above zero', () => {
    for (const bad of ['0', '-1', '1.5', '3a', '１２', '00']) {
      expect(validateDelivery({ ...FULL, formCount: bad }, 'submit')).toBe(DELIVERY_MSG.formCountInvalid);
    }
    expect(validateDelivery({ ...FULL, formCount: '12' }, 'submit')).toBeNull();
  });

  it('takes 1 to 6 packs per dose', () => {
    expect(validateDelivery({ ...FULL, quantityDispensed: 0 }, 'submit')).toBe(DELIVERY_MSG.packsInvalid);
    expect(validateDelivery({ ...FULL, quantityDispensed: 7 }, 'submit')).toBe(DELIVERY_MSG.packsInvalid);
    expect(validateDelivery({ ...FULL, quantityDispensed: 6 }, 'submit')).toBeNull();
  });

  it('wants exactly 11 digits of phone', () => {
    for (const bad of ['1391234567', '139123456789', '1391234567a', '']) {
      expect(validateDelivery({ ...FULL, recipientPhone: bad }, 'submit')).toBe(DELIVERY_MSG.phoneInvalid);
    }
  });

  it('keeps the remark to 100 characters (zip is optional)', () => {
    expect(validateDelivery({ ...FULL, remark: '备'.repeat(100) }, 'submit')).toBeNull();
    expect(validateDelivery({ ...FULL, remark: '备'.repeat(101) }, 'submit')).toBe(DELIVERY_MSG.remarkTooLong);
    expect(validateDelivery({ ...FULL, remark: '备'.repeat(101) }, 'draft')).toBe(DELIVERY_MSG.remarkTooLong);
    expect(validateDelivery({ ...FULL, zipCode: '' }, 'submit')).toBeNull();
  });
});
