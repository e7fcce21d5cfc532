import { Alert } from '@arco-design/web-react';
import { Link, useUserInfo } from '@tcm/shared';

/**
 * A logged-in visitor may log in again (e.g. to switch accounts), so /Login never sends them away;
 * it only says who is logged in and offers the way back.
 */
export function SignedInNotice() {
  const info = useUserInfo();
  if (!info?.user) return null;
  return (
    <Alert
      className="tcm-acc-signed-in"
      type="info"
      content={
        <span>
          当前已登录：{info.user.userName}。可直接<Link to="/">返回首页</Link>，或登录其他账号。
        </span>
      }
    />
  );
}
