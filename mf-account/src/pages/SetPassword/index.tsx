import { Button, Form } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { call, FALLBACK, getToken, notify, safeInternalPath, SUCCESS } from '@tcm/shared';
import { AuthLayout } from '../../common/AuthLayout';
import { clearsConfirm, validatePasswordPair, type PasswordPairValues } from '../../common/credentials';
import { useBackOrHome } from '../../common/navigation';
import { PasswordPairItems } from '../../common/PasswordPairItems';
import { useFormFields } from '../../common/useFormFields';

/**
 * /SetPassword, shown after a first login without a password (spec 1 §2.7). Success returns to the
 * page before login: the login's `redirect` if it brought one, else the previous page, else home.
 */
export default function SetPasswordPage() {
  const navigate = useNavigate();
  const backOrHome = useBackOrHome();
  const [params] = useSearchParams();
  const redirect = safeInternalPath(params.get('redirect'));
  const [submitting, setSubmitting] = useState(false);
  const { values, setField, fail, itemStatus } = useFormFields<PasswordPairValues>({ password: '', confirm: '' });

  const submit = async () => {
    if (submitting) return;
    const problem = validatePasswordPair(values);
    if (problem) {
      if (clearsConfirm(problem)) setField('confirm', '');
      fail(problem);
      return;
    }
    setSubmitting(true);
    try {
      await call('POST /setPwd', { password: values.password }, { fallback: FALLBACK.default });
    } catch {
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    notify.success(SUCCESS.passwordSet);
    if (redirect) navigate(redirect, { replace: true });
    else backOrHome();
  };

  // The route is public, but setting a password needs the session the login just started.
  if (!getToken()) {
    return (
      <AuthLayout title="设置密码">
        <div className="tcm-acc-notice" role="alert">
          登录状态已失效，请重新登录后再设置密码。
        </div>
        <div className="tcm-acc-footer" style={{ marginTop: 16 }}>
          <Link to="/Login">去登录</Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="设置密码" subtitle="由于您初次登录，请设置密码">
      <Form layout="vertical" onSubmit={submit}>
        <PasswordPairItems
          password={values.password}
          confirm={values.confirm}
          onChange={setField}
          itemStatus={itemStatus}
        />
        <Button type="primary" htmlType="submit" long size="large" loading={submitting}>
          确定
        </Button>
      </Form>
    </AuthLayout>
  );
}
