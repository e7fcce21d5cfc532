/** Spec 1 §2.3: noticeType 2 (number or string on the wire) is an announcement, anything else a notification. */
export function noticeLabel(noticeType: number | string | null | undefined): '【公告】' | '【通知】' {
  return String(noticeType).trim() === '2' ? '【公告】' : '【通知】';
}
