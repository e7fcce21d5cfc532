import type { CardApplyRequest } from '@tcm/shared';
import { isValidIdNumber, isValidPhone } from '@tcm/shared';
import { CASHIER_MSG } from './cashierText';

/** A card number as people type it (spaces in groups of four) → its digits. */
export const cardDigits = (raw: string) => raw.replace(/\s+/g, '');

/** Debit card numbers of the accepted banks are 16 to 19 digits; which bank and type is the server's call. */
const CARD_NUMBER = /^\d{16,19}$/;

/**
 * The bind card form's first problem: the four empty fields in spec 3 §5's order, then the card
 * number's shape, the ID number (the check of @tcm/shared) and the phone. null when it may be sent.
 */
export function bindCardProblem(v: CardApplyRequest): string | null {
  if (!cardDigits(v.cardId)) return CASHIER_MSG.cardIdRequired;
  if (!v.userName.trim()) return CASHIER_MSG.userNameRequired;
  if (!v.idNo.trim()) return CASHIER_MSG.idNoRequired;
  if (!v.telNo.trim()) return CASHIER_MSG.telNoRequired;
  if (!CARD_NUMBER.test(cardDigits(v.cardId))) return CASHIER_MSG.cardIdInvalid;
  if (!isValidIdNumber(v.idNo.trim())) return CASHIER_MSG.idNoInvalid;
  if (!isValidPhone(v.telNo.trim())) return CASHIER_MSG.telNoInvalid;
  return null;
}

/** What the server is sent: trimmed, the card as digits, the ID's x as X. */
export const bindCardRequest = (v: CardApplyRequest): CardApplyRequest => ({
  cardId: cardDigits(v.cardId),
  userName: v.userName.trim(),
  idNo: v.idNo.trim().toUpperCase(),
  telNo: v.telNo.trim(),
});
