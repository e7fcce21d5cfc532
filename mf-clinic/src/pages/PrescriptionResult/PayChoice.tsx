import { Button } from '@arco-design/web-react';
import { clinicPayChannels, PAY_PUBLIC_ACCOUNT, PAY_WECHAT, type PayChannel } from '@tcm/shared/clinic';

interface PayChoiceProps {
  busy: PayChannel | null;
  done: boolean;
  onPay: (channel: PayChannel) => void;
}

/**
 * The payment choice of 信息确认, spec 2 §6 as clinicPayChannels reads it: the logged-in doctor's
 * own channel is the public account (clinicPayChannels(true) = [3]); WeChat belongs to a payer who
 * is not logged in (clinicPayChannels(false) = [1]), here the patient, who scans the QR the doctor
 * shows and pays on their own phone without any session of the portal.
 */
export function PayChoice({ busy, done, onPay }: PayChoiceProps) {
  const doctor = clinicPayChannels(true);
  const patient = clinicPayChannels(false);
  return (
    <div className="tcm-rxresult-pay">
      {doctor.includes(PAY_PUBLIC_ACCOUNT) ? (
        <div className="tcm-rxresult-pay__option">
          <div>
            <strong>公共账户</strong>
            <p>由您登录的账户统一支付，支付后立即出方</p>
          </div>
          <Button
            type="primary"
            loading={busy === PAY_PUBLIC_ACCOUNT}
            disabled={done || (busy !== null && busy !== PAY_PUBLIC_ACCOUNT)}
            onClick={() => onPay(PAY_PUBLIC_ACCOUNT)}
          >
            公共账户支付
          </Button>
        </div>
      ) : null}
      {patient.includes(PAY_WECHAT) ? (
        <div className="tcm-rxresult-pay__option">
          <div>
            <strong>患者微信扫码支付</strong>
            <p>出示二维码，由患者用手机微信扫码支付</p>
          </div>
          <Button type="outline" disabled={done || busy !== null} onClick={() => onPay(PAY_WECHAT)}>
            患者微信扫码支付
          </Button>
        </div>
      ) : null}
    </div>
  );
}
