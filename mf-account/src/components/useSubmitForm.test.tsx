import { act, renderHook } from '@testing-library/react';
import { notify } from '@tcm/shared';
import { apiError } from '@tcm/shared/testing/calls';
import { credentialsProblem, type CredentialValues } from '@tcm/shared/account';
import { EMPTY_CREDENTIALS } from './credentials';
import { useSubmitForm, type SubmitFormOptions } from './useSubmitForm';

jest.mock('@tcm/shared', () => require('../test/mockShared').mockShared());

const FILLED: CredentialValues = { phone: '13800000008', code: '123456', password: 'abc123', confirm: 'abc123' };

function setup(overrides: Partial<SubmitFormOptions<CredentialValues, string>> = {}) {
  const options = {
    initial: EMPTY_CREDENTIALS,
    validate: credentialsProblem,
    request: jest.fn(async (_: CredentialValues) => 'ok'),
    onSuccess: jest.fn(),
    ...overrides,
  };
  const hook = renderHook(() => useSubmitForm(options));
  const fill = (values: Partial<CredentialValues>) =>
    act(() => {
      for (const [k, v] of Object.entries(values)) hook.result.current.setField(k as keyof CredentialValues, v);
    });
  /** Submits and waits until the submission has run its course. */
  const submit = () => act(() => hook.result.current.submit());
  /** Submits without waiting: the call is left pending. */
  const start = () =>
    act(async () => {
      void hook.result.current.submit();
    });
  return { ...options, hook, fill, submit, start, form: () => hook.result.current };
}

beforeEach(() => jest.clearAllMocks());

describe('useSubmitForm', () => {
  it('toasts and marks the first broken rule, sends nothing, and unmarks the field once edited', async () => {
    const t = setup();
    await t.fill({ phone: '138' });
    await t.submit();
    expect(notify.error).toHaveBeenCalledWith('请输入正确的手机号码');
    const phone = t.form().field('phone');
    expect(phone.status).toMatchObject({ validateStatus: 'error' });
    expect(phone.status.help).toMatchObject({ props: { id: phone.describedBy, role: 'alert', children: '请输入正确的手机号码' } });
    expect(t.request).not.toHaveBeenCalled();
    await t.fill({ phone: '1380' });
    expect(t.form().field('phone').status).toEqual({});
  });

  it('clears only the field the problem asks to clear (a mismatched confirmation)', async () => {
    const t = setup();
    await t.fill({ ...FILLED, confirm: 'abc124' });
    await t.submit();
    expect(notify.error).toHaveBeenCalledWith('两次输入密码不一致');
    expect(t.form().values).toEqual({ ...FILLED, confirm: '' });
  });

  it('is busy while the call runs, sends once however often it is submitted, then hands over the result', async () => {
    let answer!: (r: string) => void;
    const t = setup({ request: jest.fn(() => new Promise<string>((r) => (answer = r))) });
    await t.fill(FILLED);
    await t.start();
    expect(t.form().submitting).toBe(true);
    await t.start();
    expect(t.request).toHaveBeenCalledTimes(1);
    expect(t.request).toHaveBeenCalledWith(FILLED);
    await act(async () => answer('body'));
    expect(t.onSuccess).toHaveBeenCalledWith('body', FILLED);
    expect(t.form().submitting).toBe(false);
  });

  it('stays busy until an asynchronous outcome (a login finishing) settles', async () => {
    let settle!: () => void;
    const t = setup({ onSuccess: jest.fn(() => new Promise<void>((r) => (settle = r))) });
    await t.fill(FILLED);
    await t.start();
    expect(t.onSuccess).toHaveBeenCalled();
    expect(t.form().submitting).toBe(true);
    await act(async () => settle());
    expect(t.form().submitting).toBe(false);
  });

  it('keeps every value and can be submitted again when the call fails', async () => {
    const t = setup({ request: jest.fn(async () => Promise.reject(apiError('验证码错误'))) });
    await t.fill(FILLED);
    await t.submit();
    expect(t.onSuccess).not.toHaveBeenCalled();
    expect(t.form().submitting).toBe(false);
    expect(t.form().values).toEqual(FILLED);
    await t.submit();
    expect(t.request).toHaveBeenCalledTimes(2);
  });
});
