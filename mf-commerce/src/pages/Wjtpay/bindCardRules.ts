import type { CardApplyRequest } from '@tcm/shared';
import { cardDigits } from '@tcm/shared/bankCard';

/**
 * What the server is sent once `bindCardProblem` of @tcm/shared/bankCard (the API's own check, in
 * the spec's order) found nothing: trimmed, the card as digits, the ID's x as X.
 */
export const bindCardRequest = (v: CardApplyRequest): CardApplyRequest => ({
  cardId: cardDigits(v.cardId),
  userName: v.userName.trim(),
  idNo: v.idNo.trim().toUpperCase(),
  telNo: v.telNo.trim(),
});
