import { Alert, Button, Form, Select } from '@arco-design/web-react';
import { useState } from 'react';
import { call, FALLBACK, phoneMd5, SMS_TYPES, type SmsType } from '@tcm/shared';
import { AuthLayout } from '../../common/AuthLayout';
import { PhoneInput } from '../../common/FormFields';
import { firstProblem, phoneProblem } from '../../common/rules';
import { useFormFields } from '../../common/useFormFields';

const TYPE_LABELS: Record<SmsType, string> = {
  login: '登录（login）',
  register: '注册（register）',
  resetpwd: '重置密码（resetpwd）',
  wxbind: '绑定手机（wxbind）',
  invite: '邀请确认（invite）',
};

const TYPE_ORDER: SmsType[] = ['login', 'register', 'resetpwd', 'wxbind', 'invite'];

/**
 * /GetCode: the sandbox's debug page that reads the last SMS code sent to a phone for a purpose
 * (POST /getCode). The route exists only in sandbox deployments; the code is shown as plain text.
 */
export default function GetCodePage() {
  const [type, setType] = useState<SmsType>('login');
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<{ phone: string; type: SmsType; smsCode: string | null } | null>(null);
  const { values, setField, fail, itemStatus } = useFormFields<{ phone: string }>({ phone: '' });

  const submit = async () => {
    if (loading) return;
    const problem = firstProblem<'phone'>([['phone', () => phoneProblem(values.phone)]]);
    if (problem) {
      fail(problem);
      return;
    }
    setLoading(true);
    try {
      const body = await call(
        'POST /getCode',
        { phoneMd5: phoneMd5(values.phone), type, telephone: values.phone },
        { fallback: FALLBACK.service },
      );
      setResult({ phone: values.phone, type, smsCode: body.smsCode ?? null });
    } catch {
      // Shown by the HTTP client; the previous result stays.
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthLayout title="验证码查询" subtitle="调试工具：查询沙箱环境中最近发送的短信验证码">
      <Form layout="vertical" onSubmit={submit}>
        <Form.Item label="手机号" {...itemStatus('phone')}>
          <PhoneInput value={values.phone} onChange={(v) => setField('phone', v)} />
        </Form.Item>
        <Form.Item label="验证码类型">
          <Select
            value={type}
            onChange={(v: SmsType) => setType(v)}
            size="large"
            aria-label="验证码类型"
            options={TYPE_ORDER.filter((t) => SMS_TYPES.includes(t)).map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" long size="large" loading={loading}>
          查询
        </Button>
      </Form>
      {result ? (
        <Alert
          style={{ marginTop: 20 }}
          type={result.smsCode ? 'success' : 'warning'}
          title={`${result.phone} · ${TYPE_LABELS[result.type]}`}
          content={
            result.smsCode ? (
              <span>
                验证码：<strong data-testid="sms-code" style={{ fontSize: 18, letterSpacing: 2 }}>{result.smsCode}</strong>
              </span>
            ) : (
              '暂无该类型的验证码，请先在对应页面获取验证码。'
            )
          }
        />
      ) : null}
    </AuthLayout>
  );
}
