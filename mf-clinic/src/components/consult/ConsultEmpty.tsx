import { Button } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useNavigate } from '@tcm/shared';

/**
 * A consultation page with nothing to show (its steps left nothing in this tab's session storage,
 * or its address lacks the visit): why, and the one way on.
 */
export function ConsultEmpty({ text, to, action, testId }: { text: ReactNode; to: string; action: string; testId?: string }) {
  const navigate = useNavigate();
  return (
    <div className="tcm-consult__empty" role="alert" data-testid={testId}>
      <p>{text}</p>
      <Button type="primary" onClick={() => navigate(to)}>
        {action}
      </Button>
    </div>
  );
}

/** A step of the 中药组方 flow opened without the steps before it (a bookmark, another tab, an ended session). */
export const NoConsult = ({ what }: { what: string }) => <ConsultEmpty text={what} to="/addPrescriptionContact?mode=1" action="去选择患者" />;

/** Where the general prescription starts: the home grid's 二十四节气通用方 entry (spec 2 §1, serviceIndex -1). */
export const GENERAL_START = '/addPrescriptionContact?mode=1&serviceIndex=-1';

export const NoGeneralConsult = () => <ConsultEmpty text="还没有本次通用方的信息：请先选择患者并填写用药信息。" to={GENERAL_START} action="去选择患者" />;

/** The self-composed pages without a consultation of mode 2 in this tab. */
export const NoHandmade = () => (
  <ConsultEmpty text="没有进行中的自拟组方，请先选择患者并填写用药信息。" to="/addPrescriptionContact?mode=2" action="去选择患者" />
);

/** A visit's result page whose address lacks the visit: back to the patients, whose records open it. */
export const NoVisit = ({ text }: { text: string }) => <ConsultEmpty text={text} to="/Contact" action="我的患者" />;
