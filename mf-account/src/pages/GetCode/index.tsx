import { Alert, Form, Select } from '@arco-design/web-react';
import { useState } from 'react';
import { call, FALLBACK, isApiError, phoneMd5, SMS_TYPES, type SmsType } from '@tcm/shared';
import { AuthLayout } from '../../components/AuthLayout';
import { AccountForm, PhoneItem } from '../../components/FormItems';
import { firstProblem, phoneProblem } from '@tcm/shared/account';
import { useSubmitForm } from '../../components/useSubmitForm';

const TYPE_LABELS: Record<SmsType, string> = {
  login: '登录（login）',
  register: '注册（register）',
  resetpwd: '重置密码（resetpwd）',
  wxbind: '绑定手机（wxbind）',
  invite: '邀请确认（invite）',
  bindcard: '绑定银行卡（bindcard）',
  fastpay: '快捷支付（fastpay）',
};

const TYPE_ORDER: SmsType[] = ['login', 'register', 'resetpwd', 'wxbind', 'invite', 'bindcard', 'fastpay'];

/** The API's answer to a browser that is neither on the portal's machine nor holds the operator token. */
const FORBIDDEN = 403;

/**
 * /GetCode: the sandbox's debug page that reads the last SMS code sent to a phone for a purpose
 * (POST /getCode). The route exists only in sandbox deployments; the code is shown as plain text.
 * The API answers it only on the machine that runs the portal: opened from another one (a phone
 * on the LAN), the page says so, in the API's words, instead of only a passing toast.
 */
const FIRST_VALUES: { phone: string; type: SmsType } = { phone: '', type: 'login' };

export default function GetCodePage() {
  const [result, setResult] = useState<{ phone: string; type: SmsType; smsCode: string | null } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const form = useSubmitForm({
    initial: FIRST_VALUES,
    validate: (v) => firstProblem<'phone'>([['phone', () => phoneProblem(v.phone)]]),
    request: (v) =>
      call('POST /getCode', { phoneMd5: phoneMd5(v.phone), type: v.type, telephone: v.phone }, { fallback: FALLBACK.service }).catch((error: unknown) => {
        if (isApiError(error) && error.code === FORBIDDEN) setRefused(error.message);
        throw error;
      }),
    // The refusal from another machine has its own explanation below.
    explainRefusals: false,
    // After a failed lookup (shown by the HTTP client) the previous result stays.
    onSuccess: (body, v) => {
      setRefused(null);
      setResult({ phone: v.phone, type: v.type, smsCode: body.smsCode ?? null });
    },
  });
  const type = form.field('type');

  return (
    <AuthLayout title="验证码查询" subtitle="调试工具：查询沙箱环境中最近发送的短信验证码">
      <AccountForm form={form} submitText="查询">
        <PhoneItem field={form.field('phone')} label="手机号" />
        <Form.Item label="验证码类型">
          <Select
            value={type.value}
            onChange={(v: SmsType) => type.onChange(v)}
            size="large"
            aria-label="验证码类型"
            options={TYPE_ORDER.filter((t) => SMS_TYPES.includes(t)).map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          />
        </Form.Item>
      </AccountForm>
      {refused ? (
        <Alert
          style={{ marginTop: 20 }}
          type="error"
          title="无法查询验证码"
          content={
            <>
              <div data-testid="getcode-refused">{refused}</div>
              <div style={{ marginTop: 4 }}>请在运行门户的电脑上打开本页面，或由运维人员使用运维口令查询。</div>
            </>
          }
        />
      ) : null}
      {result ? (
        <Alert
          style={{ marginTop: 20 }}
          type={result.smsCode ? 'success' : 'warning'}
          title={`${result.phone} · ${TYPE_LABELS[result.type]}`}
          content={
            result.smsCode ? (
              <span>
                验证码：
                <strong data-testid="sms-code" style={{ fontSize: 18, letterSpacing: 2 }}>
                  {result.smsCode}
                </strong>
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
