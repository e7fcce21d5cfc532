/** Escapes text for HTML element content and quoted attribute values. */
export function esc(value: unknown): string {
  return String(value).replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A minimal Chinese page; `body` must already be escaped. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<style>
  body { margin: 0; font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; background: #f3f5f2; color: #222; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 4px 24px rgba(0,0,0,.08); text-align: center; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { color: #666; font-size: 14px; line-height: 1.6; }
  .sandbox { display: inline-block; background: #fff4e5; color: #b25e00; border-radius: 4px; padding: 2px 8px; font-size: 12px; margin-bottom: 16px; }
  img.qr { width: 220px; height: 220px; border: 1px solid #e5e5e5; border-radius: 8px; margin: 12px 0; }
  form { margin: 12px 0 0; }
  button { width: 100%; padding: 12px; font-size: 15px; border-radius: 6px; border: none; cursor: pointer; }
  button.primary { background: #07c160; color: #fff; }
  button.secondary { background: #eef6f0; color: #07803f; }
  p { overflow-wrap: anywhere; }
  @media (max-width: 520px) {
    main { margin: 16px 12px; padding: 24px 16px; }
    img.qr { width: min(220px, 100%); height: auto; }
  }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The two buttons of a sandbox provider's pay page (WeChat, Alipay): each posts `action=confirm|fail`
 * to the page's own address, as the payer's phone answers the provider.
 */
export function payAnswerForms(action: string, classes: { confirm: string; fail: string }): string {
  const form = (value: 'confirm' | 'fail', label: string) => `
        <form method="post" action="${esc(action)}">
          <input type="hidden" name="action" value="${value}">
          <button type="submit" class="${esc(classes[value])}">${label}</button>
        </form>`;
  return `${form('confirm', '确认支付')}${form('fail', '模拟失败')}`;
}
