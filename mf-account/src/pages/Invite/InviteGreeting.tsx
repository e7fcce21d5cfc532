import type { InviteInfo } from '@tcm/shared';

/**
 * "尊敬的{inviteName}，{sponsor}邀请您加入{deptName}，担任{roleName}". Values from the API are text
 * nodes, never HTML. Without the invitation details (info failed) only the salutation is shown.
 */
export function InviteGreeting({ info }: { info: InviteInfo }) {
  const complete = info.sponsor && info.deptName && info.roleName;
  return (
    <div className="tcm-acc-notice" data-testid="invite-greeting">
      <p style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>尊敬的{info.inviteName}，</p>
      {complete ? (
        <p style={{ margin: '6px 0 0' }}>
          <strong>{info.sponsor}</strong>邀请您加入<strong>{info.deptName}</strong>，担任<strong>{info.roleName}</strong>。
          请验证手机号后确认邀请。
        </p>
      ) : (
        <p style={{ margin: '6px 0 0' }}>您好！暂未获取到邀请详情，您仍可验证手机号后确认邀请。</p>
      )}
    </div>
  );
}
