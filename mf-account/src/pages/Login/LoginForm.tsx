import { Button, Form, Tabs } from '@arco-design/web-react';
import { IconWechat } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Link, usePortalConfig, useSearchParams } from '@tcm/shared';
import { AccountForm, PasswordItem, PhoneItem, SmsCodeItem } from '../../components/FormItems';
import { usePassedPhone } from '../../components/navigation';
import { useFinishLogin } from '../../components/useFinishLogin';
import { useSubmitForm } from '../../components/useSubmitForm';
import { postLogin } from './api';
import { rememberScanReturn, scanLoginUrl } from './scanLogin';
import { TermsCheckbox } from './TermsCheckbox';
import { LOGIN_FIELDS, validateLogin, type LoginMode } from './validateLogin';

/** Password or SMS login with the terms checkbox, plus the scan-login entry (spec 1 §2.6, §5.1). */
export function LoginForm() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const { wechatAuthorizeUrl } = usePortalConfig();
  const finishLogin = useFinishLogin();
  const [mode, setMode] = useState<LoginMode>('pwd');
  const form = useSubmitForm({
    // Registration passes the new phone along so it need not be typed again.
    initial: { phone: usePassedPhone(), password: '', code: '', agreed: false },
    validate: (v) => validateLogin(v, mode),
    serverFields: LOGIN_FIELDS[mode],
    request: (v) => postLogin(v, mode),
    onSuccess: (body) => finishLogin(body, { redirect, checkPasswordSet: mode === 'sms' }),
  });
  const agreed = form.field('agreed');

  return (
    <>
      <Tabs activeTab={mode} onChange={(key) => setMode(key as LoginMode)} className="tcm-acc-tabs">
        <Tabs.TabPane key="pwd" title="密码登录" />
        <Tabs.TabPane key="sms" title="验证码登录" />
      </Tabs>
      <AccountForm form={form} submitText="登录" autoComplete="on">
        <PhoneItem field={form.field('phone')} />
        {/*
          Both stay mounted and only the current mode's is shown: unmounting the SMS button would
          drop its 60-second resend lock (spec 1 §2.6) whenever the user looks at the other tab.
        */}
        <div hidden={mode !== 'sms'}>
          <SmsCodeItem field={form.field('code')} phone={form.values.phone} smsType="login" onSendError={form.explain} />
        </div>
        <div hidden={mode !== 'pwd'}>
          <PasswordItem field={form.field('password')} />
        </div>
        <Form.Item {...agreed.status}>
          {/* Not a text field: unticked on submit, the toast and the line under it say so, and it is red until ticked. */}
          <TermsCheckbox invalid={!!agreed.status.validateStatus} checked={agreed.value} onChange={agreed.onChange} />
        </Form.Item>
      </AccountForm>
      {wechatAuthorizeUrl ? (
        <>
          <div className="tcm-acc-divider">其他登录方式</div>
          <Button
            long
            size="large"
            icon={<IconWechat />}
            onClick={() => {
              rememberScanReturn(redirect);
              window.location.assign(scanLoginUrl(wechatAuthorizeUrl));
            }}
          >
            扫码登录
          </Button>
        </>
      ) : null}
      <div className="tcm-acc-footer" style={{ marginTop: 16 }}>
        <Link to="/Signup">注册账号</Link>
        <Link to="/ResetPassword">忘记密码</Link>
      </div>
    </>
  );
}
