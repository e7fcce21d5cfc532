import { Button } from '@arco-design/web-react';
import { useNavigate } from '@tcm/shared';

/** Where the general prescription starts: the home grid's 二十四节气通用方 entry (spec 2 §1, serviceIndex -1). */
export const GENERAL_START = '/addPrescriptionContact?mode=1&serviceIndex=-1';

/** The general flow's page opened without a consultation in this tab's session: why, and the way back. */
export function NoGeneralConsult() {
  const navigate = useNavigate();
  return (
    <div className="tcm-consult__empty" role="alert">
      <p>还没有本次通用方的信息：请先选择患者并填写用药信息。</p>
      <Button type="primary" onClick={() => navigate(GENERAL_START)}>
        去选择患者
      </Button>
    </div>
  );
}
