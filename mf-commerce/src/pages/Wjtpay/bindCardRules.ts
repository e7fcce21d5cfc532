import type { CardApplyRequest, FieldWords } from '@tcm/shared';
import { cardDigits, CARD_MSG } from '@tcm/shared/bankCard';

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

/**
 * How the card rules (@tcm/shared/bankCard, the page's and the API's) and the API's other refusals
 * name each field of the bind form (fieldOfMessage): 暂不支持招商银行的银行卡… names the card.
 */
export const BIND_FIELD_WORDS: Record<keyof CardApplyRequest, FieldWords> = {
  cardId: {
    messages: [CARD_MSG.cardRequired, CARD_MSG.cardInvalid, CARD_MSG.cardLuhn, CARD_MSG.credit, CARD_MSG.prepaid, CARD_MSG.unknownBank],
    labels: ['银行卡'],
  },
  userName: { messages: [CARD_MSG.nameRequired, CARD_MSG.nameTooLong], labels: ['姓名'] },
  idNo: { messages: [CARD_MSG.idRequired, CARD_MSG.idInvalid], labels: ['身份证号'] },
  telNo: { messages: [CARD_MSG.phoneRequired, CARD_MSG.phoneInvalid], labels: ['手机号'] },
};
