import { useCallback } from 'react';
import { loginReturnPath, type LoginResult, notify, startSession, SUCCESS, useNavigate } from '@tcm/shared';
import { withQuery } from './navigation';

/** A login answered without a token: should not happen, but must not pass silently. */
const NO_TOKEN = '登录失败，请稍后重试';

export interface FinishOptions {
  /** The `redirect` query value of /Login; honoured only when it is a same-site path (never `//host`, `https://…`). */
  redirect?: string | null;
  /**
   * Password login proves a password exists, so only SMS, third-party login and binding look at
   * pwdNotSet (spec 1 §4.2).
   */
  checkPasswordSet: boolean;
}

/**
 * What every token-returning login does (password, SMS, third-party scan, binding): keep the token,
 * load the account, then /SetPassword when no password is set yet, else 登录成功 and the redirect
 * target (or home). Returns false when there was no token or the account could not be loaded.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  return useCallback(
    async (result: Partial<LoginResult>, { redirect, checkPasswordSet }: FinishOptions): Promise<boolean> => {
      if (!result.token) {
        notify.error(NO_TOKEN);
        return false;
      }
      // loadUserInfo clears the token and has shown the error if the account call fails.
      const info = await startSession(result.token);
      if (!info) return false;
      const target = loginReturnPath(redirect);
      if (checkPasswordSet && result.pwdNotSet === 0) {
        // replace: /Login (or /Bind) should not be the "previous page" SetPassword returns to.
        navigate(withQuery('/SetPassword', { redirect: target }), { replace: true });
        return true;
      }
      notify.success(SUCCESS.login);
      navigate(target ?? '/', { replace: true });
      return true;
    },
    [navigate],
  );
}
