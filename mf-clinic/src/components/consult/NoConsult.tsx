import { Button } from '@arco-design/web-react';
import { useNavigate } from '@tcm/shared';

/**
 * What a consultation step shows when the steps before it left nothing in this tab's session
 * storage (opened from a bookmark, another tab, or after the session ended): why, and the way back.
 */
export function NoConsult({ what }: { what: string }) {
  const navigate = useNavigate();
  return (
    <div className="tcm-consult__empty" role="alert">
      <p>{what}</p>
      <Button type="primary" onClick={() => navigate('/addPrescriptionContact?mode=1')}>
        去选择患者
      </Button>
    </div>
  );
}
