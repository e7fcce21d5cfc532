import { Alert } from '@arco-design/web-react';

/** Status 5: why the last application failed, above the form the user resubmits (spec 3 §4). */
export function RejectionNotice({ remark }: { remark?: string | null }) {
  return (
    <Alert
      className="tcm-cert__notice"
      type="warning"
      title="您的认证申请未通过审核，请根据审核意见修改后重新提交"
      content={
        remark ? (
          <span data-testid="rejection-remark">
            <span className="tcm-cert__remark-label">审核意见：</span>
            {remark}
          </span>
        ) : (
          '审核未给出具体意见，如有疑问请联系管理员。'
        )
      }
    />
  );
}
