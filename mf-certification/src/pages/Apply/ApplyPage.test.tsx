import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type call } from '@tcm/shared';
import { makeUserInfo } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { sharedMockHandles } from '../../test/sharedMocks';
import ApplyPage from './index';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/sharedMocks')>('../../test/sharedMocks').mockedShared());

const shared = sharedMockHandles();
const { call: callMock, loadUserInfo: loadUserInfoMock, notify: notifyMock } = shared;

const UPLOADED_URL = '/uploads/2026/11/cert-new.png';
const { ApiError } = jest.requireActual<typeof import('@tcm/shared')>('@tcm/shared');

/** Answers the upload with a URL and the application with success unless a test says otherwise. */
function answerCalls({ applyFails = false } = {}) {
  callMock.mockImplementation(async (key: string) => {
    if (key === 'POST /common/upload') return { code: 200, data: { url: UPLOADED_URL, fileName: 'cert-new.png' } };
    if (key === 'POST /doctor/v1/person/add') {
      if (applyFails) throw new ApiError(500, '执业证书编号已被使用', { code: 500, msg: '执业证书编号已被使用' });
      return { code: 200 };
    }
    throw new Error(`unexpected call ${key}`);
  });
}

const imageFile = (name = 'cert.png', bytes = 1024, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

function setup() {
  // The Upload's input carries accept=".jpg,…"; the test must be able to pick any file, as a user
  // choosing "all files" in the dialog can.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderRoute('/apply', ApplyPage);
  const fileInput = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
  return { user, ...view, fileInput, field };
}

async function uploadCert(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, file = imageFile()) {
  await user.upload(input, file);
  await screen.findByRole('img', { name: '执业证书图片' });
}

async function fillValidForm(s: ReturnType<typeof setup>) {
  await s.user.type(s.field('姓名'), '孙思邈');
  await s.user.type(s.field('执业证书编号'), 'ZY-2026-0815');
  await uploadCert(s.user, s.fileInput());
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /提交申请/ }));

beforeEach(() => {
  answerCalls();
  shared.signIn(makeUserInfo());
});

