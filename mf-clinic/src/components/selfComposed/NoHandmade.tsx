import { Button } from '@arco-design/web-react';
import { useNavigate } from '@tcm/shared';

/** What the self-composed pages show without a consultation of mode 2 in this tab. */
export function NoHandmade() {
  const navigate = useNavigate();
  return (
    <div className="tcm-consult__empty" role="alert">
      <p>没有进行中的自拟组方，请先选择患者并填写用药信息。</p>
      <Button type="primary" onClick={() => navigate('/addPrescriptionContact?mode=2')}>
        去选择患者
      </Button>
    </div>
  );
}

