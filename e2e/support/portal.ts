import { readFileSync } from 'node:fs';
import { phoneMd5 } from '@tcm/shared/crypto';
import type { SmsType } from '@tcm/shared/contract';
import { portalFile, type PortalInfo } from './paths';

export function portal(): PortalInfo {
  return JSON.parse(readFileSync(portalFile(), 'utf8')) as PortalInfo;
}

export const baseUrl = () => portal().url;

/** Calls the running API directly (for set-up and for reading sandbox SMS codes). */
export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T & { code: number; msg?: string }> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as T & { code: number; msg?: string };
}

/** The last SMS code sent to a phone, read through the sandbox-only debug call. */
export async function sandboxSmsCode(telephone: string, type: SmsType): Promise<string> {
  const body = await api<{ smsCode?: string }>('POST', '/getCode', { telephone, type, phoneMd5: phoneMd5(telephone) });
  if (body.code !== 200 || !body.smsCode) throw new Error(`no SMS code for ${telephone}/${type}: ${body.msg}`);
  return body.smsCode;
}

export async function loginToken(phone: string, password: string): Promise<string> {
  const body = await api<{ token?: string }>('POST', '/login', {
    username: phone,
    phoneMd5: phoneMd5(phone),
    type: 'pwd',
    password,
  });
  if (!body.token) throw new Error(`login failed for ${phone}: ${body.msg}`);
  return body.token;
}

/** A phone number no seed uses, unique per call within a run. */
let counter = 0;
export function freshPhone(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}${counter}`.slice(-8).padStart(8, '0');
  return `139${tail}`;
}

/** A registered account of our own, so journeys do not depend on each other's changes to seed users; its phone. */
export async function registerUser(password = 'secret123'): Promise<string> {
  const phone = freshPhone();
  const sent = await api('GET', `/smsCode?telephone=${phone}&phoneMd5=${phoneMd5(phone)}&type=register`);
  if (sent.code !== 200) throw new Error(`SMS code for ${phone} refused: ${String(sent.msg)}`);
  const code = await sandboxSmsCode(phone, 'register');
  const reg = await api('POST', '/register', { username: phone, code, password, phoneMd5: phoneMd5(phone) });
  if (reg.code !== 200) throw new Error(`registering ${phone} failed: ${String(reg.msg)}`);
  return phone;
}
