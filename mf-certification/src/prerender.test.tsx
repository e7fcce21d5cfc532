import { hydratePrerendered } from '@tcm/shared/testing/hydratePrerendered';
import { screen, waitFor } from '@testing-library/react';
import ApplyPage from './pages/Apply';
import { PRERENDERED_PATHS, renderPage } from './prerender';
import { makeUserInfo } from './test/fixtures';
import { sharedMockHandles } from './test/sharedMocks';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('./test/sharedMocks')>('./test/sharedMocks').mockedShared());

const shared = sharedMockHandles();

test('/apply is the page prerendered, the same in both variants', async () => {
  expect(PRERENDERED_PATHS).toEqual(['/apply']);
  expect(await renderPage('/apply')).toEqual(await renderPage('/apply'));
});

test('/apply: the form is in the markup, empty and disabled, while the account is read', async () => {
  shared.signIn(null);
  const { head, body } = await renderPage('/apply');
  expect(head).toBe('');
  expect(body).toContain('<h1>医生认证申请</h1>');
  expect(body).toMatch(/<input id="doctorName_input"[^>]*disabled=""[^>]*placeholder="请输入真实姓名"/);
  expect(body).toMatch(/<button[^>]*disabled=""[^>]*><svg[^>]*arco-icon-upload.*上传图片/);
  expect(body).toMatch(/<button[^>]*type="submit" disabled=""[^>]*><span>提交申请/);
  expect(body).toContain('正在加载账户信息…');
  // Nobody's details: they are the account's, read after hydration.
  expect(body).not.toMatch(/value="1\d{10}"/);
});

test('/apply hydrates without a mismatch, then offers the form filled from the account', async () => {
  shared.signIn(null);
  const { body } = await renderPage('/apply');
  // The browser's session, which the build did not know.
  shared.signIn(makeUserInfo({ user: { userId: 9, userName: '演示用户', phonenumber: '13800000009' } }));
  const { complaints, container, firstInput } = await hydratePrerendered(body, '/apply', '/apply', <ApplyPage />);
  expect(complaints).toEqual([]);
  expect(firstInput?.disabled).toBe(true);
  await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: '手机号' }).value).toBe('13800000009'));
  expect(screen.getByRole('textbox', { name: '姓名' })).toBeEnabled();
  expect(screen.getByRole('button', { name: /提交申请/ })).toBeEnabled();
  expect(container.textContent).not.toContain('正在加载账户信息…');
});

test('/apply hydrated for a doctor under review shows the status instead of the form', async () => {
  const { body } = await renderPage('/apply');
  shared.asDoctor('4');
  await hydratePrerendered(body, '/apply', '/apply', <ApplyPage />);
  expect(await screen.findByText('您的认证申请正在审核中')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: '姓名' })).not.toBeInTheDocument();
});
