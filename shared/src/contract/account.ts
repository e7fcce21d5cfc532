import type { z } from 'zod';
import type * as s from './schema';
import type { ApiBody, ApiEnvelope } from './common';

export type RoleKey = 'superadmin' | 'admin' | 'level1' | 'level2' | 'hospital_admin' | 'doctor' | 'common';

export type SmsType = z.infer<typeof s.smsType>;
export const SMS_TYPES: readonly SmsType[] = ['login', 'invite', 'wxbind', 'register', 'resetpwd', 'bindcard', 'fastpay'];
/** The purposes GET /smsCode sends (the cashier sends its own). */
export const PUBLIC_SMS_TYPES: readonly SmsType[] = ['login', 'invite', 'wxbind', 'register', 'resetpwd'];

export type User = z.infer<typeof s.user>;

export type UserInfo = z.infer<typeof s.userInfo>;

export type LoginResult = z.infer<typeof s.loginResult>;

export type LoginRequest = z.infer<typeof s.loginRequest>;

export type SmsCodeRequest = z.infer<typeof s.smsCodeRequest>;

export type WechatLoginRequest = z.infer<typeof s.wechatLoginRequest>;

export type WechatBindRequest = z.infer<typeof s.wechatBindRequest>;

export type RegisterRequest = z.infer<typeof s.registerRequest>;

export type ResetPwdRequest = z.infer<typeof s.resetPwdRequest>;

export type SetPwdRequest = z.infer<typeof s.setPwdRequest>;

export type GetCodeRequest = z.infer<typeof s.getCodeRequest>;

export interface AccountCalls {
  'GET /getInfo': { req: void; res: ApiBody<UserInfo> };
  'POST /logout': { req: void; res: ApiEnvelope };
  'POST /login': { req: LoginRequest; res: ApiBody<Partial<LoginResult>> };
  'GET /smsCode': { req: SmsCodeRequest; res: ApiEnvelope };
  /** Without a token in the response the third-party account has no phone bound yet. */
  'POST /wechat/v1/login': { req: WechatLoginRequest; res: ApiBody<Partial<LoginResult>> };
  'POST /wechat/v1/bind': { req: WechatBindRequest; res: ApiBody<Partial<LoginResult>> };
  'POST /register': { req: RegisterRequest; res: ApiEnvelope };
  'POST /resetPwd': { req: ResetPwdRequest; res: ApiEnvelope };
  'POST /setPwd': { req: SetPwdRequest; res: ApiEnvelope };
  /** Debug only: exists in sandbox mode, 404 otherwise. */
  'POST /getCode': { req: GetCodeRequest; res: ApiBody<{ smsCode?: string }> };
}
