import type { DeliveryAddress } from '../contract';
import { setNavigate } from '../session/navigation';
import {
  addressSelectionReturnTo,
  addressSelectionUrl,
  putSelectedAddress,
  requestAddressSelection,
  SELECTED_ADDRESS_KEY,
  takeSelectedAddress,
} from './addressSelection';
import { safeInternalPath } from '../validators/safePath';

const address: DeliveryAddress = {
  deliveryAddressId: 7,
  receiverName: '张三',
  phoneNo: '13800000008',
  province: '440000',
  city: '440100',
  county: '440106',
  street: '天河路1号',
  addressInfo: ['广东省', '广州市', '天河区'],
  addressInfoText: '广东省/广州市/天河区',
};

describe('safeInternalPath', () => {
  it.each(['/', '/order', '/fulfillmentConfirm?mode=1&x=%2F%2Fa', '/a//b'])('keeps %s', (p) => {
    expect(safeInternalPath(p)).toBe(p);
  });
  it.each([
    null,
    undefined,
    '',
    'order',
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    // Issue 20 §6: judged normalised, and once decoded.
    '/..//evil.com',
    '/.//evil.com',
    '/%2e%2e//evil.com',
    '/.%2E//evil.com',
    '/a/../..//evil.com',
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%5Cevil.com',
    '/a\\b',
    '/%E0%A4%A',
  ])('refuses %p', (p) => {
    expect(safeInternalPath(p)).toBeNull();
  });
  it('answers the normalised path, never the raw text', () => {
    expect(safeInternalPath('/a/../order?x=1#h')).toBe('/order?x=1#h');
    expect(safeInternalPath('/./order')).toBe('/order');
  });
});

describe('address selection', () => {
  it('builds the select-mode URL with an encoded, safe returnTo', () => {
    expect(addressSelectionUrl('/fulfillmentConfirm?mode=1')).toBe('/address?mode=1&returnTo=%2FfulfillmentConfirm%3Fmode%3D1');
    expect(addressSelectionUrl('//evil.com')).toBe('/address?mode=1');
  });

  it('navigates to /address and forgets a stale choice', () => {
    const navigate = jest.fn();
    setNavigate(navigate);
    sessionStorage.setItem(SELECTED_ADDRESS_KEY, JSON.stringify(address));
    requestAddressSelection('/order');
    expect(navigate).toHaveBeenCalledWith('/address?mode=1&returnTo=%2Forder', undefined);
    expect(sessionStorage.getItem(SELECTED_ADDRESS_KEY)).toBeNull();
  });

  it('reads returnTo only when safe', () => {
    expect(addressSelectionReturnTo('?mode=1&returnTo=%2Forder')).toBe('/order');
    expect(addressSelectionReturnTo('?mode=1&returnTo=%2F%2Fevil.com')).toBeNull();
  });

  it('hands the chosen address over once', () => {
    putSelectedAddress(address);
    expect(takeSelectedAddress()).toEqual(address);
    expect(takeSelectedAddress()).toBeNull();
  });

  it('ignores unreadable or foreign values', () => {
    sessionStorage.setItem(SELECTED_ADDRESS_KEY, '{not json');
    expect(takeSelectedAddress()).toBeNull();
    sessionStorage.setItem(SELECTED_ADDRESS_KEY, JSON.stringify({ foo: 1 }));
    expect(takeSelectedAddress()).toBeNull();
    expect(sessionStorage.getItem(SELECTED_ADDRESS_KEY)).toBeNull();
  });
});
