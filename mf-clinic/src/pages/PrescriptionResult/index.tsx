import { Alert, Button, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { notify, type PriceResult, readDraft, useNavigate, writeDraft, yuan } from '@tcm/shared';
import { PAY_PUBLIC_ACCOUNT, PAY_REDIRECT_MS, PAY_WECHAT, type PayChannel } from '@tcm/shared/clinic';
import { placeVisitPayment, PublicPayConfirm, WechatPayDialog } from '@tcm/shared/wechatPay';
import { CLINIC_MSG } from '../../api/visitMessages';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { PriceBreakdown } from '@tcm/shared/priceBreakdown';
import { ConsultSummary } from '../../components/consult/ConsultSummary';
import { InquirySummary } from '../../components/consult/InquirySummary';
import { NoConsult } from '../../components/consult/NoConsult';
import { requestPrice } from '../../api/visits';
import { useQuote } from '../../components/quote/useQuote';
import { PayChoice } from './PayChoice';
import './prescriptionResult.css';
import '../../components/consult/consult.css';

/**
 * freeFlag: nothing to pay, because the price is 0 or because the visit is already paid (the price
 * call answers a paid visit that way, with what it cost).
 */
const settledText = (q: PriceResult) => (!q.freeFlag ? null : q.price > 0 ? `已支付 ${yuan(q.price)}` : '无需支付');

/** What the herbs' parts are: the prescriptions to dispense as priced (spec 2 §3 charge; api/RULES.md "Money"). */
export const PRICE_NOTE = '药费按配药的处方计：每味药材单价 × 重量，再乘剂数；伤寒论参考方只供参考，不配药、不计费。';

/**
 * /prescriptionResult, 信息确认 (spec 2 §2, §4, §6): the patient, the usage and the questionnaire as
 * entered, the price the server computed and what it is made of, and the payment (公共账户 after a
 * confirmation of the amount). Paid (or free), the prescription opens.
 */
export default function PrescriptionResultPage() {
  const navigate = useNavigate();
  const [consult] = useState(() => readDraft('consultInfo'));
  const [submit] = useState(() => readDraft('submitData'));
  const { state, retry } = useQuote(
    consult?.contact && submit
      ? {
          submit,
          price: (visitRecordId) =>
            requestPrice({
              patientId: consult.contact.patientId,
              toDoDay: consult.useDate,
              ...(consult.illDay ? { illDay: consult.illDay } : {}),
              takeDays: consult.useDays,
              inquiryInfo: submit.inquiryInfo,
              visitRecordId,
            }),
        }
      : null,
  );
  const [busy, setBusy] = useState<PayChannel | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  // 公共账户支付 charges at once: the amount is confirmed first (issue 32 item 6).
  const [confirming, setConfirming] = useState(false);
  const [paid, setPaid] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  if (!consult?.contact) {
    return (
      <PageFrame title="信息确认">
        <NoConsult what="还没有本次咨询的信息：请先选择患者并填写处方信息。" />
      </PageFrame>
    );
  }
  if (!submit?.inquiryInfo) {
    return (
      <PageFrame title="信息确认">
        <div className="tcm-consult__empty" role="alert">
          <p>还没有填写处方信息，请先完成问诊。</p>
          <Button type="primary" onClick={() => navigate('/prescriptionInfo')}>
            填写处方信息
          </Button>
        </div>
      </PageFrame>
    );
  }

  const quote = state.kind === 'ready' ? state.data : null;
  const openPrescription = () => {
    if (!quote) return;
    const q = new URLSearchParams({ visitRecordId: String(quote.visitRecordId), patientId: String(consult.contact.patientId) });
    navigate(`/Prescription?${q}`);
  };
  // Spec 2 §4: 支付成功, then the prescription one second later.
  const paidThenOpen = () => {
    setPaid(true);
    // As the server now answers for this visit: settled, nothing more to pay (a step back shows 已支付).
    if (quote) writeDraft('submitData', { ...submit, quote: { ...quote, freeFlag: true } });
    notify.success(CLINIC_MSG.paid);
    redirect.current = setTimeout(openPrescription, PAY_REDIRECT_MS);
  };

  const pay = (channel: PayChannel) => {
    if (!quote || paid) return;
    if (channel === PAY_WECHAT) setQrOpen(true);
    else setConfirming(true);
  };

  const payFromPublicAccount = async () => {
    if (!quote || paid || busy) return;
    setBusy(PAY_PUBLIC_ACCOUNT);
    try {
      await placeVisitPayment(quote.visitRecordId, PAY_PUBLIC_ACCOUNT);
      setConfirming(false);
      paidThenOpen();
    } catch {
      // Toasted by the HTTP client (支付异常，请联系管理员 by default); the doctor may try again.
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageFrame title="信息确认" subtitle="请核对患者、用药与问诊信息，确认后支付" className="tcm-rxresult">
      <PageSection title="患者与用药信息">
        <ConsultSummary consult={consult} />
      </PageSection>
      <PageSection title="问诊信息" extra={<Button type="text" size="mini" onClick={() => navigate('/prescriptionInfo')}>修改</Button>}>
        <InquirySummary inquiry={submit.inquiryInfo} />
      </PageSection>
      <PageSection title="费用与支付">
        {state.kind === 'loading' ? (
          <Spin tip="正在计算费用…" />
        ) : state.kind === 'failed' || !quote ? (
          <Alert
            type="error"
            content="费用获取失败"
            action={
              <Button size="mini" onClick={retry}>
                重试
              </Button>
            }
          />
        ) : (
          <>
            <p className="tcm-rxresult-price">
              应付金额 <strong data-testid="price">{settledText(quote) ?? yuan(quote.price)}</strong>
            </p>
            <PriceBreakdown parts={quote.priceParts} total={quote.price} />
            {quote.priceParts?.length ? <p className="tcm-rxresult-price-note">{PRICE_NOTE}</p> : null}
            {quote.freeFlag ? (
              <Button type="primary" onClick={openPrescription}>
                查看处方
              </Button>
            ) : (
              <PayChoice busy={busy} done={paid} onPay={pay} />
            )}
            {paid ? <p className="tcm-rxresult-paid" role="status">支付成功，正在打开处方…</p> : null}
          </>
        )}
      </PageSection>
      {quote && !quote.freeFlag ? (
        <PublicPayConfirm
          visible={confirming}
          amountFen={quote.price}
          patientName={consult.contact.name}
          busy={busy === PAY_PUBLIC_ACCOUNT}
          onConfirm={() => void payFromPublicAccount()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {quote && !quote.freeFlag ? (
        <WechatPayDialog
          visible={qrOpen}
          amountFen={quote.price}
          placeOrder={() => placeVisitPayment(quote.visitRecordId, PAY_WECHAT)}
          onPaid={() => {
            setQrOpen(false);
            paidThenOpen();
          }}
          onClose={() => setQrOpen(false)}
        />
      ) : null}
      <div className="tcm-consult__footer">
        <Button onClick={() => navigate('/prescriptionInfo')} disabled={paid}>
          上一步
        </Button>
      </div>
    </PageFrame>
  );
}
