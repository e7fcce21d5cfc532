import { Spin } from '@arco-design/web-react';

/** The loading state of a page area: never a blank page while code or data is on its way. */
export function PageSpin({ tip = '页面加载中…' }: { tip?: string }) {
  return (
    <div className="page-spin" data-testid="page-spin">
      <Spin size={32} tip={tip} />
    </div>
  );
}
