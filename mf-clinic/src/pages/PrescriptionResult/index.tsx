import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { type PriceResult, readDraft, useNavigate, yuan } from '@tcm/shared';
import { PAY_PUBLIC_ACCOUNT, PAY_WECHAT, type PayChannel } from '@tcm/shared/clinic';
import { placeVisitPayment, PublicPayConfirm, WechatPayDialog } from '@tcm/shared/wechatPay';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { PriceBreakdown } from '@tcm/shared/priceBreakdown';
import { ConsultSummary } from '../../components/consult/ConsultSummary';
import { InquirySummary } from '../../components/consult/InquirySummary';
import { ConsultEmpty, NoConsult } from '../../components/consult/ConsultEmpty';
import { requestPrice } from '../../api/visits';
import { QuoteLoad } from '../../components/quote/QuoteLoad';
import { useQuote } from '../../components/quote/useQuote';
import { useVisitPay } from '../../components/quote/useVisitPay';
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
  const quote = state.kind === 'ready' ? state.data : null;
  const pay = useVisitPay(quote, submit);
  // 公共账户支付 charges at once: the amount is confirmed first (issue 32 item 6).
  const [confirming, setConfirming] = useState(false);

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
        <ConsultEmpty text="还没有填写处方信息，请先完成问诊。" to="/prescriptionInfo" action="填写处方信息" />
      </PageFrame>
    );
  }

  // Spec 2 §4: 支付成功, then the prescription one second later.
  const prescriptionPath = (q: PriceResult) =>
    `/Prescription?${new URLSearchParams({ visitRecordId: String(q.visitRecordId), patientId: String(consult.contact.patientId) })}`;

  const choose = (channel: PayChannel) => {
    if (!quote || pay.paid) return;
    if (channel === PAY_WECHAT) pay.setQrOpen(true);
    else setConfirming(true);
  };

  return (
    <PageFrame title="信息确认" subtitle="请核对患者、用药与问诊信息，确认后支付" className="tcm-rxresult">
      <PageSection title="患者与用药信息">
        <ConsultSummary consult={consult} />
      </PageSection>
      <PageSection
        title="问诊信息"
        extra={
          <Button type="text" size="mini" onClick={() => navigate('/prescriptionInfo')}>
            修改
          </Button>
        }
      >
        <InquirySummary inquiry={submit.inquiryInfo} />
      </PageSection>
      <PageSection title="费用与支付">
        <QuoteLoad state={state} retry={retry}>
          {(q) => (
            <>
              <p className="tcm-rxresult-price">
                应付金额 <strong data-testid="price">{settledText(q) ?? yuan(q.price)}</strong>
              </p>
              <PriceBreakdown parts={q.priceParts} total={q.price} />
              {q.priceParts?.length ? <p className="tcm-rxresult-price-note">{PRICE_NOTE}</p> : null}
              {q.freeFlag ? (
                <Button type="primary" onClick={() => navigate(prescriptionPath(q))}>
                  查看处方
                </Button>
              ) : (
                <PayChoice busy={pay.busy ? PAY_PUBLIC_ACCOUNT : null} done={pay.paid} onPay={choose} />
              )}
              {pay.paid ? (
                <p className="tcm-rxresult-paid" role="status">
                  支付成功，正在打开处方…
                </p>
              ) : null}
            </>
          )}
        </QuoteLoad>
      </PageSection>
      {quote && !quote.freeFlag ? (
        <PublicPayConfirm
          visible={confirming}
          amountFen={quote.price}
          patientName={consult.contact.name}
          busy={pay.busy}
          onConfirm={() => void pay.payFromPublicAccount(prescriptionPath(quote), () => setConfirming(false))}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {quote && !quote.freeFlag ? (
        <WechatPayDialog
          visible={pay.qrOpen}
          amountFen={quote.price}
          placeOrder={() => placeVisitPayment(quote.visitRecordId, PAY_WECHAT)}
          onPaid={() => {
            pay.setQrOpen(false);
            pay.paidThenOpen(prescriptionPath(quote));
          }}
          onClose={() => pay.setQrOpen(false)}
        />
      ) : null}
      <div className="tcm-consult__footer">
        <Button onClick={() => navigate('/prescriptionInfo')} disabled={pay.paid}>
          上一步
        </Button>
      </div>
    </PageFrame>
  );
}
