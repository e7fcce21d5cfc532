import type { BoundCard, CardApplyRequest, CardApplyResult, CardConfirmRequest } from '@tcm/shared/contract';
import { bindCardProblem, BANK_NAMES, CARD_MSG, maskCardNo, maskPhone, recogniseCard, type AcceptedBank } from '@tcm/shared/bankCard';
import type { CashierCtx } from './context';
import { one, type Queryable } from '../platform/db';
import { BizError, fail } from '../platform/http/errors';
import { randomHex } from '../platform/lib/random';
import { PLATFORM_MSG } from '../platform/messages';
import { checkCode, issueCode } from '../platform/sms/codes';
import { CASHIER_MSG } from './messages';

/**
 * Bank card binding (spec 3 §4, §5): apply (the four fields in the dialog's order, the card's BIN
 * and Luhn digit, the ID number, the phone; then an SMS to that phone through the SMS provider and
 * its limits) → confirm with that SMS's code → the card is the user's one bound card, replacing
 * any card bound before. The ID number is checked and only kept masked.
 */

export interface BoundCardRow {
  user_id: number;
  member_id: string;
  apply_id: string;
  card_no: string;
  bank: AcceptedBank;
  holder_name: string;
  tel_no: string;
  bound_at: Date;
}

interface ApplyRow {
  apply_id: string;
  user_id: number;
  member_id: string;
  card_no: string;
  bank: AcceptedBank;
  holder_name: string;
  tel_no: string;
  sms_code_id: number;
  confirmed_at: Date | null;
}

/** The user's member number at the provider: stable per user (Adapay's member_id). */
export const memberIdOf = (userId: number) => `M${String(userId).padStart(10, '0')}`;

const maskId = (idNo: string) => `${idNo.slice(0, 3)}${'*'.repeat(Math.max(0, idNo.length - 7))}${idNo.slice(-4)}`;

/** card/apply: the binding starts, an SMS goes to telNo. */
export async function applyCard(ctx: CashierCtx, userId: number, input: CardApplyRequest, client: string): Promise<CardApplyResult> {
  const problem = bindCardProblem(input);
  if (problem) fail(problem);
  ctx.adapay.assertReady();
  const card = recogniseCard(input.cardId);
  if (!card.ok) return fail(card.message);
  const telNo = input.telNo.trim();
  // Limits first (per phone, per client), then the row that the code belongs to.
  const smsCodeId = await issueCode(ctx, telNo, 'bindcard', client);
  const applyId = `APL${randomHex(12).toUpperCase()}`;
  const memberId = memberIdOf(userId);
  await ctx.db.query(
    `INSERT INTO card_applies (apply_id, user_id, member_id, card_no, bank, holder_name, id_no_masked, tel_no, sms_code_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [applyId, userId, memberId, card.cardNo, card.bank, input.userName.trim(), maskId(input.idNo.trim().toUpperCase()), telNo, smsCodeId, ctx.now()],
  );
  return { applyId, memberId, cardIdReal: card.cardNo };
}

/**
 * card/comfirm: the code of this binding's SMS (wrong, expired, used or of an older SMS: refused)
 * binds the card. Once: the apply is marked confirmed in the transaction that spends the code.
 */
export async function confirmCard(ctx: CashierCtx, userId: number, input: CardConfirmRequest): Promise<void> {
  if (!input.applyId || !input.memberId || !input.cardIdReal) fail(CASHIER_MSG.applyRequired);
  if (!input.smsCode) fail(CARD_MSG.codeRequired);
  const apply = await one<ApplyRow>(ctx.db, 'SELECT * FROM card_applies WHERE apply_id = $1 AND user_id = $2 AND member_id = $3 AND card_no = $4', [
    input.applyId,
    userId,
    input.memberId,
    input.cardIdReal,
  ]);
  if (!apply) return fail(CASHIER_MSG.applyNotFound);
  if (apply.confirmed_at) fail(CASHIER_MSG.applyDone);
  const spend = await checkCode(ctx, apply.tel_no, 'bindcard', input.smsCode);
  await spend(async (tx, now, codeId) => {
    // A newer binding's SMS to the same phone is not this binding's code.
    if (codeId !== apply.sms_code_id) throw new BizError(PLATFORM_MSG.smsUsed);
    const done = await tx.query('UPDATE card_applies SET confirmed_at = $2 WHERE apply_id = $1 AND confirmed_at IS NULL RETURNING apply_id', [
      apply.apply_id,
      now,
    ]);
    if (done.length === 0) throw new BizError(CASHIER_MSG.applyDone);
    await tx.query(
      `INSERT INTO bound_cards (user_id, member_id, apply_id, card_no, bank, holder_name, tel_no, bound_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id) DO UPDATE SET member_id = EXCLUDED.member_id, apply_id = EXCLUDED.apply_id, card_no = EXCLUDED.card_no,
         bank = EXCLUDED.bank, holder_name = EXCLUDED.holder_name, tel_no = EXCLUDED.tel_no, bound_at = EXCLUDED.bound_at`,
      [userId, apply.member_id, apply.apply_id, apply.card_no, apply.bank, apply.holder_name, apply.tel_no, now],
    );
  });
}

export const boundCardOf = (q: Queryable, userId: number) => one<BoundCardRow>(q, 'SELECT * FROM bound_cards WHERE user_id = $1', [userId]);

/** card/info: the bound card, masked; null when none. */
export async function cardInfo(q: Queryable, userId: number): Promise<BoundCard | null> {
  const card = await boundCardOf(q, userId);
  if (!card) return null;
  return { cardId: maskCardNo(card.card_no), telNo: maskPhone(card.tel_no), bankName: `${BANK_NAMES[card.bank]} (储蓄卡)` };
}
