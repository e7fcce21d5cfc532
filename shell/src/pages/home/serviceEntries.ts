import { hasServiceEntryRight, NO_PRESCRIBING_RIGHT, NOT_OPEN, type UserInfo } from '@tcm/shared/core';

export interface ServiceEntry {
  /** The service index of spec 1 §2.3, shared with the clinic's pages. */
  index: number;
  title: string;
  description: string;
  /** The character on the entry's seal icon. */
  seal: string;
  notOpen?: boolean;
}

/** The nine entries of the home service grid, in display order. */
export const SERVICE_ENTRIES: readonly ServiceEntry[] = [
  { index: 1, title: '健康预测', description: '五运六气推演，预知体质走向', seal: '测' },
  { index: -1, title: '二十四节气通用方', description: '顺时而养，节气通用调理方', seal: '节' },
  { index: 6, title: '中药组方', description: '望闻问切，辨证施治组方', seal: '方' },
  { index: 4, title: '针灸', description: '循经取穴，定制针灸方案', seal: '针' },
  { index: 8, title: '自拟处方', description: '医师自拟，灵活加减用药', seal: '拟' },
  { index: 11, title: '六气饮', description: '因时制宜，六气调和之饮', seal: '饮' },
  { index: 9, title: '定制养生茶', description: '一人一方，专属养生茶饮', seal: '茶' },
  { index: 7, title: '经络调理', description: '疏通经络，调和气血', seal: '络', notOpen: true },
  { index: 10, title: '药食同源', description: '药膳食养，寓医于食', seal: '食', notOpen: true },
];

export type ServiceAction = { kind: 'navigate'; to: string } | { kind: 'error'; text: string } | { kind: 'info'; text: string };

/** Where an entry leads and whether it needs prescribing rights (reading A, spec 1 §6). */
function entryTarget(index: number): { to: string; needsRight: boolean } | null {
  if (index >= 1 && index <= 5) return { to: `/addServiceContact?serviceIndex=${index}`, needsRight: false };
  if (index === 6 || index === -1) return { to: `/addPrescriptionContact?mode=1&serviceIndex=${index}`, needsRight: true };
  if (index === 8) return { to: '/addPrescriptionContact?mode=2', needsRight: true };
  if (index === 9 || index === 11) return { to: `/addServiceContact?serviceIndex=${index}`, needsRight: true };
  return null;
}

/**
 * The click table of spec 1 §2.3. A visitor clicking a rights-checked entry is sent to log in (and
 * back here afterwards) instead of being told they lack a right nobody has checked yet.
 */
export function serviceAction(index: number, who: { loggedIn: boolean; userInfo: UserInfo | null }): ServiceAction {
  const target = entryTarget(index);
  if (!target) return { kind: 'info', text: NOT_OPEN };
  if (target.needsRight) {
    if (!who.loggedIn) return { kind: 'navigate', to: `/Login?redirect=${encodeURIComponent(target.to)}` };
    if (!hasServiceEntryRight(who.userInfo)) return { kind: 'error', text: NO_PRESCRIBING_RIGHT };
  }
  return { kind: 'navigate', to: target.to };
}
