import { ACCEPTED_BANK_BINS } from './bins';
import { bindCardProblem, CARD_MSG, cardDigits, luhnCheckDigit, luhnValid, maskCardNo, maskPhone, recogniseCard } from './index';

/** The README's test cards (api/README.md "Cashier"): each passes or fails exactly as stated there. */
const TEST_CARDS = {
  ICBC: '6222021000000000017',
  ABC: '6228480020000000024',
  BOC: '6216613000000000039',
  CCB: '6217004000000000042',
  COMM: '6222625000000000058',
};
const CREDIT = '6259160000000015';
const CMB_DEBIT = '6214830000000017';
const VALID_ID = '11010519491231002X';

describe('luhn', () => {
  it('accepts the check digit it computes and refuses every other one', () => {
    const body = '622202100000000001';
    const check = luhnCheckDigit(body);
    for (let d = 0; d <= 9; d++) expect(luhnValid(`${body}${d}`)).toBe(String(d) === check);
  });

  it('knows published examples', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('1234a')).toBe(false);
  });
});

describe('recogniseCard', () => {
  it.each(Object.entries(TEST_CARDS))('accepts the %s test savings card', (bank, card) => {
    expect(recogniseCard(card)).toMatchObject({ ok: true, bank, cardNo: card });
  });

  it('reads numbers typed in groups', () => {
    expect(cardDigits('6222 0210 0000 0000 017')).toBe(TEST_CARDS.ICBC);
    expect(recogniseCard('6222 0210 0000 0000 017')).toMatchObject({ ok: true, bank: 'ICBC', bankName: '中国工商银行' });
  });

  it('refuses what is no card number', () => {
    for (const raw of ['', '62220210', '6222-02x0', '62220210000000000170000', '６２２２０２１０００００００００１７']) {
      expect(recogniseCard(raw)).toMatchObject({ ok: false, reason: 'format', message: CARD_MSG.cardInvalid });
    }
  });

  it('refuses a number failing the Luhn check before looking at its bank', () => {
    expect(recogniseCard('6222021000000000018')).toMatchObject({ ok: false, reason: 'luhn', message: CARD_MSG.cardLuhn });
  });

  it('refuses credit cards of the accepted banks', () => {
    expect(recogniseCard(CREDIT)).toMatchObject({ ok: false, reason: 'credit', message: '暂不支持信用卡，请使用储蓄卡' });
  });

  it('names another bank it knows, and says so when it does not', () => {
    const cmb = recogniseCard(CMB_DEBIT);
    expect(cmb).toMatchObject({ ok: false, reason: 'bank' });
    expect(!cmb.ok && cmb.message).toBe('暂不支持招商银行的银行卡，请使用中国工商银行、中国农业银行、中国银行、中国建设银行或交通银行的储蓄卡');
    const unknown = `411111111111111`;
    const card = `${unknown}${luhnCheckDigit(unknown)}`;
    expect(recogniseCard(card)).toMatchObject({ ok: false, reason: 'bank', message: CARD_MSG.unknownBank });
  });

  it('refuses a BIN of an accepted bank at the wrong length as a mistyped number', () => {
    const body = '62220210000000001';
    expect(recogniseCard(`${body}${luhnCheckDigit(body)}`)).toMatchObject({ ok: false, reason: 'format' });
  });

  it('prefers the longer BIN and the card length it is issued with', () => {
    // 622309 is an ICBC debit BIN for 18 digits and another bank's for 19.
    const icbc = '62230900000000001';
    expect(recogniseCard(`${icbc}${luhnCheckDigit(icbc)}`)).toMatchObject({ ok: true, bank: 'ICBC' });
  });

  it('has a debit BIN for each of the five banks', () => {
    expect(Object.keys(ACCEPTED_BANK_BINS)).toEqual(['ICBC', 'ABC', 'BOC', 'CCB', 'COMM']);
    for (const bank of Object.values(ACCEPTED_BANK_BINS)) expect(bank.debit.trim().length).toBeGreaterThan(0);
  });
});

describe('bindCardProblem (spec 3 §5: the empty fields in the dialog order)', () => {
  const full = { cardId: TEST_CARDS.BOC, userName: '李时珍', idNo: VALID_ID, telNo: '13800000006' };

  it('names the first empty field in the order card, name, ID, phone', () => {
    expect(bindCardProblem({})).toBe('请输入银行卡号');
    expect(bindCardProblem({ cardId: full.cardId })).toBe('请输入姓名');
    expect(bindCardProblem({ cardId: full.cardId, userName: ' 李时珍 ' })).toBe('请输入身份证号');
    expect(bindCardProblem({ ...full, telNo: '  ' })).toBe('请输入手机号');
    expect(bindCardProblem({ userName: '', idNo: '', telNo: '' })).toBe('请输入银行卡号');
  });

  it('then the card, the ID number and the phone', () => {
    expect(bindCardProblem({ ...full, cardId: CREDIT })).toBe(CARD_MSG.credit);
    expect(bindCardProblem({ ...full, idNo: '110105194912310021' })).toBe('请输入正确的身份证号码');
    expect(bindCardProblem({ ...full, telNo: '12345678901' })).toBe('请输入正确的手机号码');
    expect(bindCardProblem({ ...full, userName: '李'.repeat(31) })).toBe(CARD_MSG.nameTooLong);
    expect(bindCardProblem(full)).toBeNull();
  });
});

it('masks the card and the phone', () => {
  expect(maskCardNo(TEST_CARDS.ICBC)).toBe('6222 **** **** 0017');
  expect(maskPhone('13800000006')).toBe('138****0006');
});
