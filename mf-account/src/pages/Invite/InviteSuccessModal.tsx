import { Button, Modal } from '@arco-design/web-react';
import { QRCodeSVG } from 'qrcode.react';

/** After confirming: the QR code the server names (data.qrUrl, the portal's login page). */
export function InviteSuccessModal({ qrUrl, onClose }: { qrUrl: string | null; onClose: () => void }) {
  return (
    <Modal
      title="邀请确认成功"
      visible={qrUrl !== null}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          完成
        </Button>
      }
    >
      <div style={{ textAlign: 'center' }}>
        {qrUrl ? <QRCodeSVG value={qrUrl} size={180} data-testid="invite-qr" marginSize={2} /> : null}
        <p style={{ marginTop: 12 }}>您已成功接受邀请，请使用手机扫描上方二维码登录门户，开始使用。</p>
      </div>
    </Modal>
  );
}
