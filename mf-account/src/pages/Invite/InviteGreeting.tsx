import type { InviteInfo } from '@tcm/shared';

/**
 * "尊敬的{inviteName}，{sponsor}邀请您加入{deptName}，担任{roleName}", and the invited phone. Whoever
 * holds the link can open this page, so the server sends name and phone masked (王*和,
 * 139****0001): they are shown as they come, read-only, for the invitee to recognise. Values from
 * the API are text nodes, never HTML. Without the invitation details (info failed) only the
 * salutation is shown.
 */
export function InviteGreeting({ info }: { info: InviteInfo }) {
  const complete = info.sponsor && info.deptName && info.roleName;
  return (
    <div className="tcm-acc-notice" data-testid="invite-greeting">
      <p style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>尊敬的{info.inviteName}，</p>
      {complete ? (
        <p style={{ margin: '6px 0 0' }}>
          <strong>{info.sponsor}</strong>邀请您加入<strong>{info.deptName}</strong>，担任<strong>{info.roleName}</strong>。
        </p>
      ) : (
        <p style={{ margin: '6px 0 0' }}>您好！暂未获取到邀请详情，您仍可验证手机号后确认邀请。</p>
      )}
      {info.phone ? (
        <p style={{ margin: '6px 0 0' }} data-testid="invite-phone">
          受邀手机号：<strong>{info.phone}</strong>
          <br />
          请在下方输入该手机号的完整号码，获取验证码后确认邀请。
        </p>
      ) : null}
    </div>
  );
}
