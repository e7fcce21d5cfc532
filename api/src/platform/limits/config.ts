/**
 * The abuse limits as configuration. Every limit is on in every mode (sandbox, loopback clients
 * and tests included); a deployment or a test suite that needs more raises a number, there is no
 * switch that turns a limit off. `buildApp({ limits })` takes a partial object merged over the
 * defaults; main.ts and the deploy server read the same names from the environment.
 */
export interface Limits {
  /** SMS codes one client (an IP address, an IPv6 /64) may have sent per clock hour, any phones, any purpose. */
  smsPerIpPerHour: number;
  /**
   * Answers per client per clock hour that may tell whether a phone is registered: GET /smsCode of
   * type register/login/resetpwd, SMS login, register, resetPwd. Counted before anything is revealed.
   */
  lookupsPerIpPerHour: number;
  /** Per phone and purpose: one code per this many seconds. */
  smsResendSeconds: number;
  /** Per phone: codes per day (Beijing time), all purposes. */
  smsPerPhonePerDay: number;
  /** Password login failures one client may make before each further attempt has to wait (1 s, 2 s, 4 s, …). */
  loginFailuresPerIp: number;
  /** The longest of those waits, in seconds. */
  loginMaxDelaySeconds: number;
  /** A client's failures are forgotten after this many minutes without a failure (counted from the end of its wait). */
  loginFailureWindowMinutes: number;
  /** Wrong passwords in a row for one account from one client before that client's password login to it pauses. */
  passwordFailuresPerIpAndAccount: number;
  /** Wrong passwords in a row for one account from all clients together before its password login pauses (SMS login still works). */
  passwordFailuresPerAccount: number;
  /** How long either pause lasts, in minutes. */
  passwordLockMinutes: number;
  /** Patients one account keeps (deleted ones do not count). */
  patientsPerUser: number;
  /** Patients one account may add in the last hour (deleted ones count). */
  patientsPerUserPerHour: number;
  /** Delivery addresses one account keeps. */
  addressesPerUser: number;
  /** Delivery addresses one account may add in the last hour. */
  addressesPerUserPerHour: number;
  /** Telemetry batches (POST /api/telemetry) one client may send per clock minute. */
  telemetryPerIpPerMinute: number;
  /** Characters of telemetry batches one client may send per clock minute. */
  telemetryBytesPerIpPerMinute: number;
  /**
   * Distinct browsers one network address may report telemetry for per clock hour (a hospital's
   * NAT puts many doctors behind one address); a further browser's batches are refused until the
   * next hour. Not applied to browsers on the API's own machine (issue 31, docs/ARCHITECTURE.md §8).
   */
  telemetryBrowsersPerIpPerHour: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  smsPerIpPerHour: 30,
  lookupsPerIpPerHour: 60,
  smsResendSeconds: 60,
  smsPerPhonePerDay: 10,
  loginFailuresPerIp: 10,
  loginMaxDelaySeconds: 900,
  loginFailureWindowMinutes: 15,
  passwordFailuresPerIpAndAccount: 5,
  passwordFailuresPerAccount: 20,
  passwordLockMinutes: 15,
  patientsPerUser: 2000,
  patientsPerUserPerHour: 200,
  addressesPerUser: 50,
  addressesPerUserPerHour: 30,
  // A browser sends a batch every 30 s and when a page is hidden: 120 a minute serves some thirty
  // busy browsers behind one address; their batches are 0.3-2 KB, and 200,000 characters bound the rest.
  telemetryPerIpPerMinute: 120,
  telemetryBytesPerIpPerMinute: 200_000,
  telemetryBrowsersPerIpPerHour: 30,
});

/** The environment variable of each limit (main.ts, deploy/src/server/start.ts, api/README.md). */
export const LIMIT_ENV: Readonly<Record<keyof Limits, string>> = Object.freeze({
  smsPerIpPerHour: 'LIMIT_SMS_PER_IP_PER_HOUR',
  lookupsPerIpPerHour: 'LIMIT_LOOKUPS_PER_IP_PER_HOUR',
  smsResendSeconds: 'LIMIT_SMS_RESEND_SECONDS',
  smsPerPhonePerDay: 'LIMIT_SMS_PER_PHONE_PER_DAY',
  loginFailuresPerIp: 'LIMIT_LOGIN_FAILURES_PER_IP',
  loginMaxDelaySeconds: 'LIMIT_LOGIN_MAX_DELAY_SECONDS',
  loginFailureWindowMinutes: 'LIMIT_LOGIN_FAILURE_WINDOW_MINUTES',
  passwordFailuresPerIpAndAccount: 'LIMIT_PASSWORD_FAILURES_PER_IP_AND_ACCOUNT',
  passwordFailuresPerAccount: 'LIMIT_PASSWORD_FAILURES_PER_ACCOUNT',
  passwordLockMinutes: 'LIMIT_PASSWORD_LOCK_MINUTES',
  patientsPerUser: 'LIMIT_PATIENTS_PER_USER',
  patientsPerUserPerHour: 'LIMIT_PATIENTS_PER_USER_PER_HOUR',
  addressesPerUser: 'LIMIT_ADDRESSES_PER_USER',
  addressesPerUserPerHour: 'LIMIT_ADDRESSES_PER_USER_PER_HOUR',
  telemetryPerIpPerMinute: 'LIMIT_TELEMETRY_PER_IP_PER_MINUTE',
  telemetryBytesPerIpPerMinute: 'LIMIT_TELEMETRY_BYTES_PER_IP_PER_MINUTE',
  telemetryBrowsersPerIpPerHour: 'LIMIT_TELEMETRY_BROWSERS_PER_IP_PER_HOUR',
});

/** Larger numbers are certainly a typo (and would overflow the counters' arithmetic). */
const MAX_VALUE = 1_000_000_000;

function checkValue(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > MAX_VALUE) {
    throw new Error(`限流配置 ${name} 必须是 1 到 ${MAX_VALUE} 之间的整数（收到 ${JSON.stringify(value)}）；限流不能关闭，只能调高`);
  }
  return value;
}

/** The defaults with `partial` over them; refuses anything but positive integers (0 would not mean "off"). */
export function resolveLimits(partial: Partial<Limits> = {}): Limits {
  const out = { ...DEFAULT_LIMITS };
  for (const [key, value] of Object.entries(partial) as [keyof Limits, unknown][]) {
    if (!(key in DEFAULT_LIMITS)) throw new Error(`未知的限流配置 ${key}`);
    if (value === undefined) continue;
    out[key] = checkValue(key, value);
  }
  return out;
}

/** The limits set in the environment (LIMIT_*); unset or empty variables keep the default. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<Limits> {
  const out: Partial<Limits> = {};
  for (const [key, name] of Object.entries(LIMIT_ENV) as [keyof Limits, string][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    out[key] = checkValue(name, /^\d+$/.test(raw) ? Number(raw) : raw);
  }
  return out;
}
