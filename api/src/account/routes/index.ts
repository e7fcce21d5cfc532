import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { addressRoutes } from './address';
import { inviteRoutes } from './invite';
import { loginRoutes } from './login';
import { passwordRoutes } from './password';
import { smsRoutes } from './sms';
import { wechatRoutes } from './wechat';

/** The account's calls (spec 1 §7): login, SMS codes, passwords, WeChat login, invitations, addresses; under /api. */
export function accountRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  loginRoutes(app, ctx);
  smsRoutes(app, ctx);
  passwordRoutes(app, ctx);
  wechatRoutes(app, ctx);
  inviteRoutes(app, ctx);
  addressRoutes(app, ctx);
}
