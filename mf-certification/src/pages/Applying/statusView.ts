import type { DoctorStatus } from '@tcm/shared';
import type { CertTone } from '../../components/CertResult';

export interface StatusView {
  tone: CertTone;
  description: string;
}

/**
 * How /applying presents each doctor status (spec 1 §4.3, spec 3 §4). The title is always the
 * status text itself (doctorStatusView of @tcm/shared); this adds the tone and a sentence saying what happens next.
 */
export const STATUS_VIEW: Record<DoctorStatus, StatusView> = {
  '0': { tone: 'success', description: '恭喜，您已通过医生认证，可以为患者开方问诊。' },
  '1': { tone: 'warning', description: '您的医生资格已被停用，如有疑问请联系管理员。' },
  '2': { tone: 'info', description: '您已收到认证邀请，请按邀请短信中的链接完成确认。' },
  '3': { tone: 'warning', description: '请补充上传执业资格材料后提交认证申请。' },
  '4': { tone: 'pending', description: '您的认证申请已提交，我们将尽快完成审核，请耐心等待。' },
  '5': { tone: 'error', description: '很抱歉，您的认证申请未通过审核，请根据审核意见修改后重新申请。' },
};

export function statusView(status: DoctorStatus): StatusView {
  return STATUS_VIEW[status] ?? { tone: 'warning', description: '认证状态异常，请联系管理员。' };
}
