import type { Doctor } from '../contract';
import { PAID_CODE, PAY_POLL_MS, PAY_PUBLIC_ACCOUNT, PAY_WECHAT, clinicPayChannels, commercePayChannels, isPayChannel, orderListOffersPublicAccount } from '.';

describe('payment rules', () => {
  it('has the constants of spec 2 §9', () => {
    expect([PAY_WECHAT, PAY_PUBLIC_ACCOUNT, PAID_CODE, PAY_POLL_MS]).toEqual([1, 3, 1103, 3000]);
    expect([1, 3, 2, '1'].map(isPayChannel)).toEqual([true, true, false, false]);
  });

  it('spec 2 §6: WeChat only for a payer who is not logged in, the public account for a logged-in user', () => {
    expect(clinicPayChannels(false)).toEqual([1]);
    expect(clinicPayChannels(true)).toEqual([3]);
  });

  it('spec 3 §6: a user with a doctor record pays with the public account, others choose', () => {
    expect(commercePayChannels({ doctor: { status: '0' } as Doctor })).toEqual([3]);
    expect(commercePayChannels({ doctor: { status: '5' } as Doctor })).toEqual([3]);
    expect(commercePayChannels({ doctor: null })).toEqual([1, 3]);
    expect(commercePayChannels(null)).toEqual([1, 3]);
  });

  it('spec 3 §6: the order list offers the public account unless the user is a doctor of hospital 101', () => {
    expect(orderListOffersPublicAccount({ doctor: { status: '0', hospitalId: 101 } as Doctor })).toBe(false);
    expect(orderListOffersPublicAccount({ doctor: { status: '0', hospitalId: 102 } as Doctor })).toBe(true);
    expect(orderListOffersPublicAccount({ doctor: { status: '0', hospitalId: null } as Doctor })).toBe(true);
    expect(orderListOffersPublicAccount({ doctor: null })).toBe(true);
  });
});
