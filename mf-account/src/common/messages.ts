/**
 * The account pages' own texts (spec 1 §2.8, §4.4, §8), in one place so the pages and their tests
 * use the same words. The rules' words are @tcm/shared/account's (ACCOUNT_RULE_MSG, ADDRESS_RULE_MSG),
 * shared with the API; shared success and fallback texts come from @tcm/shared.
 */
export const MSG = {
  // Address (spec 1 §5.4)
  deleteConfirm: '确定要删除该地址吗？',
  noAddress: '您还没有地址',
  // Invite (spec 1 §4.4): the invitee's name when the invite info cannot be read.
  inviteGuest: '客户',
  // Login without a token in a success response: should not happen, but must not pass silently.
  noToken: '登录失败，请稍后重试',
} as const;