describe('/apply — the application form', () => {
  it('shows every required message on an empty submit and sends nothing', async () => {
    shared.signIn(makeUserInfo({ user: { userId: 1, userName: '无手机用户', phonenumber: '' } }));
    const { user } = setup();
    await submit(user);
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号码')).toBeInTheDocument();
    expect(screen.getByText('请输入执业证书编号')).toBeInTheDocument();
    expect(screen.getByText('请上传执业证书图片')).toBeInTheDocument();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('treats a name of only spaces as missing', async () => {
    const s = setup();
    await s.user.type(s.field('姓名'), '   ');
    await submit(s.user);
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
  });

  it("prefills the phone from the user's account and defaults the sex to 男", () => {
    const s = setup();
    expect(s.field('手机号')).toHaveValue('13800000008');
    expect(screen.getByRole('radio', { name: '男' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '女' })).not.toBeChecked();
  });

  it('rejects a phone that is not 11 digits', async () => {
    const s = setup();
    await s.user.clear(s.field('手机号'));
    await s.user.type(s.field('手机号'), '1380000');
    await submit(s.user);
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
  });

  it.each([
    ['a wrong check digit', '110101199003071234'],
    ['an unknown region', '990101199003071233'],
    ['an impossible date', '110101199002301233'],
    ['a wrong length', '1101011990030712'],
  ])('rejects an ID number with %s', async (_, idNo) => {
    const s = setup();
    await s.user.type(s.field('身份证号'), idNo);
    await submit(s.user);
    expect(await screen.findByText('请输入正确的身份证号码')).toBeInTheDocument();
  });

  it.each([
    ['18 digits, check character x typed in lower case', '11010519491231002x', '11010519491231002X'],
    ['15 digits (old format, no check character)', '110105491231002', '110105491231002'],
  ])('accepts a valid ID number of %s and sends it upper-cased', async (_, typed, sent) => {
    const s = setup();
    await fillValidForm(s);
    await s.user.type(s.field('身份证号'), typed);
    await submit(s.user);
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('POST /doctor/v1/person/add', expect.objectContaining({ idNo: sent }), {
        fallback: '申请失败',
      }),
    );
    expect(screen.queryByText('请输入正确的身份证号码')).not.toBeInTheDocument();
  });

  it('accepts an empty ID number and leaves it out of the request', async () => {
    const s = setup();
    await fillValidForm(s);
    await submit(s.user);
    await waitFor(() => expect(callMock).toHaveBeenCalledWith('POST /doctor/v1/person/add', expect.anything(), expect.anything()));
    const body = callMock.mock.calls.find(([key]) => key === 'POST /doctor/v1/person/add')![1];
    expect(body).not.toHaveProperty('idNo');
    expect(screen.queryByText('请输入正确的身份证号码')).not.toBeInTheDocument();
  });
});

describe('/apply — the certificate image', () => {
  it.each([
    ['cert.bmp', 'image/bmp'],
    ['cert.pdf', 'application/pdf'],
    ['cert', 'image/png'],
    ['cert.png.exe', ''],
  ])('refuses %s before any upload', async (name, type) => {
    const s = setup();
    await s.user.upload(s.fileInput(), imageFile(name, 1024, type));
    await waitFor(() => expect(notifyMock.error).toHaveBeenCalledWith('仅支持jpg、jpeg、png、gif格式的图片'));
    expect(callMock).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB before any upload', async () => {
    const s = setup();
    await s.user.upload(s.fileInput(), imageFile('big.jpg', 5 * 1024 * 1024 + 1, 'image/jpeg'));
    await waitFor(() => expect(notifyMock.error).toHaveBeenCalledWith('图片大小不能超过5MB'));
    expect(callMock).not.toHaveBeenCalled();
  });

  it('accepts an image of exactly 5 MB in upper-case JPEG', async () => {
    const s = setup();
    await s.user.upload(s.fileInput(), imageFile('SCAN.JPEG', 5 * 1024 * 1024, 'image/jpeg'));
    await waitFor(() => expect(callMock).toHaveBeenCalledWith('POST /common/upload', expect.any(FormData), expect.anything()));
  });

  it('uploads through the shared client, toasts success and shows the image in the field', async () => {
    // jsdom's File is not a Blob to the FormData in this environment, so look at what was appended.
    const append = jest.spyOn(FormData.prototype, 'append');
    const s = setup();
    const file = imageFile('cert.gif', 2048, 'image/gif');
    await s.user.upload(s.fileInput(), file);
    const img = await screen.findByRole('img', { name: '执业证书图片' });
    expect(img).toHaveAttribute('src', UPLOADED_URL);

    const [key, body, options] = callMock.mock.calls[0];
    expect(key).toBe('POST /common/upload');
    expect(body).toBeInstanceOf(FormData);
    expect(append).toHaveBeenCalledWith('file', file);
    append.mockRestore();
    expect(options).toEqual(expect.objectContaining({ fallback: '上传图片失败' }));
    expect(notifyMock.success).toHaveBeenCalledWith('上传图片成功');
    expect(screen.getByRole('button', { name: /重新上传/ })).toBeInTheDocument();

    // The field now holds the URL: submitting no longer asks for an image.
    await submit(s.user);
    await screen.findByText('请输入姓名');
    expect(screen.queryByText('请上传执业证书图片')).not.toBeInTheDocument();
  });

  it('keeps the field empty when the upload fails', async () => {
    callMock.mockRejectedValue(new ApiError(500, '上传图片失败', { code: 500 }));
    const s = setup();
    await s.user.upload(s.fileInput(), imageFile());
    await waitFor(() => expect(callMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: /上传图片/ })).not.toHaveClass('arco-btn-loading'));
    expect(screen.queryByRole('img', { name: '执业证书图片' })).not.toBeInTheDocument();
    expect(notifyMock.success).not.toHaveBeenCalled();
  });
});

