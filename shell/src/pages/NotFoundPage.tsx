import { Button } from '@arco-design/web-react';
import Image404 from '@arco-design/web-react/es/Result/404';
import { FeatureUnavailable, StatusResult } from '@tcm/shared';
import { useNavigate } from 'react-router-dom';
import { isPointerFailed } from '../remotes/registry';

/** Unknown paths. If the list of remote pages could not be read, the path may well exist: say so. */
export function NotFoundPage() {
  const navigate = useNavigate();
  if (isPointerFailed()) {
    return (
      <div className="shell-container page-body">
        <FeatureUnavailable onRetry={() => window.location.reload()} />
      </div>
    );
  }
  return (
    <div className="shell-container page-body">
      <StatusResult
        status="404"
        icon={<Image404 />}
        title="页面不存在"
        subTitle="您访问的页面不存在或已被移除，请检查网址是否正确。"
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
