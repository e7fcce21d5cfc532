import { maskIdNumber, doctorStatus } from './doctorText';

describe('doctor display text', () => {
  it('masks the middle of 18- and 15-digit ID numbers', () => {
    expect(maskIdNumber('110101199003071234')).toBe('110101********1234');
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X');
    expect(maskIdNumber('110105491231002')).toBe('110105*****1002');
  });

  it('never shows a short or odd value whole, and shows nothing for none', () => {
    expect(maskIdNumber('12345')).toBe('1***5');
    expect(maskIdNumber('12')).toBe('**');
    expect(maskIdNumber('')).toBe('');
    expect(maskIdNumber(undefined)).toBe('');
  });

  it('reads a numeric status from the wire as its string code', () => {
    expect(doctorStatus({ status: 4 as unknown as '4' })).toBe('4');
    expect(doctorStatus(null)).toBeNull();
  });
});
