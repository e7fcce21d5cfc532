import { z } from 'zod';
import { dataBody, envelope, id, int, pageQuery, rowsBody, yesNo } from './common';

// Spec 1 §7: the site, the account, invitations, the address book, and the doctor (spec 3 §7
// Doctor certification).

// ---- Site ----

export const homeInfo = z.object({ address: z.string(), phone: z.string(), email: z.string(), deptName: z.string() });
export const carouselItem = z.object({ imageUrl: z.string() });
/** noticeType 2 is an announcement (公告); any other value is a notification (通知). */
export const notice = z.object({ noticeType: z.union([z.number(), z.string()]), noticeContent: z.string() });
export const infoItem = z.object({
  infoTitle: z.string(),
  infoUrl: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`; lists show the first 10 characters. */
  createTime: z.string(),
});

// ---- Doctor ----

/** '1' male, '0' female: text on the wire. */
export const sexCode = z.enum(['0', '1']);

/**
 * Doctor status codes (spec 1 §4.3): 0 certified, 1 disabled, 2 invitation awaiting confirmation,
 * 3 materials to upload, 4 under review, 5 review failed. A string on the wire.
 */
export const doctorStatus = z.enum(['0', '1', '2', '3', '4', '5']);

export const doctor = z.object({
  doctorId: int.optional(),
  doctorName: z.string(),
  doctorSex: sexCode,
  doctorPhonNo: z.string(),
  idNo: z.string().optional(),
  doctorCertNo: z.string(),
  doctorCertImageUrl: z.string(),
  status: doctorStatus,
  remark: z.string().nullable().optional(),
  /** Hospital the doctor belongs to; 101 changes payment options in orders. */
  hospitalId: int.nullable().optional(),
});

export const doctorApplication = z.object({
  doctorName: z.string(),
  doctorSex: sexCode,
  idNo: z.string().optional(),
  doctorPhonNo: z.string(),
  doctorCertNo: z.string(),
  doctorCertImageUrl: z.string(),
});

export const uploadResult = z.object({
  /** Absolute-path URL the browser can load, e.g. /uploads/2026/11/abc.png */
  url: z.string(),
  fileName: z.string(),
});

// ---- Account ----

export const SMS_TYPE_VALUES = ['login', 'invite', 'wxbind', 'register', 'resetpwd', 'bindcard', 'fastpay'] as const;
/**
 * SMS code purposes seen in the product. bindcard and fastpay are sent only by the cashier (card
 * binding, fast pay), never through GET /smsCode; the sandbox lookup (POST /getCode) reads them all.
 */
export const smsType = z.enum(SMS_TYPE_VALUES);

export const user = z.object({ userId: id, userName: z.string(), phonenumber: z.string() });

/** The account call (GET /api/getInfo, header appType=pc). */
export const userInfo = z.object({
  user,
  roles: z.array(z.string()),
  doctor: doctor.nullable(),
  inheritor: yesNo,
  /** The prescription flag: 'Y' grants the right to open /addPrescriptionContact. */
  prescription: yesNo,
});

export const loginResult = z.object({
  token: z.string(),
  /** 0 means the account has no password yet and must go to /SetPassword. */
  pwdNotSet: int,
});

export const loginRequest = z.discriminatedUnion('type', [
  z.object({ username: z.string(), phoneMd5: z.string(), type: z.literal('sms'), code: z.string() }),
  z.object({ username: z.string(), phoneMd5: z.string(), type: z.literal('pwd'), password: z.string() }),
]);

export const smsCodeRequest = z.object({
  telephone: z.string(),
  phoneMd5: z.string(),
  type: smsType,
  /** Required only for type `invite`. */
  securityNo: z.string().optional(),
});

export const wechatLoginRequest = z.object({ wxCode: z.string(), type: z.literal('pc') });
export const wechatBindRequest = z.object({
  wxCode: z.string(),
  code: z.string(),
  username: z.string(),
  phoneMd5: z.string(),
  type: z.literal('pc'),
});
export const registerRequest = z.object({ username: z.string(), code: z.string(), password: z.string(), phoneMd5: z.string() });
export const resetPwdRequest = z.object({ code: z.string(), username: z.string(), phoneMd5: z.string(), password: z.string() });
export const setPwdRequest = z.object({ password: z.string() });
export const getCodeRequest = z.object({ phoneMd5: z.string(), type: smsType, telephone: z.string() });

/** Without a token the third-party account has no phone bound yet. */
export const loginAnswer = envelope.extend(loginResult.partial().shape);

// ---- Invitation ----

/**
 * What the invitation page shows. Whoever holds the link can read it, so the invitee is masked:
 * the invitee types the full phone, which GET /smsCode and the confirmation check.
 */
export const inviteInfo = z.object({
  /** Masked: 王*和, 王* (first character, and from three characters the last). */
  inviteName: z.string(),
  /** Masked: 139****0001. Never a phone to send: the invitee types theirs. */
  phone: z.string(),
  roleName: z.string(),
  sponsor: z.string(),
  deptName: z.string(),
});

export const inviteConfirmRequest = z.object({
  /** The phone the invitee typed; 手机号与邀请信息不一致 unless it is the invited one. */
  telephone: z.string(),
  code: z.string(),
  phoneMd5: z.string(),
  inviteId: z.string(),
  securityNo: z.string(),
});

// ---- Address book ----

export const deliveryAddressInput = z.object({
  receiverName: z.string(),
  phoneNo: z.string(),
  /** 6-digit region codes. */
  province: z.string(),
  city: z.string(),
  county: z.string(),
  street: z.string(),
  zipCode: z.string().optional(),
  /** Client helpers: the region names and their slash-joined text. */
  addressInfo: z.array(z.string()).optional(),
  addressInfoText: z.string().optional(),
});

export const deliveryAddress = deliveryAddressInput.extend({ deliveryAddressId: id });

/** The documented calls of spec 1 §7 and spec 3 §7 Doctor certification, keyed as `Calls` is. */
export const ACCOUNT_CALLS = {
  'GET /home/v1/info': { req: z.object({}), res: dataBody(homeInfo) },
  'GET /home/v1/carousel': { req: z.object({}), res: dataBody(z.array(carouselItem)) },
  'GET /home/v1/notice': { req: z.object({}), res: rowsBody(notice) },
  'GET /home/v1/course': { req: pageQuery, res: rowsBody(infoItem) },
  'GET /home/v1/news': { req: pageQuery, res: rowsBody(infoItem) },
  'GET /getInfo': { req: z.object({}), res: envelope.extend(userInfo.shape) },
  'POST /logout': { req: z.object({}), res: envelope },
  'POST /login': { req: loginRequest, res: loginAnswer },
  'GET /smsCode': { req: smsCodeRequest, res: envelope },
  'POST /wechat/v1/login': { req: wechatLoginRequest, res: loginAnswer },
  'POST /wechat/v1/bind': { req: wechatBindRequest, res: loginAnswer },
  'POST /register': { req: registerRequest, res: envelope },
  'POST /resetPwd': { req: resetPwdRequest, res: envelope },
  'POST /setPwd': { req: setPwdRequest, res: envelope },
  'POST /getCode': { req: getCodeRequest, res: envelope.extend({ smsCode: z.string().optional() }) },
  'GET /invite/v1/info': { req: z.object({ inviteId: z.string() }), res: envelope.extend({ info: inviteInfo, securityNo: z.string() }) },
  'POST /invite/v1/confirm': { req: inviteConfirmRequest, res: envelope.extend({ data: z.object({ qrUrl: z.string() }).optional() }) },
  'GET /delivery/address/list': { req: pageQuery.extend({ keyWord: z.string().optional() }), res: rowsBody(deliveryAddress) },
  'POST /delivery/address/add': { req: deliveryAddressInput, res: envelope },
  'POST /delivery/address/edit': { req: deliveryAddress, res: envelope },
  'DELETE /delivery/address/:deliveryAddressId': { req: z.object({}), res: envelope },
  'POST /doctor/v1/person/add': { req: doctorApplication, res: envelope },
} as const;
