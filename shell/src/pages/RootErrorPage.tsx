import { Button } from '@arco-design/web-react';
import Image404 from '@arco-design/web-react/es/Result/404';
import Image500 from '@arco-design/web-react/es/Result/500';
import { StatusResult } from '@tcm/shared';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Last resort when something outside every page boundary breaks. */
export function RootErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('[shell] unexpected error', error), [error]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="shell-container page-body">
      <StatusResult
        status={notFound ? '404' : '500'}
        icon={notFound ? <Image404 /> : <Image500 />}
        title={notFound ? '页面不存在' : '页面出错了'}
        subTitle={notFound ? '您访问的页面不存在或已被移除，请检查网址是否正确。' : '请刷新页面重试，或返回首页继续浏览。'}
        extra={
          <>
            {!notFound && <Button onClick={() => window.location.reload()}>刷新页面</Button>}{' '}
            <Button type="primary" onClick={() => window.location.assign('/')}>
              返回首页
            </Button>
          </>
        }
      />
    </div>
  );
}
