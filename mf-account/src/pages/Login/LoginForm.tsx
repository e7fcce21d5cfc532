import { Button, Form, Tabs } from '@arco-design/web-react';
import { IconWechat } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { notify, usePortalConfig } from '@tcm/shared';
import { PasswordInput, PhoneInput, SmsCodeInput } from '../../common/FormFields';
import { sendSmsCode } from '../../common/sendSmsCode';
import { useFinishLogin } from '../../common/useFinishLogin';
import { useFormFields } from '../../common/useFormFields';
import { postLogin } from './loginApi';
import { scanLoginUrl } from './scanLogin';
import { TermsCheckbox } from './TermsCheckbox';
import { validateLogin, type LoginMode, type LoginValues } from './validateLogin';

/** Password or SMS login with the terms checkbox, plus the scan-login entry (spec 1 §2.6, §5.1). */
export function LoginForm() {
  const [params] = useSearchParams();
  const location = useLocation();
  const redirect = params.get('redirect');
  const { wechatAuthorizeUrl } = usePortalConfig();
  const finishLogin = useFinishLogin();
  const [mode, setMode] = useState<LoginMode>('pwd');
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Registration passes the new phone along so it need not be typed again.
  const statePhone = (location.state as { phone?: unknown } | null)?.phone;
  const { values, setField, fail, itemStatus } = useFormFields<LoginValues>({
    phone: typeof statePhone === 'string' ? statePhone : '',
    password: '',
    code: '',
  });

  const submit = async () => {
    if (submitting) return;
    const problem = validateLogin(values, mode, agreed);
    if (problem) {
      if (problem.field === 'terms') {
        // Not a text field: the toast says it and the checkbox line turns red.
        setTermsError(true);
        notify.error(problem.message);
      } else fail({ field: problem.field, message: problem.message });
      return;
    }
    setSubmitting(true);
    try {
      const body = await postLogin(values, mode);
      await finishLogin(body, { redirect, checkPasswordSet: mode === 'sms' });
    } catch {
      // The HTTP client has shown the server's message; the form keeps its values for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Tabs activeTab={mode} onChange={(key) => setMode(key as LoginMode)} className="tcm-acc-tabs">
        <Tabs.TabPane key="pwd" title="密码登录" />
        <Tabs.TabPane key="sms" title="验证码登录" />
      </Tabs>
      <Form layout="vertical" onSubmit={submit} autoComplete="on">
        <Form.Item {...itemStatus('phone')}>
          <PhoneInput value={values.phone} onChange={(v) => setField('phone', v)} />
        </Form.Item>
        {/*
          Both stay mounted and only the current mode's is shown: unmounting the SMS button would
          drop its 60-second resend lock (spec 1 §2.6) whenever the user looks at the other tab.
        */}
        <div hidden={mode !== 'sms'}>
          <Form.Item {...itemStatus('code')}>
            <SmsCodeInput
              value={values.code}
              onChange={(v) => setField('code', v)}
              onSend={() => sendSmsCode(values.phone, 'login')}
            />
          </Form.Item>
        </div>
        <div hidden={mode !== 'pwd'}>
          <Form.Item {...itemStatus('password')}>
            <PasswordInput value={values.password} onChange={(v) => setField('password', v)} />
          </Form.Item>
        </div>
        <Form.Item>
          <TermsCheckbox
            invalid={termsError && !agreed}
            checked={agreed}
            onChange={(checked) => {
              setAgreed(checked);
              if (checked) setTermsError(false);
            }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" long size="large" loading={submitting}>
          登录
        </Button>
      </Form>
      {wechatAuthorizeUrl ? (
        <>
          <div className="tcm-acc-divider">其他登录方式</div>
          <Button
            long
            size="large"
            icon={<IconWechat />}
            onClick={() => window.location.assign(scanLoginUrl(wechatAuthorizeUrl))}
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
