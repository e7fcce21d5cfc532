import type { ApiBody, ApiEnvelope, YesNo } from './common';
import type { Doctor } from './doctor';

export type RoleKey = 'superadmin' | 'admin' | 'level1' | 'level2' | 'hospital_admin' | 'doctor' | 'common';

/**
 * SMS code purposes seen in the product. bindcard and fastpay are sent only by the cashier (card
 * binding, fast pay), never through GET /smsCode; the sandbox lookup (POST /getCode) reads them all.
 */
export type SmsType = 'login' | 'invite' | 'wxbind' | 'register' | 'resetpwd' | 'bindcard' | 'fastpay';
export const SMS_TYPES: readonly SmsType[] = ['login', 'invite', 'wxbind', 'register', 'resetpwd', 'bindcard', 'fastpay'];
/** The purposes GET /smsCode sends (the cashier sends its own). */
export const PUBLIC_SMS_TYPES: readonly SmsType[] = ['login', 'invite', 'wxbind', 'register', 'resetpwd'];

export interface User {
  userId: number;
  userName: string;
  phonenumber: string;
}

/** The account call (GET /api/getInfo, header appType=pc). */
export interface UserInfo {
  user: User;
  roles: string[];
  doctor: Doctor | null;
  inheritor: YesNo;
  /** The prescription flag: 'Y' grants the right to open /addPrescriptionContact. */
  prescription: YesNo;
}

export interface LoginResult {
  token: string;
  /** 0 means the account has no password yet and must go to /SetPassword. */
  pwdNotSet: number;
}

export type LoginRequest =
  | { username: string; phoneMd5: string; type: 'sms'; code: string }
  | { username: string; phoneMd5: string; type: 'pwd'; password: string };

export interface SmsCodeRequest {
  telephone: string;
  phoneMd5: string;
  type: SmsType;
  /** Required only for type `invite`. */
  securityNo?: string;
}

export interface WechatLoginRequest {
  wxCode: string;
  type: 'pc';
}

export interface WechatBindRequest {
  wxCode: string;
  code: string;
  username: string;
  phoneMd5: string;
  type: 'pc';
}

export interface RegisterRequest {
  username: string;
  code: string;
  password: string;
  phoneMd5: string;
}

export interface ResetPwdRequest {
  code: string;
  username: string;
  phoneMd5: string;
  password: string;
}

export interface SetPwdRequest {
  password: string;
}

export interface GetCodeRequest {
  phoneMd5: string;
  type: SmsType;
  telephone: string;
}

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
