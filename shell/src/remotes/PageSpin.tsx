import type { ReactNode } from 'react';
import { IconLoading } from '../layout/icons';

/**
 * The loading state of a page area: never a blank page while code or data is on its way. It is the
 * markup of Arco's `<Spin size={32} tip>` (styled by Arco's stylesheet, loaded at boot) without
 * Arco's code: it shows while Arco itself may still be on its way (issue 9). `children` go under it.
 */
export function PageSpin({ tip = '页面加载中…', children }: { tip?: string; children?: ReactNode }) {
  return (
    <div className="page-spin" data-testid="page-spin">
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }}>
        <div className="arco-spin arco-spin-loading arco-spin-with-tip">
          <span className="arco-spin-icon">
            <IconLoading className="arco-icon-loading" style={{ fontSize: 32 }} />
          </span>
          <div className="arco-spin-tip">{tip}</div>
        </div>
        {children}
      </div>
    </div>
  );
}
