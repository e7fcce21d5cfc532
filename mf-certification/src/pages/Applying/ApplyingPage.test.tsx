import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadUserInfo, useUserInfo, type DoctorStatus } from '@tcm/shared';
import { makeDoctor, makeUserInfo } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import ApplyingPage from './index';

jest.mock('@tcm/shared', () => ({
  ...jest.requireActual('@tcm/shared'),
  call: jest.fn(),
  loadUserInfo: jest.fn(),
  useUserInfo: jest.fn(),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const useUserInfoMock = useUserInfo as jest.MockedFunction<typeof useUserInfo>;
const loadUserInfoMock = loadUserInfo as jest.MockedFunction<typeof loadUserInfo>;

const asDoctor = (status: DoctorStatus, remark: string | null = null) =>
  useUserInfoMock.mockReturnValue(makeUserInfo({ roles: ['doctor'], doctor: makeDoctor(status, { remark }) }));

beforeEach(() => {
  jest.clearAllMocks();
  loadUserInfoMock.mockResolvedValue(null);
});

describe('/applying — the doctor status', () => {
  it('status 4 shows 认证审核中, the remark and a way to refresh the status', async () => {
    asDoctor('4', '材料已收到，预计两个工作日内完成审核');
    const user = userEvent.setup();
    renderRoute('/applying', ApplyingPage);
    expect(screen.getByTestId('doctor-status')).toHaveTextContent('认证审核中');
    expect(screen.getByTestId('doctor-remark')).toHaveTextContent('审核意见：材料已收到，预计两个工作日内完成审核');
    expect(screen.queryByRole('link', { name: '重新申请' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '刷新审核状态' }));
    expect(loadUserInfoMock).toHaveBeenCalledTimes(1);
  });

  it('status 5 shows 认证审核未通过 with the remark, and 重新申请 goes to /apply', async () => {
    asDoctor('5', '执业证书编号与证书图片不一致');
    const user = userEvent.setup();
    const { router } = renderRoute('/applying', ApplyingPage);
    expect(screen.getByTestId('doctor-status')).toHaveTextContent('认证审核未通过');
    expect(screen.getByTestId('doctor-remark')).toHaveTextContent('审核意见：执业证书编号与证书图片不一致');

    const reapply = screen.getByRole('link', { name: '重新申请' });
    expect(reapply).toHaveAttribute('href', '/apply');
    await user.click(reapply);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'));
  });

  it('shows no remark block when the reviewer left none', () => {
    asDoctor('5', '  ');
    renderRoute('/applying', ApplyingPage);
    expect(screen.queryByTestId('doctor-remark')).not.toBeInTheDocument();
  });

  it('a certified doctor sees 认证医生 and a link to the doctor info', async () => {
    asDoctor('0');
    const user = userEvent.setup();
    const { router } = renderRoute('/applying', ApplyingPage);
    expect(screen.getByTestId('doctor-status')).toHaveTextContent('认证医生');
    await user.click(screen.getByRole('link', { name: '查看个人信息' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userInfo'));
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
    useUserInfoMock.mockReturnValue(makeUserInfo());
    const user = userEvent.setup();
    const { router } = renderRoute('/applying', ApplyingPage);
    expect(screen.getByText('您还没有提交医生认证申请')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '去申请认证' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'));
  });
});
