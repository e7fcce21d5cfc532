import { CertResult, type CertTone } from '../../components/CertResult';
import { LinkButton } from '../../components/LinkButton';

/** Statuses in which the application form is not offered; the API refuses them too. */
export const BLOCKED_STATUSES = ['0', '1', '2', '4'] as const;
export type BlockedStatus = (typeof BLOCKED_STATUSES)[number];

export function isBlockedStatus(status: string | null): status is BlockedStatus {
  return (BLOCKED_STATUSES as readonly string[]).includes(status ?? '');
}

const NOTICE: Record<BlockedStatus, { tone: CertTone; title: string; subTitle: string; link: string }> = {
  '0': {
    tone: 'success',
    title: '您已通过医生认证',
    subTitle: '无需重复申请，可在认证状态中查看审核结果。',
    link: '查看认证状态',
  },
  '4': {
    tone: 'pending',
    title: '您的认证申请正在审核中',
    subTitle: '审核期间无法重复提交，请耐心等待审核结果。',
    link: '查看审核进度',
  },
  '1': {
    tone: 'warning',
    title: '医生账号已停用',
    subTitle: '停用期间无法提交认证申请，如有疑问请联系管理员。',
    link: '查看认证状态',
  },
  '2': {
    tone: 'info',
    title: '您有一条待确认的认证邀请',
    subTitle: '请先通过邀请短信中的链接确认邀请，再提交认证资料。',
    link: '查看认证状态',
  },
};

/**
 * Certified doctors and applications under review cannot apply again (spec 3 §4); neither can a
 * disabled doctor or one with an unconfirmed invitation (the API refuses all four). Instead of a
 * form that could only fail, they are pointed to the status page.
 */
export function ApplyBlocked({ status }: { status: BlockedStatus }) {
  const notice = NOTICE[status];
  return (
    <CertResult
      tone={notice.tone}
      title={notice.title}
      subTitle={notice.subTitle}
      extra={[
        <LinkButton key="applying" type="primary" to="/applying">
          {notice.link}
        </LinkButton>,
        ...(status === '0'
          ? [
              <LinkButton key="userInfo" to="/userInfo">
                查看个人信息
              </LinkButton>,
            ]
          : []),
      ]}
    />
  );
}