describe('/apply — submitting', () => {
  it('sends the application, toasts success, reloads the account and goes to /applying', async () => {
    const s = setup();
    await fillValidForm(s);
    await s.user.click(screen.getByRole('radio', { name: '女' }));
    await submit(s.user);

    await waitFor(() => expect(s.router.state.location.pathname).toBe('/applying'));
    expect(callMock).toHaveBeenCalledWith(
      'POST /doctor/v1/person/add',
      {
        doctorName: '孙思邈',
        doctorSex: '0',
        doctorPhonNo: '13800000008',
        doctorCertNo: 'ZY-2026-0815',
        doctorCertImageUrl: UPLOADED_URL,
      },
      { fallback: '申请失败' },
    );
    expect(notifyMock.success).toHaveBeenCalledWith('申请成功');
    expect(loadUserInfoMock).toHaveBeenCalledTimes(1);
  });

  it('sends one application however often submit is pressed while it is on its way', async () => {
    let answer: (v: { code: number }) => void = () => {};
    callMock.mockImplementation((async (key: string) => {
      if (key === 'POST /common/upload') return { code: 200, data: { url: UPLOADED_URL, fileName: 'x.png' } };
      return new Promise((resolve) => (answer = resolve));
    }) as unknown as typeof call);
    const s = setup();
    await fillValidForm(s);
    await submit(s.user);
    await submit(s.user);
    await s.user.type(s.field('执业证书编号'), '{Enter}');
    await act(async () => answer({ code: 200 }));
    await waitFor(() => expect(s.router.state.location.pathname).toBe('/applying'));
    expect(callMock.mock.calls.filter(([key]) => key === 'POST /doctor/v1/person/add')).toHaveLength(1);
  });

  it('waits for the reloaded account before navigating', async () => {
    let finishLoad: (v: null) => void = () => {};
    loadUserInfoMock.mockReturnValue(new Promise((resolve) => (finishLoad = resolve)));
    const s = setup();
    await fillValidForm(s);
    await submit(s.user);
    await waitFor(() => expect(loadUserInfoMock).toHaveBeenCalled());
    expect(s.router.state.location.pathname).toBe('/apply');
    await act(async () => finishLoad(null));
    await waitFor(() => expect(s.router.state.location.pathname).toBe('/applying'));
  });

  it('keeps every value and stays on /apply when the application is refused', async () => {
    answerCalls({ applyFails: true });
    const s = setup();
    await fillValidForm(s);
    await s.user.type(s.field('身份证号'), '110101199003071233');
    await submit(s.user);

    await waitFor(() => expect(callMock).toHaveBeenCalledWith('POST /doctor/v1/person/add', expect.anything(), expect.anything()));
    await waitFor(() => expect(screen.getByRole('button', { name: /提交申请/ })).not.toHaveClass('arco-btn-loading'));
    expect(s.router.state.location.pathname).toBe('/apply');
    expect(loadUserInfoMock).not.toHaveBeenCalled();
    expect(notifyMock.success).not.toHaveBeenCalledWith('申请成功');
    expect(s.field('姓名')).toHaveValue('孙思邈');
    expect(s.field('身份证号')).toHaveValue('110101199003071233');
    expect(s.field('手机号')).toHaveValue('13800000008');
    expect(s.field('执业证书编号')).toHaveValue('ZY-2026-0815');
    expect(screen.getByRole('img', { name: '执业证书图片' })).toHaveAttribute('src', UPLOADED_URL);
    // The refusal names the certificate number: said under it too (issue 32), until it is edited.
    const item = s.field('执业证书编号').closest('.arco-form-item') as HTMLElement;
    await waitFor(() => expect(item).toHaveTextContent('执业证书编号已被使用'));
    expect(s.field('姓名').closest('.arco-form-item')).not.toHaveTextContent('执业证书编号已被使用');
    await s.user.type(s.field('执业证书编号'), '1');
    await waitFor(() => expect(item).not.toHaveTextContent('执业证书编号已被使用'));
  });

  it('stays put quietly when the server cannot be reached', async () => {
    callMock.mockImplementation(async (key: string) => {
      if (key === 'POST /common/upload') return { code: 200, data: { url: UPLOADED_URL, fileName: 'x.png' } };
      const { TransportError } = jest.requireActual<typeof import('@tcm/shared')>('@tcm/shared');
      throw new TransportError(new Error('offline'));
    });
    const s = setup();
    await fillValidForm(s);
    await submit(s.user);
    await waitFor(() => expect(screen.getByRole('button', { name: /提交申请/ })).not.toHaveClass('arco-btn-loading'));
    expect(s.router.state.location.pathname).toBe('/apply');
    expect(s.field('姓名')).toHaveValue('孙思邈');
  });
});

describe('/apply — who may apply', () => {
  it.each([
    ['0', '您已通过医生认证'],
    ['4', '您的认证申请正在审核中'],
    ['1', '医生账号已停用'],
    ['2', '您有一条待确认的认证邀请'],
  ] as const)('status %s sees a notice linking to /applying instead of the form', async (status, title) => {
    shared.asDoctor(status);
    const s = setup();
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /提交申请/ })).not.toBeInTheDocument();
    expect(await s.follow(/查看(认证状态|审核进度)/)).toBe('/applying');
  });

  it('status 5 shows the rejection remark and the form prefilled from the previous record', () => {
    shared.asDoctor('5', { doctorSex: '0', remark: '执业证书照片模糊，请重新上传清晰照片' });
    const s = setup();
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('执业证书照片模糊，请重新上传清晰照片')).toBeInTheDocument();
    expect(within(notice).getByText(/未通过审核/)).toBeInTheDocument();
    expect(s.field('姓名')).toHaveValue('张仲景');
    expect(s.field('手机号')).toHaveValue('13912345678');
    expect(s.field('身份证号')).toHaveValue('110101199003071233');
    expect(s.field('执业证书编号')).toHaveValue('ZY-2024-0001');
    expect(screen.getByRole('radio', { name: '女' })).toBeChecked();
    expect(screen.getByRole('img', { name: '执业证书图片' })).toHaveAttribute('src', '/uploads/cert-old.png');
  });

  it('status 3 (materials to upload) gets the form, prefilled, without a rejection notice', () => {
    shared.asDoctor('3', { doctorCertImageUrl: '' });
    const s = setup();
    expect(s.field('姓名')).toHaveValue('张仲景');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /提交申请/ })).toBeInTheDocument();
  });

  it('renders a remark containing markup as plain text', () => {
    shared.asDoctor('5', { remark: '<img src=x onerror=alert(1)>' });
    const { container } = setup();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
