import { Button } from '@arco-design/web-react';
import { loadUserInfo, type DoctorStatus } from '@tcm/shared';
import { useState } from 'react';
import { LinkButton } from '../../components/LinkButton';

/** Reloads the account: the review happens elsewhere, so this is how the applicant sees the outcome. */
function RefreshButton() {
  const [loading, setLoading] = useState(false);
  const refresh = async () => {
    setLoading(true);
    try {
      await loadUserInfo();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button loading={loading} onClick={refresh}>
      刷新审核状态
    </Button>
  );
}

/** What the applicant can do next in each status. */
export function StatusActions({ status }: { status: DoctorStatus }) {
  switch (status) {
    case '5':
      return (
        <>
          <LinkButton type="primary" to="/apply">
            重新申请
          </LinkButton>
          <LinkButton to="/userInfo">查看申请信息</LinkButton>
        </>
      );
    case '4':
      return (
        <>
          <RefreshButton />
          <LinkButton to="/userInfo">查看申请信息</LinkButton>
        </>
      );
    case '3':
      return (
        <LinkButton type="primary" to="/apply">
          去上传资料
        </LinkButton>
      );
    default:
      return (
        <LinkButton type="primary" to="/userInfo">
          查看个人信息
        </LinkButton>
      );
  }
}
