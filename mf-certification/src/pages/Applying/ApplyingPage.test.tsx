import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUserInfo } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { sharedMockHandles } from '../../test/sharedMocks';
import ApplyingPage from './index';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/sharedMocks')>('../../test/sharedMocks').mockedShared());

const shared = sharedMockHandles();
const asDoctor = (status: Parameters<typeof shared.asDoctor>[0], remark: string | null = null) => shared.asDoctor(status, { remark });

describe('/applying — the doctor status', () => {
  it('status 4 shows 认证审核中, the remark and a way to refresh the status', async () => {
    asDoctor('4', '材料已收到，预计两个工作日内完成审核');
    const user = userEvent.setup();
    renderRoute('/applying', ApplyingPage);
    expect(screen.getByTestId('doctor-status')).toHaveTextContent('认证审核中');
    expect(screen.getByTestId('doctor-remark')).toHaveTextContent('审核意见：材料已收到，预计两个工作日内完成审核');
    expect(screen.queryByRole('link', { name: '重新申请' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '刷新审核状态' }));
    expect(shared.loadUserInfo).toHaveBeenCalledTimes(1);
  });

  it('status 5 shows 认证审核未通过 with the remark, and 重新申请 goes to /apply', async () => {
    asDoctor('5', '执业证书编号与证书图片不一致');
    const page = renderRoute('/applying', ApplyingPage);
    expect(screen.getByTestId('doctor-status')).toHaveTextContent('认证审核未通过');
    expect(screen.getByTestId('doctor-remark')).toHaveTextContent('审核意见：执业证书编号与证书图片不一致');
    expect(await page.follow('重新申请')).toBe('/apply');
  });

  it('shows no remark block when the reviewer left none', () => {
    asDoctor('5', '  ');
    renderRoute('/applying', ApplyingPage);
    expect(screen.queryByTestId('doctor-remark')).not.toBeInTheDocument();
  });

  it('a certified doctor sees 认证医生 and a link to the doctor info', async () => {
    asDoctor('0');
    const page = renderRoute('/applying', ApplyingPage);
    expect(screen.getByTestId('doctor-status')).toHaveTextContent('认证医生');
    expect(await page.follow('查看个人信息')).toBe('/userInfo');
  });

  it.each([
    ['1', '已停用'],
    ['2', '邀请待确认'],
    ['3', '待上传资料'],
  ] as const)('status %s shows %s', (status, text) => {
    asDoctor(status);
    renderRoute('/applying', ApplyingPage);
    expect(screen.getByTestId('doctor-status')).toHaveTextContent(text);
  });

  it('without a doctor record it links to /apply', async () => {
    shared.signIn(makeUserInfo());
    const page = renderRoute('/applying', ApplyingPage);
    expect(screen.getByText('您还没有提交医生认证申请')).toBeInTheDocument();
    expect(await page.follow('去申请认证')).toBe('/apply');
  });
});
