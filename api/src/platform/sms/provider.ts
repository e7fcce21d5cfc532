import { BizError } from '../http/errors';
import type { SmsType } from '@tcm/shared/contract';

/** Where verification codes go. A real deployment plugs in its SMS gateway here. */
export interface SmsProvider {
  readonly name: string;
  sendCode(phone: string, type: SmsType, code: string): Promise<void>;
}

/**
 * Sends nothing: the code is only stored (as every code is) and can be read back through the
 * debug call POST /api/getCode, which exists only in sandbox mode.
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox';
  async sendCode(): Promise<void> {}
}

/**
 * Production without a configured gateway: refuses to pretend a code was sent, so a missing
 * integration is visible immediately instead of users waiting for messages that never come.
 */
export class UnconfiguredSmsProvider implements SmsProvider {
  readonly name = 'unconfigured';
  async sendCode(): Promise<void> {
    throw new BizError('短信服务未配置，请联系管理员');
  }
}
