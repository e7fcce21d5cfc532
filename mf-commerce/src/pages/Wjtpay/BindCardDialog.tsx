import { Alert, Button, Form, Input } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { fieldOfMessage, isApiError, notify, type CardApplyRequest, type CardApplyResult } from '@tcm/shared';
import { applyCard, confirmCard } from '../../api/cashier';
import { bindCardProblem, CARD_MSG, maskPhone } from '@tcm/shared/bankCard';
import { BIND_FIELD_WORDS, bindCardRequest } from './bindCardRules';
import { CashierDialog } from './CashierDialog';
import { CASHIER_MSG } from './cashierText';
import { SmsCodeField } from './SmsCodeField';
import { resendLabel, useResendLock } from './useResendLock';

const EMPTY: CardApplyRequest = { cardId: '', userName: '', idNo: '', telNo: '' };

export interface BindCardDialogProps {
  visible: boolean;
  /** 更换银行卡: a card is bound and the new one replaces it. */
  replacing: boolean;
  onClose: () => void;
  /** The card is bound; the caller reloads the channels and the card. */
  onBound: () => void;
}

/**
 * 绑定银行卡 (spec 3 §4, §5): the card number, name, ID number and phone with the rules the API applies
 * too (the four empty fields in the spec's order, then the card: only savings cards of five banks,
 * recognised by BIN and Luhn, a refusal naming the bank or card type); 下一步 applies (the bank sends an SMS code to the phone), then the binding SMS dialog
 * takes the code (at most 6 characters, 请先输入验证码, resend locked for 60 s) and confirms.
 */
export function BindCardDialog({ visible, replacing, onClose, onBound }: BindCardDialogProps) {
  const [values, setValues] = useState<CardApplyRequest>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState<CardApplyResult | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { left, lock } = useResendLock();

  useEffect(() => {
    if (visible) {
      setValues(EMPTY);
      setProblem(null);
      setApplied(null);
      setCode('');
    }
  }, [visible]);

  const set = (patch: Partial<CardApplyRequest>) => {
    setProblem(null);
    setValues((v) => ({ ...v, ...patch }));
  };

  const fail = (message: string) => {
    setProblem(message);
    notify.error(message);
  };

  /** Applies with the form; true when the SMS went out. */
  const apply = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const result = await applyCard(bindCardRequest(values));
      setApplied(result);
      setProblem(null);
      lock();
      notify.success(CASHIER_MSG.sent);
      return true;
    } catch (error) {
      // The client has toasted the refusal; it stays in the dialog too (which bank or card type).
      if (isApiError(error)) setProblem(error.message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const next = async () => {
    const message = bindCardProblem(values);
    if (message) return fail(message);
    setCode('');
    await apply();
  };

  const confirm = async () => {
    if (!applied) return;
    if (!code.trim()) return fail(CARD_MSG.codeRequired);
    setBusy(true);
    try {
      await confirmCard({ ...applied, smsCode: code.trim() });
      notify.success(CASHIER_MSG.bound);
      onBound();
    } catch (error) {
      if (isApiError(error)) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  };

  const problemLine = problem ? <Alert className="tcm-pay__problem" type="error" content={problem} /> : null;
  // On the card form a problem about one field is said under it; any other at the foot.
  const problemField = problem ? fieldOfMessage(problem, BIND_FIELD_WORDS) : null;
  const status = (field: keyof CardApplyRequest) => (problem && problemField === field ? { validateStatus: 'error' as const, help: problem } : {});

  return (
    <>
      <CashierDialog title={replacing ? '更换银行卡' : '绑定银行卡'} visible={visible && !applied} onClose={onClose} okText="下一步" onOk={next} busy={busy}>
        <p className="tcm-pay__note">仅支持中国工商银行、中国农业银行、中国银行、中国建设银行、交通银行的储蓄卡，暂不支持信用卡。</p>
        <Form layout="vertical">
          <Form.Item label="银行卡号" required {...status('cardId')}>
            <Input
              aria-label="银行卡号"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
              placeholder="请输入储蓄卡卡号"
              value={values.cardId}
              onChange={(v) => set({ cardId: v.replace(/[^\d ]/g, '') })}
            />
          </Form.Item>
          <Form.Item label="姓名" required {...status('userName')}>
            <Input aria-label="姓名" maxLength={20} placeholder="持卡人姓名" value={values.userName} onChange={(userName) => set({ userName })} />
          </Form.Item>
          <Form.Item label="身份证号" required {...status('idNo')}>
            <Input
              aria-label="身份证号"
              maxLength={18}
              placeholder="持卡人身份证号"
              value={values.idNo}
              onChange={(v) => set({ idNo: v.replace(/[^\dXx]/g, '') })}
            />
          </Form.Item>
          <Form.Item label="手机号" required {...status('telNo')}>
            <Input
              aria-label="手机号"
              inputMode="tel"
              maxLength={11}
              placeholder="银行预留手机号"
              value={values.telNo}
              onChange={(v) => set({ telNo: v.replace(/\D/g, '') })}
            />
          </Form.Item>
        </Form>
        {problemField ? null : problemLine}
      </CashierDialog>

      <CashierDialog title="短信验证" visible={visible && !!applied} onClose={onClose} okText="确认绑定" onOk={confirm} busy={busy}>
        <p className="tcm-pay__note">验证码已发送至银行预留手机 {maskPhone(bindCardRequest(values).telNo)}，请在下方输入。</p>
        <SmsCodeField
          value={code}
          onChange={(v) => {
            setProblem(null);
            setCode(v);
          }}
          resend={
            <Button type="outline" disabled={left > 0 || busy} onClick={apply} data-testid="bind-resend">
              {resendLabel(left)}
            </Button>
          }
        />
        {problemLine}
      </CashierDialog>
    </>
  );
}
