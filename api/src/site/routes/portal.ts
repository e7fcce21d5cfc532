import type { FastifyInstance } from 'fastify';
import type { SiteCtx } from '../context';
import { route } from '../../platform/http/route';

export const SANDBOX_WECHAT_AUTHORIZE = '/sandbox/wechat/authorize';

/** The deployment's runtime settings the shell reads at start (not in the spec's tables). */
export function portalRoutes(app: FastifyInstance, ctx: SiteCtx): void {
  route(app, 'GET /portal/config', {}, async () => ({
    code: 200,
    msg: '',
    data: {
      backOfficeUrl: ctx.backOfficeUrl,
      sandbox: ctx.sandbox,
      allowRemoteOverride: ctx.sandbox,
      wechatAuthorizeUrl: ctx.sandbox ? SANDBOX_WECHAT_AUTHORIZE : '',
      // What the shell needs to send; the storage period is the server's business.
      telemetry: { endpoint: ctx.telemetry.endpoint, sampleRate: ctx.telemetry.sampleRate, flushMs: ctx.telemetry.flushMs },
      allowPreview: ctx.sandbox,
    },
  }));
}
