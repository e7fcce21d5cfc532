import dayjs from 'dayjs';
import { idCheckChar, isValidIdNumber } from './idNumber';

/** Builds an 18-character ID from region + birth date + sequence with the correct check character. */
const withCheck = (first17: string) => `${first17}${idCheckChar(first17)}`;

describe('isValidIdNumber (doctor application, spec 3 §5)', () => {
  it('accepts a valid 18-digit number whose check character is X, in either case', () => {
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
  });

  it('accepts a valid 18-digit number with a numeric check digit', () => {
    expect(isValidIdNumber('110101199003071233')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidIdNumber('110101199003071234')).toBe(false);
    expect(isValidIdNumber('110105194912310021')).toBe(false);
  });

  it('rejects an unknown region prefix even when the check digit is right', () => {
    expect(isValidIdNumber(withCheck('99010519491231002'))).toBe(false);
    expect(isValidIdNumber(withCheck('00010519491231002'))).toBe(false);
  });

  it('rejects impossible dates (Feb 30, month 13, Feb 29 of a common year)', () => {
    expect(isValidIdNumber(withCheck('11010119900230123'))).toBe(false);
    expect(isValidIdNumber(withCheck('11010119901301123'))).toBe(false);
    expect(isValidIdNumber(withCheck('11010119900229123'))).toBe(false);
    // Feb 29 of a leap year is a real date.
    expect(isValidIdNumber(withCheck('11010120000229123'))).toBe(true);
  });

  it('rejects a birth date in the future and one before 1900', () => {
    const nextYear = dayjs().add(1, 'year').format('YYYYMMDD');
    expect(isValidIdNumber(withCheck(`110101${nextYear}123`))).toBe(false);
    expect(isValidIdNumber(withCheck('11010118991231123'))).toBe(false);
  });

  it('accepts a valid 15-digit number (old format, 19yy birth year, no check digit)', () => {
    expect(isValidIdNumber('110105491231002')).toBe(true);
  });

  it('rejects a 15-digit number with a bad region or impossible date', () => {
    expect(isValidIdNumber('990105491231002')).toBe(false);
    expect(isValidIdNumber('110105490230002')).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['too short', '11010519491231'],
    ['16 digits', '1101051949123100'],
    ['17 digits', '11010519491231002'],
    ['19 characters', '11010519491231002X1'],
    ['letters inside', '1101051949A231002X'],
    ['X in a 15-digit number', '11010549123100X'],
  ])('rejects a wrong length or shape: %s', (_, id) => {
    expect(isValidIdNumber(id)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidIdNumber(undefined)).toBe(false);
    expect(isValidIdNumber(null)).toBe(false);
    expect(isValidIdNumber(110105491231002)).toBe(false);
  });
});
