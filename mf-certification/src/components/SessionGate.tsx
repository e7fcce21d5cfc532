import { FALLBACK, LoadingState, loadUserInfo, StatusResult, useUserInfo, useUserInfoStatus, type UserInfo } from '@tcm/shared';
import { useEffect, type ReactNode } from 'react';
import { LinkButton } from './LinkButton';

/**
 * Renders its children only with a loaded account. The shell's guard loads it before these pages
 * run, but the account can still be missing (loaded in another tab, a failed call, an expired
 * token), so every page handles that here instead of crashing on null.
 */
export function SessionGate({ children, pending }: { children: (userInfo: UserInfo) => ReactNode; pending?: ReactNode }) {
  const userInfo = useUserInfo();
  const status = useUserInfoStatus();

  useEffect(() => {
    // Nobody has asked for the account yet (e.g. the page was mounted outside the shell's guard).
    if (!userInfo && status === 'idle') void loadUserInfo();
  }, [userInfo, status]);

  if (userInfo) return <>{children(userInfo)}</>;

  // The account is the session's (the shell's store loads it), not a read of this page; it shows
  // with the platform's loading state all the same.
  // (`pending`: a page's own waiting view, e.g. its prerendered form.)
  if (status === 'idle' || status === 'loading') return pending ?? <LoadingState text="正在加载账户信息…" />;

  // A failed account call also removed the token (spec 1 §4.1), so the way back is a new login.
  if (status === 'failed') {
    return (
      <StatusResult
        status="warning"
        title={FALLBACK.applyAccount}
        subTitle="登录状态可能已失效，请重新登录后再试。"
        extra={
          <LinkButton type="primary" to="/Login">
            去登录
          </LinkButton>
        }
      />
    );
  }

  // Loaded, but nobody is logged in: the token expired or was removed in another tab.
  return (
    <StatusResult
      status="warning"
      title="登录状态已失效"
      subTitle="请重新登录后再查看医生认证信息。"
      extra={
        <LinkButton type="primary" to="/Login">
          去登录
        </LinkButton>
      }
    />
  );
}
