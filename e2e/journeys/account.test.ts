/**
 * Issue 4 journeys: registration, third-party login with binding and a first password, password
 * reset, invitation, and the address book in both its modes.
 */
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { phoneMd5 } from '@tcm/shared/crypto';
import { useJourney } from '../support/browser';
import { api, baseUrl, freshPhone, sandboxSmsCode } from '../support/portal';
import { loginWithPassword, loginWithSms, waitForPath } from '../support/session';

let page: Page;

useJourney('account', (s) => ({ page } = s));

async function requestCode(page: Page, phone: string, type: Parameters<typeof sandboxSmsCode>[1]): Promise<void> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('发送成功').first().waitFor();
  await page.getByRole('button', { name: /后重发$/ }).waitFor();
  await page.getByPlaceholder('请输入验证码').fill(await sandboxSmsCode(phone, type));
}

async function logoutViaMenu(page: Page, who: RegExp): Promise<void> {
  await page.locator('header').first().getByText(who).first().hover();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  // Logout reloads home; wait for that load so the next navigation does not race it.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: '确定' }).click();
  await reloaded;
  expect(new URL(page.url()).pathname).toBe('/');
}

test('register a new phone, then log in with it', async () => {
  const phone = freshPhone();
  await page.goto('/Signup');
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  await requestCode(page, phone, 'register');
  await page.getByPlaceholder('请输入密码（不少于6位）').fill('first-pass');
  await page.getByPlaceholder('请再次输入密码').fill('different');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await page.getByText('两次输入密码不一致').first().waitFor();
  await expect(page.getByPlaceholder('请再次输入密码').inputValue()).resolves.toBe('');
  await page.getByPlaceholder('请再次输入密码').fill('first-pass');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await page.getByText('注册成功').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/Login');

  await loginWithPassword(page, phone, 'first-pass');
  await page.getByText('登录成功').first().waitFor();
  await waitForPath(page, '/');
  await page.locator('header').first().getByText('普通用户').first().waitFor();
});

test('an account without a password logs in by SMS, is asked to set one, and can then use it', async () => {
  const phone = DEMO_ACCOUNTS.noPassword.phone;
  await loginWithSms(page, phone);
  await page.waitForURL((url) => url.pathname === '/SetPassword');
  await page.getByText('由于您初次登录，请设置密码').waitFor();
  await page.getByPlaceholder('请输入密码（不少于6位）').fill('12345');
  await page.getByPlaceholder('请再次输入密码').fill('12345');
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByText('密码不能小于六位').first().waitFor();
  await page.getByPlaceholder('请输入密码（不少于6位）').fill('sms-first-1');
  await page.getByPlaceholder('请再次输入密码').fill('sms-first-1');
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByText('密码设置成功').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/');

  await logoutViaMenu(page, /未设密码用户/);
  await loginWithPassword(page, phone, 'sms-first-1');
  await page.getByText('登录成功').first().waitFor();
  await waitForPath(page, '/');
});

test('third-party QR login the first time binds a phone, sets a password, and that password works', async () => {
  const phone = freshPhone();
  await page.goto('/Login');
  await page.getByRole('button', { name: '扫码登录' }).click();
  await page.waitForURL((url) => url.pathname === '/sandbox/wechat/authorize');
  await page.getByAltText('登录二维码').waitFor();
  await page.getByRole('button', { name: '以新的测试微信用户确认' }).click();

  await page.getByText('首次登录请绑定手机号码').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/Bind' && !!url.searchParams.get('code'));
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  await requestCode(page, phone, 'wxbind');
  await page.getByRole('button', { name: '绑定并登录' }).click();

  // A phone bound this way has no password yet (pwdNotSet 0).
  await page.waitForURL((url) => url.pathname === '/SetPassword');
  await page.getByText('由于您初次登录，请设置密码').waitFor();
  await page.getByPlaceholder('请输入密码（不少于6位）').fill('wx-pass-1');
  await page.getByPlaceholder('请再次输入密码').fill('wx-pass-1');
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByText('密码设置成功').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/');

  await logoutViaMenu(page, /用户|普通用户/);
  await loginWithPassword(page, phone, 'wx-pass-1');
  await page.getByText('登录成功').first().waitFor();
  await waitForPath(page, '/');
});

