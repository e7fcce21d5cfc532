import type { Page } from 'playwright-core';
import { sandboxSmsCode } from './portal';

/** The login's terms box, named after the three agreements it covers. */
export const AGREE_LABEL = '我已阅读并同意《最终用户许可协议》《分销中心许可协议》《委托服务合同》';

/** Logs in through the real /Login page with phone + password. */
export async function loginWithPassword(page: Page, phone: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/Login')) await page.goto('/Login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByLabel(AGREE_LABEL, { exact: true }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Logs in through /Login with an SMS code read from the sandbox. */
export async function loginWithSms(page: Page, phone: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/Login')) await page.goto('/Login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('发送成功').first().waitFor();
  await page.getByPlaceholder('请输入验证码').fill(await sandboxSmsCode(phone, 'login'));
  await page.getByLabel(AGREE_LABEL, { exact: true }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Waits for the path (and optionally query) the app navigates to. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === path || url.pathname === path);
}
