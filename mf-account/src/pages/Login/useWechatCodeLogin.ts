import { useEffect, useRef, useState } from 'react';
import { notify, SUCCESS, useNavigate, useSearchParams } from '@tcm/shared';
import { useFinishLogin } from '../../components/useFinishLogin';
import { withQuery } from '../../components/navigation';
import { postWechatLogin } from './api';
import { scanReturn } from './scanLogin';

/**
 * /Login?code=…: the provider sent the user back after a scan. The code is posted once; without a
 * token the account has no phone yet and the user binds one on /Bind (the code travels along); the
 * catalogue lists 首次登录请绑定手机号码 among the success messages (spec 1 §8), so it is a success toast.
 * Returns true while the code is being exchanged, so the page can say so instead of showing a form.
 */
export function useWechatCodeLogin(): boolean {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const code = params.get('code');
  // The provider returns to /Login?code=… alone: the page to go back to was kept for the trip.
  const redirect = params.get('redirect') ?? (code ? scanReturn() : null);
  const [pending, setPending] = useState(!!code);
  // A provider code is single-use: StrictMode's double effect must not post it twice.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!code || posted.current === code) return;
    posted.current = code;
    setPending(true);
    let done = false;
    postWechatLogin(code)
      .then(async (body) => {
        if (!body.token) {
          notify.success(SUCCESS.firstLoginBind);
          navigate(withQuery('/Bind', { code, redirect }), { replace: true });
          done = true;
          return;
        }
        done = await finishLogin(body, { redirect, checkPasswordSet: true });
      })
      .catch(() => {
        // Shown by the HTTP client (or silent for transport failures); fall back to the form.
      })
      .finally(() => {
        if (done) return;
        setPending(false);
        // Drop the spent code so a reload does not post it again.
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            next.delete('code');
            return next;
          },
          { replace: true },
        );
      });
  }, [code, redirect, navigate, finishLogin, setParams]);

  return pending && !!code;
}
