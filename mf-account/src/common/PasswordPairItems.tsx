import { Form } from '@arco-design/web-react';
import { PasswordInput } from './FormFields';

type ItemStatus = (field: 'password' | 'confirm') => object;

/** The password and its confirmation, as registration, reset and set-password show them. */
export function PasswordPairItems({
  password,
  confirm,
  onChange,
  itemStatus,
  passwordLabel = '密码',
}: {
  password: string;
  confirm: string;
  onChange: (field: 'password' | 'confirm', value: string) => void;
  itemStatus: ItemStatus;
  passwordLabel?: string;
}) {
  return (
    <>
      <Form.Item {...itemStatus('password')}>
        <PasswordInput
          value={password}
          onChange={(v) => onChange('password', v)}
          label={passwordLabel}
          placeholder={`请输入${passwordLabel}（不少于6位）`}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item {...itemStatus('confirm')}>
        <PasswordInput
          value={confirm}
          onChange={(v) => onChange('confirm', v)}
          label="确认密码"
          placeholder="请再次输入密码"
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