test('a user who forgot the password resets it by SMS and logs in with the new one', async () => {
  const phone = DEMO_ACCOUNTS.level2.phone;
  await page.goto('/ResetPassword');
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  await requestCode(page, phone, 'resetpwd');
  await page.getByPlaceholder('请输入新密码（不少于6位）').fill('new-pass-9');
  await page.getByPlaceholder('请再次输入密码').fill('new-pass-9');
  await page.getByRole('button', { name: '确认修改' }).click();
  await page.getByText('修改成功').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/Login');
  await loginWithPassword(page, phone, DEMO_PASSWORD);
  await page
    .getByText(/密码错误|账号或密码/)
    .first()
    .waitFor();
  await loginWithPassword(page, phone, 'new-pass-9');
  await page.getByText('登录成功').first().waitFor();
  await page.locator('header').first().getByText('二级代理').first().waitFor();
});

test('an invited doctor types the phone the invitation shows masked, confirms by SMS and sees the QR dialog', async () => {
  const phone = freshPhone();
  // The operator verbs answer this machine (the e2e portal listens on 127.0.0.1).
  const created = await fetch(`${baseUrl()}/sandbox/operator/invitations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ role: 'doctor', phone, inviteName: '赵受邀', sponsor: '运营管理员', deptName: '岐黄中医馆' }),
  }).then((r) => r.json() as Promise<{ code: number; data: { inviteId: string } }>);
  expect(created.code).toBe(200);
  // Random, not counted: nobody reaches another invitation by changing a digit.
  expect(created.data.inviteId).toMatch(/^INV-[0-9A-F]{16}$/);

  await page.goto(`/Invite?inviteId=${encodeURIComponent(created.data.inviteId)}`);
  const greeting = page.getByTestId('invite-greeting');
  await greeting.getByText('尊敬的赵*邀，').waitFor();
  await greeting
    .getByText(/运营管理员/)
    .first()
    .waitFor();
  await greeting
    .getByText(/岐黄中医馆/)
    .first()
    .waitFor();
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  await expect(page.getByTestId('invite-phone').textContent()).resolves.toContain(`受邀手机号：${masked}`);
  // Whoever holds the link sees neither the full name nor the full phone.
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('赵受邀');
  expect(text).not.toContain(phone);

  // The invitee types the phone; another number is refused before any code is sent.
  const phoneInput = page.getByPlaceholder('请输入手机号码');
  await expect(phoneInput.inputValue()).resolves.toBe('');
  const wrong = `${phone.slice(0, 3)}${phone[3] === '9' ? '0' : '9'}${phone.slice(4)}`;
  await phoneInput.fill(wrong);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('手机号与邀请信息不一致').first().waitFor();
  await expect(page.getByRole('button', { name: '获取验证码' }).isEnabled()).resolves.toBe(true);

  await phoneInput.fill(phone);
  await requestCode(page, phone, 'invite');
  await page.getByRole('button', { name: '确认', exact: true }).click();
  await page.getByText('邀请确认成功').waitFor();
  await page.getByTestId('invite-qr').waitFor();

  // The invitee is now a user with the doctor role who still has to upload certification materials.
  await api('GET', `/smsCode?telephone=${phone}&phoneMd5=${phoneMd5(phone)}&type=login`);
  const login = await api<{ token?: string }>('POST', '/login', {
    username: phone,
    phoneMd5: phoneMd5(phone),
    type: 'sms',
    code: await sandboxSmsCode(phone, 'login'),
  });
  const me = await api<{ roles: string[]; doctor: { status: string } | null }>('GET', '/getInfo', undefined, login.token);
  expect(me.roles).toContain('doctor');
  expect(me.doctor?.status).toBe('3');
});

test('sandbox: the 演示环境 ribbon is on every page and covers nothing, from 360 px to a wide desktop', async () => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 780 });
    for (const path of ['/', '/Login']) {
      await page.goto(path);
      const ribbon = page.getByRole('note', { name: '演示环境' });
      await ribbon.waitFor();
      const tag = await ribbon.getByText('演示环境', { exact: true }).boundingBox();
      // Readable inside the screen, at its top.
      expect(tag!.x).toBeGreaterThanOrEqual(0);
      expect(tag!.x + tag!.width).toBeLessThanOrEqual(width);
      const box = (await ribbon.boundingBox())!;
      expect(box.y).toBe(0);
      // What comes after it starts below it: the top bar on main pages, the card on bare ones.
      const below = path === '/' ? page.locator('header.shell-header') : page.locator('.tcm-acc-card');
      await below.waitFor();
      expect((await below.boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height - 0.5);
      // The point just below the ribbon belongs to the page, not to the ribbon.
      const hit = await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('.sandbox-ribbon'), [Math.min(width - 1, 200), box.height + 1]);
      expect(hit).toBe(false);
      if (path === '/') {
        // Scrolled: the ribbon and the sticky top bar stay, one below the other.
        await page.evaluate(() => window.scrollTo(0, 1200));
        await page.waitForFunction(() => window.scrollY > 0);
        expect((await ribbon.boundingBox())!.y).toBe(0);
        expect(Math.round((await below.boundingBox())!.y)).toBe(Math.round(box.height));
      }
    }
  }
});

test('an unknown invitation greets the visitor as 客户', async () => {
  await page.goto('/Invite?inviteId=NO-SUCH-INVITE');
  await page.getByText(/客户/).first().waitFor();
});

async function pickRegion(page: Page, names: string[]): Promise<void> {
  await page.getByTestId('region-cascader').click();
  for (const name of names) {
    await page.locator('.arco-cascader-popup .arco-cascader-list-item', { hasText: name }).first().click();
  }
}

test('addresses: add mainland and overseas, edit, search, select for another page, delete', async () => {
  await page.goto('/Login');
  await loginWithPassword(page, DEMO_ACCOUNTS.user.phone, DEMO_PASSWORD);
  await waitForPath(page, '/');
  await page.goto('/address');
  await page.getByRole('button', { name: /新增地址/ }).click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '新增地址' });

  // The save rules, in order.
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByText('请输入收货人姓名').first().waitFor();
  await dialog.getByLabel('收货人').fill('孙思邈');
  await dialog.getByLabel('手机号').fill('1391234');
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByText('请输入正确的11位手机号').first().waitFor();
  await dialog.getByLabel('手机号').fill('13912345678');
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByText('请选择省/市/区').first().waitFor();
  await pickRegion(page, ['浙江省', '杭州市', '西湖区']);
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByText('请输入详细地址').first().waitFor();
  await dialog.getByLabel('详细地址').fill('灵隐路 1 号');
  await dialog.getByRole('button', { name: '保存' }).click();
  const row = page.locator('tr', { hasText: '孙思邈' });
  await row.getByText('浙江省/杭州市/西湖区').waitFor();

  // Overseas: a country in place of a city.
  await page.getByRole('button', { name: /新增地址/ }).click();
  await dialog.getByLabel('收货人').fill('鉴真');
  await dialog.getByLabel('手机号').fill('13987654321');
  await pickRegion(page, ['海外', '日本']);
  await dialog.getByLabel('详细地址').fill('奈良 唐招提寺');
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.locator('tr', { hasText: '鉴真' }).getByText('海外/日本').waitFor();

  // Edit.
  await row.getByRole('button', { name: '编辑' }).click();
  const editDialog = page.locator('.arco-modal').filter({ hasText: '编辑地址' });
  await editDialog.getByLabel('详细地址').fill('灵隐路 2 号');
  await editDialog.getByRole('button', { name: '保存' }).click();
  await page.locator('tr', { hasText: '孙思邈' }).getByText('灵隐路 2 号').waitFor();

  // Search.
  await page.getByLabel('搜索地址').fill('鉴真');
  await page.getByLabel('搜索地址').press('Enter');
  await page.locator('tr', { hasText: '鉴真' }).waitFor();
  await page.locator('tr', { hasText: '孙思邈' }).waitFor({ state: 'detached' });

  // Select mode hands the address back to the page that asked for it.
  await page.goto('/address?mode=1&returnTo=%2FProduct');
  await page.locator('tr', { hasText: '鉴真' }).getByRole('button', { name: '选择' }).click();
  await page.waitForURL((url) => url.pathname === '/Product');
  const selected = await page.evaluate(() => sessionStorage.getItem('selectedAddress'));
  expect(JSON.parse(selected!)).toMatchObject({ receiverName: '鉴真', province: '900000' });

  // Delete, after confirming.
  await page.goto('/address');
  await page.locator('tr', { hasText: '鉴真' }).getByRole('button', { name: '删除' }).click();
  await page.getByText('确定要删除该地址吗？').waitFor();
  await page.locator('.arco-modal').filter({ hasText: '确定要删除该地址吗？' }).getByRole('button', { name: '删除' }).click();
  await page.getByText('删除成功').first().waitFor();
  await page.locator('tr', { hasText: '鉴真' }).waitFor({ state: 'detached' });
});
