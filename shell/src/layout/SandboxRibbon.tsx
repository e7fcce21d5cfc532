import { usePortalConfig } from '@tcm/shared/core';

/**
 * 演示环境: on every page while the API runs in sandbox mode (GET /api/portal/config), so nobody
 * takes the demo for the real portal. A slim bar that takes its own place at the top of the page
 * and stays there while scrolling (sticky, not fixed): it covers no content or control at any
 * width, and the sticky top bar sits below it (theme.css, --tcm-ribbon-h).
 */
export function SandboxRibbon() {
  const { sandbox } = usePortalConfig();
  if (!sandbox) return null;
  return (
    <div className="sandbox-ribbon" role="note" aria-label="演示环境" data-testid="sandbox-ribbon">
      <span className="sandbox-ribbon__content">
        <strong className="sandbox-ribbon__tag">演示环境</strong>
        <span className="sandbox-ribbon__text">数据仅供演示 · 短信不会真实发送 · 支付为模拟</span>
      </span>
    </div>
  );
}
