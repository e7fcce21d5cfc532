import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { safeInternalPath } from '@tcm/shared/validators';
import type { CashierCtx } from '../cashier/context';
import { field } from '../platform/http/input';
import { endpoint } from '../platform/http/route';
import { originOf } from '../platform/http/origin';
import { boundSandboxIdentity, issueWxCode, newSandboxIdentity } from '../account/wechat/codes';
import { esc, page } from './html';
import { operatorRoutes } from './operator';
import { wechatPayRoutes } from './wechatPay';
import { adapayRoutes } from './adapay';

const DEFAULT_REDIRECT = '/Login';

/**
 * Only same-site targets, judged as the browser will read them (normalised): a path, answered as
 * its normalised form (safeInternalPath of @tcm/shared/validators: '/..//evil.example' is
 * '//evil.example', another host, and refused), or an absolute http(s) URL on the same host name
 * as this request, answered as the URL parser normalised it. The port is not compared because in
 * development the shell and the API listen on different ports of the same host; any other host is
 * refused, so this is no open redirect.
 */
export function safeRedirect(raw: string, req: FastifyRequest): string | undefined {
  if (!raw) return DEFAULT_REDIRECT;
  // eslint-disable-next-line no-control-regex -- a control character in a redirect is refused
  if (/[\u0000-\u001f\\]/.test(raw)) return undefined;
  if (raw.startsWith('/')) return safeInternalPath(raw) ?? undefined;
  try {
    const url = new URL(raw);
    const here = new URL(originOf(req));
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === here.hostname && !url.username && !url.password) {
      return url.toString();
    }
  } catch {
    // not a URL
  }
  return undefined;
}

function withCode(target: string, code: string): string {
  const relative = target.startsWith('/');
  const url = new URL(target, 'http://relative.invalid');
  url.searchParams.set('code', code);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

function badRedirect(reply: FastifyReply) {
  return reply.code(400).type('text/html; charset=utf-8').send(page('参数错误', '<h1>参数错误</h1><p>redirect_uri 不合法：只允许本站地址。</p>'));
}

/** Sandbox stand-ins for external providers (only registered when sandbox is on). */
export function sandboxRoutes(app: FastifyInstance, ctx: CashierCtx): void {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    // These pages echo redirect_uri (escaped). Should escaping ever slip, no script runs: the pages
    // need only their inline style and the QR code's data: image. No form-action: the confirm form's
    // redirect may go to the shell on another port of this host (development).
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'");
  });

  const redirectField = () => field.text('回跳地址', 2000, '/Login');
  // The provider's QR page: what the browser sees after clicking "scan login".
  endpoint(app, 'GET', '/wechat/authorize', { query: { redirect_uri: redirectField() } }, async ({ query: q }, req, reply) => {
    const redirect = safeRedirect(q.redirect_uri, req);
    if (!redirect) return badRedirect(reply);
    const confirmUrl = `${originOf(req)}/sandbox/wechat/confirm?${new URLSearchParams({ mode: 'new', redirect_uri: redirect })}`;
    const qr = await QRCode.toDataURL(confirmUrl, { width: 220, margin: 1 });
    const form = (mode: string, label: string, cls: string) => `
      <form method="get" action="/sandbox/wechat/confirm">
        <input type="hidden" name="mode" value="${esc(mode)}">
        <input type="hidden" name="redirect_uri" value="${esc(redirect)}">
        <button type="submit" class="${cls}">${esc(label)}</button>
      </form>`;
    const body = `
      <span class="sandbox">沙箱环境 · 模拟第三方扫码登录</span>
      <h1>微信扫码登录</h1>
      <p>请使用微信扫描二维码登录（沙箱中可直接点击下方按钮模拟手机端确认）</p>
      <img class="qr" alt="登录二维码" src="${esc(qr)}">
      ${form('new', '以新的测试微信用户确认', 'primary')}
      ${form('bound', '以已绑定的测试用户确认', 'secondary')}
      <p>登录后将返回：${esc(redirect)}</p>`;
    return reply.type('text/html; charset=utf-8').send(page('微信扫码登录（沙箱）', body));
  });

  // The phone's "confirm login": issues a one-time code and returns to the portal with it.
  const confirmQuery = { redirect_uri: redirectField(), mode: field.oneOf('确认方式', ['new', 'bound']) };
  endpoint(app, 'GET', '/wechat/confirm', { query: confirmQuery }, async ({ query: q }, req, reply) => {
    const redirect = safeRedirect(q.redirect_uri, req);
    if (!redirect) return badRedirect(reply);
    const identityId = q.mode === 'bound' ? await boundSandboxIdentity(ctx) : await newSandboxIdentity(ctx);
    if (!identityId) {
      return reply.code(409).type('text/html; charset=utf-8').send(page('无法登录', '<h1>无法登录</h1><p>演示账号未初始化，没有已绑定的测试微信用户。</p>'));
    }
    const code = await issueWxCode(ctx, identityId);
    return reply.redirect(withCode(redirect, code), 302);
  });

  operatorRoutes(app, ctx);
  wechatPayRoutes(app, ctx);
  adapayRoutes(app, ctx);

  // Where the avatar menu's back-office item leads when no external admin site is configured.
  endpoint(app, 'GET', '/back-office', {}, async (_input, _req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          '后台管理（沙箱）',
          '<span class="sandbox">沙箱环境</span><h1>后台管理系统</h1><p>正式部署时此处为外部管理后台（通过 BACK_OFFICE_URL 配置）。<br>沙箱中的审核等操作请使用命令行：npm run operator -w @tcm/api</p>',
        ),
      ),
  );
}
