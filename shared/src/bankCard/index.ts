import { isValidIdNumber } from '../validators/idNumber';
import { isValidPhone } from '../validators/phone';
import { ACCEPTED_BANK_BINS, OTHER_BANK_BINS } from './bins';

/**
 * The cashier's bank cards (spec 3 §5, §9): only savings (debit) cards of five banks are accepted.
 * The bank and the kind of card come from the card's BIN (bins.ts); the number must pass the Luhn
 * check and have the length its BIN is issued with. Pure and shared, so the bind-card dialog and
 * the API refuse the same numbers with the same words.
 */

export type AcceptedBank = keyof typeof ACCEPTED_BANK_BINS;
type OtherBank = keyof typeof OTHER_BANK_BINS;

export const BANK_NAMES: Record<AcceptedBank | OtherBank, string> = {
  ICBC: '中国工商银行',
  ABC: '中国农业银行',
  BOC: '中国银行',
  CCB: '中国建设银行',
  COMM: '交通银行',
  PSBC: '中国邮政储蓄银行',
  CMB: '招商银行',
  CITIC: '中信银行',
  CEB: '中国光大银行',
  CMBC: '中国民生银行',
  CIB: '兴业银行',
  SPDB: '上海浦东发展银行',
  SPABANK: '平安银行',
  GDB: '广发银行',
  HXBANK: '华夏银行',
};

export const ACCEPTED_BANKS = Object.keys(ACCEPTED_BANK_BINS) as AcceptedBank[];
const ACCEPTED_LIST = `${ACCEPTED_BANKS.slice(0, -1)
  .map((b) => BANK_NAMES[b])
  .join('、')}或${BANK_NAMES[ACCEPTED_BANKS[ACCEPTED_BANKS.length - 1]]}`;

/** The bind-card dialog's words (spec 3 §5), in its order, and the card refusals. */
export const CARD_MSG = {
  cardRequired: '请输入银行卡号',
  nameRequired: '请输入姓名',
  idRequired: '请输入身份证号',
  phoneRequired: '请输入手机号',
  codeRequired: '请先输入验证码',
  payCodeRequired: '请输入验证码',
  cardInvalid: '请输入正确的银行卡号',
  cardLuhn: '银行卡号校验失败，请核对后重新输入',
  credit: '暂不支持信用卡，请使用储蓄卡',
  prepaid: '暂不支持预付卡，请使用储蓄卡',
  otherBank: (bankName: string) => `暂不支持${bankName}的银行卡，请使用${ACCEPTED_LIST}的储蓄卡`,
  unknownBank: `暂不支持该银行的银行卡，请使用${ACCEPTED_LIST}的储蓄卡`,
  nameTooLong: '姓名不能超过30个字符',
  idInvalid: '请输入正确的身份证号码',
  phoneInvalid: '请输入正确的手机号码',
} as const;

export const CARD_HOLDER_MAX = 30;

export type CardKind = 'debit' | 'credit' | 'prepaid';

interface BinEntry {
  prefix: string;
  length: number;
  bank: AcceptedBank;
  kind: CardKind;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Longest prefix first, so a longer BIN wins over a shorter one it extends. */
const ENTRIES: BinEntry[] = ACCEPTED_BANKS.flatMap((bank) =>
  (['debit', 'credit', 'prepaid'] as const).flatMap((kind) =>
    words(ACCEPTED_BANK_BINS[bank][kind]).map((w) => {
      const [prefix, length] = w.split(':');
      return { prefix, length: Number(length), bank, kind };
    }),
  ),
).sort((a, b) => b.prefix.length - a.prefix.length);

const OTHER_ENTRIES = (Object.keys(OTHER_BANK_BINS) as OtherBank[])
  .flatMap((bank) => words(OTHER_BANK_BINS[bank]).map((prefix) => ({ prefix, bank })))
  .sort((a, b) => b.prefix.length - a.prefix.length);

/** The digits of a card number as typed (spaces between groups allowed); '' when anything else is in it. */
export function cardDigits(raw: string): string {
  const digits = raw.replace(/[\s-]+/g, '');
  return /^\d+$/.test(digits) ? digits : '';
}

/** The Luhn (mod 10) check every UnionPay card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The check digit that makes `body` + digit pass the Luhn check (test cards, the README's numbers). */
export function luhnCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return String(d);
  throw new Error('unreachable');
}

export type CardRecognition =
  | { ok: true; cardNo: string; bank: AcceptedBank; bankName: string }
  | { ok: false; reason: 'format' | 'luhn' | 'credit' | 'prepaid' | 'bank'; message: string };

/**
 * What the cashier makes of a card number: an accepted savings card (its bank), or why not, in
 * this order: not a card number (12 to 19 digits), fails the Luhn check, not a card of the five
 * banks (named when known), a credit or prepaid card of one of them.
 */
export function recogniseCard(raw: string): CardRecognition {
  const cardNo = cardDigits(raw);
  if (cardNo.length < 12 || cardNo.length > 19) return { ok: false, reason: 'format', message: CARD_MSG.cardInvalid };
  if (!luhnValid(cardNo)) return { ok: false, reason: 'luhn', message: CARD_MSG.cardLuhn };
  const entry = ENTRIES.find((e) => cardNo.startsWith(e.prefix) && cardNo.length === e.length);
  if (!entry) {
    // A BIN of the five banks with the wrong length is a mistyped number, not another bank.
    if (ENTRIES.some((e) => cardNo.startsWith(e.prefix))) return { ok: false, reason: 'format', message: CARD_MSG.cardInvalid };
    const other = OTHER_ENTRIES.find((e) => cardNo.startsWith(e.prefix));
    return { ok: false, reason: 'bank', message: other ? CARD_MSG.otherBank(BANK_NAMES[other.bank]) : CARD_MSG.unknownBank };
  }
  if (entry.kind === 'credit') return { ok: false, reason: 'credit', message: CARD_MSG.credit };
  if (entry.kind === 'prepaid') return { ok: false, reason: 'prepaid', message: CARD_MSG.prepaid };
  return { ok: true, cardNo, bank: entry.bank, bankName: BANK_NAMES[entry.bank] };
}

export interface BindCardValues {
  cardId?: string;
  userName?: string;
  idNo?: string;
  telNo?: string;
}

/** The bind-card form's first problem (spec 3 §5: the four empty fields in this order), or null. */
export function bindCardProblem(v: BindCardValues): string | null {
  const cardId = (v.cardId ?? '').trim();
  const userName = (v.userName ?? '').trim();
  const idNo = (v.idNo ?? '').trim();
  const telNo = (v.telNo ?? '').trim();
  if (!cardId) return CARD_MSG.cardRequired;
  if (!userName) return CARD_MSG.nameRequired;
  if (!idNo) return CARD_MSG.idRequired;
  if (!telNo) return CARD_MSG.phoneRequired;
  const card = recogniseCard(cardId);
  if (!card.ok) return card.message;
  if ([...userName].length > CARD_HOLDER_MAX) return CARD_MSG.nameTooLong;
  if (!isValidIdNumber(idNo)) return CARD_MSG.idInvalid;
  if (!isValidPhone(telNo)) return CARD_MSG.phoneInvalid;
  return null;
}

/** `6222 **** **** 0018`: the first four and the last four digits. */
export const maskCardNo = (cardNo: string) => `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;

/** `138****5678`. */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
