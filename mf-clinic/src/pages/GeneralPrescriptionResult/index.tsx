import { Button, Radio } from '@arco-design/web-react';
import { useState } from 'react';
import { payChannelText, type PriceResult, readDraft, useNavigate, yuan } from '@tcm/shared';
import { clinicPayChannels, PAY_PUBLIC_ACCOUNT, PAY_WECHAT, type PayChannel } from '@tcm/shared/clinic';
import { placeVisitPayment, WechatPayDialog } from '@tcm/shared/wechatPay';
import { requestGeneralPrice } from '../../api/general';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { PatientBasics, UsageFacts } from '../../components/consult/ConsultSummary';
import { NoGeneralConsult } from '../../components/consult/ConsultEmpty';
import { QuoteLoad } from '../../components/quote/QuoteLoad';
import { useQuote } from '../../components/quote/useQuote';
import { useVisitPay } from '../../components/quote/useVisitPay';
import { generalInquiry } from '../GeneralPrescriptionInfo';
import '../../components/general/general.css';
import '../../components/consult/consult.css';

/**
 * The payment choice, spec 2 §6 as clinicPayChannels reads it: the logged-in doctor pays from the
 * public account; WeChat is the patient's, who scans the QR the doctor shows (not logged in).
 */
const CHANNELS: PayChannel[] = [...clinicPayChannels(true), ...clinicPayChannels(false)];

/**
 * /GeneralPrescriptionResult, 信息确认 of the general prescription (spec 3 §2.4, §4): the patient,
 * the usage, the amount the server priced (0: a general prescription is free), the payment radio
 * (公共账户 / 微信支付), 确认支付 and 返回修改. Paid, it says 支付成功 and one second later opens the
 * general prescription; the WeChat QR dialog, while polling, goes to /Prescription as spec 3 §4
 * says. A free visit was settled by the server when priced: nothing is ordered, 确认支付 goes on.
 */
export default function GeneralPrescriptionResultPage() {
  const navigate = useNavigate();
  const [consult] = useState(() => readDraft('consultInfo'));
  const [submit] = useState(() => ({ inquiryInfo: generalInquiry(), quote: readDraft('submitData')?.quote }));
  const { state, retry } = useQuote(
    consult?.contact
      ? {
          submit,
          price: (visitRecordId) =>
            requestGeneralPrice({
              patientId: consult.contact.patientId,
              toDoDay: consult.useDate,
              takeDays: consult.useDays,
              inquiryInfo: submit.inquiryInfo,
              ...(visitRecordId ? { visitRecordId } : {}),
            }),
        }
      : null,
  );
  const quote = state.kind === 'ready' ? state.data : null;
  const pay = useVisitPay(quote, submit);
  const [channel, setChannel] = useState<PayChannel>(PAY_PUBLIC_ACCOUNT);

  if (!consult?.contact) {
    return (
      <PageFrame title="信息确认">
        <NoGeneralConsult />
      </PageFrame>
    );
  }

  const query = (q: PriceResult) => new URLSearchParams({ visitRecordId: String(q.visitRecordId), patientId: String(consult.contact.patientId) });
  const generalPath = (q: PriceResult) => `/GeneralPrescription?${query(q)}&prescriptionType=G`;

  const confirm = async () => {
    if (!quote || pay.paid || pay.busy) return;
    // Priced at 0: the server settled the visit already, there is nothing to order.
    if (quote.freeFlag) return pay.paidThenOpen(generalPath(quote));
    if (channel === PAY_WECHAT) return pay.setQrOpen(true);
    await pay.payFromPublicAccount(generalPath(quote));
  };

  return (
    <PageFrame title="信息确认" subtitle="请核对患者与用药信息，确认后支付出方" className="tcm-general">
      <PageSection title="患者基本信息">
        <PatientBasics patient={consult.contact} />
      </PageSection>
      <PageSection title="用药信息">
        <UsageFacts consult={consult} />
      </PageSection>
      <PageSection title="支付信息">
        <QuoteLoad state={state} retry={retry}>
          {(q) => (
            <>
              <p className="tcm-general__amount">
                支付金额 <strong data-testid="price">{yuan(q.price)}</strong>
                {q.freeFlag ? <span className="tcm-general__free">通用方免费</span> : null}
              </p>
              <div className="tcm-general__channels">
                <span id="general-pay-label">支付方式</span>
                <Radio.Group
                  aria-labelledby="general-pay-label"
                  value={channel}
                  onChange={(v: PayChannel) => setChannel(v)}
                  disabled={pay.paid}
                  options={CHANNELS.map((c) => ({ value: c, label: payChannelText(c) }))}
                />
              </div>
              <p className="tcm-general__note">
                {q.freeFlag
                  ? '本次无需付款：确认支付后直接出方。'
                  : channel === PAY_PUBLIC_ACCOUNT
                    ? '由您登录的账户统一支付，支付后立即出方。'
                    : '出示二维码，由患者用手机微信扫码支付。'}
              </p>
              {pay.paid ? (
                <p className="tcm-general__paid-note" role="status">
                  支付成功，正在打开处方…
                </p>
              ) : null}
            </>
          )}
        </QuoteLoad>
      </PageSection>
      {quote && !quote.freeFlag ? (
        <WechatPayDialog
          visible={pay.qrOpen}
          amountFen={quote.price}
          expiredHint
          placeOrder={() => placeVisitPayment(quote.visitRecordId, PAY_WECHAT)}
          onPaid={() => {
            pay.setQrOpen(false);
            // While polling, the WeChat dialog goes to /Prescription (spec 3 §4).
            pay.paidThenOpen(`/Prescription?${query(quote)}`);
          }}
          onClose={() => pay.setQrOpen(false)}
        />
      ) : null}
      <div className="tcm-consult__footer">
        <Button onClick={() => navigate('/GeneralPrescriptionInfo')} disabled={pay.paid}>
          返回修改
        </Button>
        <Button type="primary" size="large" loading={pay.busy} disabled={!quote || pay.paid} onClick={confirm}>
          确认支付
        </Button>
      </div>
    </PageFrame>
  );
}
