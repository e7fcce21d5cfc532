import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUserInfo } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { sharedMockHandles } from '../../test/sharedMocks';
import UserInfoPage from './index';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/sharedMocks')>('../../test/sharedMocks').mockedShared());

const shared = sharedMockHandles();

describe('/userInfo — doctor info', () => {
  it('shows the record with a star for an inheritor and the ID masked in the middle', () => {
    shared.asDoctor('0', { doctorName: '李时珍', idNo: '110101199003071234', doctorSex: '1' }, { inheritor: 'Y' });
    renderRoute('/userInfo', UserInfoPage);
    expect(screen.getByTestId('doctor-name')).toHaveTextContent('李时珍★');
    expect(screen.getByLabelText('传承人')).toBeInTheDocument();
    expect(screen.getByTestId('doctor-id-no')).toHaveTextContent('110101********1234');
    expect(screen.queryByText('110101199003071234')).not.toBeInTheDocument();
    expect(screen.getByText('男')).toBeInTheDocument();
    expect(screen.getByText('13912345678')).toBeInTheDocument();
    expect(screen.getByText('ZY-2024-0001')).toBeInTheDocument();
    expect(screen.getByTestId('doctor-status')).toHaveTextContent('认证医生');
    expect(screen.getByRole('img', { name: '执业证书图片' })).toHaveAttribute('src', '/uploads/cert-old.png');
  });

  it('shows no star for a doctor who is not an inheritor', () => {
    shared.asDoctor('0', {}, { inheritor: 'N' });
    renderRoute('/userInfo', UserInfoPage);
    expect(screen.getByTestId('doctor-name')).toHaveTextContent(/^张仲景$/);
    expect(screen.queryByLabelText('传承人')).not.toBeInTheDocument();
  });

  it('says so when no ID number was given', () => {
    shared.asDoctor('4', { idNo: '' });
    renderRoute('/userInfo', UserInfoPage);
    expect(screen.getByTestId('doctor-id-no')).toHaveTextContent('未填写');
    expect(screen.getByTestId('doctor-status')).toHaveTextContent('认证审核中');
  });

  it('opens the certificate image in a preview on click', async () => {
    shared.asDoctor('0');
    const user = userEvent.setup();
    renderRoute('/userInfo', UserInfoPage);
    const img = screen.getByRole('img', { name: '执业证书图片' });
    // jsdom never loads images; Arco offers the preview only once the image has loaded.
    fireEvent.load(img);
    await user.click(img);
    await waitFor(() => expect(document.querySelector('.arco-image-preview')).not.toBeNull());
  });

  it('a rejected applicant sees the remark and can re-apply from here', async () => {
    shared.asDoctor('5', { remark: '证书已过期' });
    const page = renderRoute('/userInfo', UserInfoPage);
    expect(screen.getByText('证书已过期')).toBeInTheDocument();
    expect(await page.follow('重新申请')).toBe('/apply');
  });

  it('without a doctor record shows an empty state linking to /apply', async () => {
    shared.signIn(makeUserInfo());
    const page = renderRoute('/userInfo', UserInfoPage);
    expect(screen.getByText('暂无医生信息')).toBeInTheDocument();
    expect(await page.follow('去申请认证')).toBe('/apply');
  });
});
