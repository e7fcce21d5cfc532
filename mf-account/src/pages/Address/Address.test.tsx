import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, notify, readDraft, takeSelectedAddress, type DeliveryAddress } from '@tcm/shared';
import { apiError, callMock, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { expectRulesInOrder, renderPage, type RenderedPage } from '../../test/renderPage';
import AddressPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/mockShared')>('../../test/mockShared').mockShared());

const HOME: DeliveryAddress = {
  deliveryAddressId: 11,
  receiverName: '张三',
  phoneNo: '13800000008',
  province: '110000',
  city: '110100',
  county: '110101',
  street: '东华门大街1号',
  zipCode: '100000',
  addressInfo: ['北京市', '北京市', '东城区'],
  addressInfoText: '北京市/北京市/东城区',
};
const OFFICE: DeliveryAddress = {
  deliveryAddressId: 12,
  receiverName: '李四',
  phoneNo: '13900000009',
  province: '900000',
  city: '901000',
  county: '',
  street: 'Tokyo 1-2-3',
  addressInfo: ['海外', '日本'],
  addressInfoText: '海外/日本',
};

const list = (rows: DeliveryAddress[], total = rows.length) => ({ code: 200, rows, total });

/** The page listing HOME and OFFICE, answering the other calls from `calls`. */
function renderAddress(url = '/address', calls: CallTable = {}) {
  return renderPage(<AddressPage />, url, { popups: true, calls: { 'GET /delivery/address/list': list([HOME, OFFICE]), ...calls } });
}

async function dialog() {
  return within(await screen.findByRole('dialog'));
}

/** Clicks a row's action (选择, 编辑, 删除), which names the receiver's address (编辑张三的地址). */
async function rowAction(page: RenderedPage, receiver: string, action: string) {
  const row = (await screen.findByText(receiver)).closest('tr')!;
  await page.user.click(within(row).getByRole('button', { name: `${action}${receiver}的地址` }));
}

describe('address list', () => {
  it('shows the columns and rows, pages by 12 (keyWord always sent) and asks with the fallback text', async () => {
    renderAddress();
    expect(await screen.findByText('东华门大街1号')).toBeInTheDocument();
    for (const title of ['收货人', '省/市/区', '详细地址', '手机号', '邮编', '操作']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('海外/日本')).toBeInTheDocument();
    expect(requestsOf('GET /delivery/address/list')[0]).toEqual({ pageNum: 1, pageSize: 12, keyWord: '' });
    expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '获取地址列表异常' });
    expect(screen.queryByRole('button', { name: /^选择/ })).toBeNull();
    expect(screen.getByRole('button', { name: '编辑张三的地址' })).toHaveTextContent('编辑');
    expect(screen.getByRole('button', { name: '删除李四的地址' })).toHaveTextContent('删除');
  });

  it('names each cell after its column, which a phone shows as a card of labelled lines', async () => {
    renderAddress();
    const row = (await screen.findByText('张三')).closest('tr')!;
    const labels = [...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'));
    expect(labels).toEqual(['收货人', '省/市/区', '详细地址', '手机号', '邮编', null]);
    expect(row.querySelector('td[data-label="详细地址"]')).toHaveTextContent('东华门大街1号');
    expect(within(row).getByRole('button', { name: '编辑张三的地址' }).closest('td')).toHaveClass('tcm-acc-address-actions');
  });

  it('says 您还没有地址 when empty', async () => {
    renderAddress('/address', { 'GET /delivery/address/list': list([]) });
    expect(await screen.findByText('您还没有地址')).toBeInTheDocument();
  });

  it('searches by keyWord from page 1', async () => {
    const page = renderAddress();
    await screen.findByText('张三');
    await page.user.type(screen.getByLabelText('搜索地址'), '李四');
    await page.user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(requestsOf('GET /delivery/address/list')).toHaveLength(2));
    expect(requestsOf('GET /delivery/address/list')[1]).toEqual({ pageNum: 1, pageSize: 12, keyWord: '李四' });
  });

  it('shows the pager when there is more than one page', async () => {
    const page = renderAddress('/address', { 'GET /delivery/address/list': list([HOME, OFFICE], 30) });
    await screen.findByText('张三');
    await page.user.click(screen.getByRole('listitem', { name: '第 2 页' }));
    await waitFor(() => expect(requestsOf('GET /delivery/address/list').at(-1)).toEqual({ pageNum: 2, pageSize: 12, keyWord: '' }));
  });
});

describe('address dialog', () => {
  it('checks the save rules in order: name, phone, region, street', async () => {
    const page = renderAddress();
    await page.user.click(await screen.findByRole('button', { name: /新增地址/ }));
    await dialog();
    await expectRulesInOrder(page, '保存', [
      [{}, '请输入收货人姓名'],
      [{ 收货人: '王五' }, '请输入正确的11位手机号'],
      [{ 手机号: '1370000' }, '请输入正确的11位手机号'],
      [{ 手机号: '0007' }, '请选择省/市/区'],
      [() => pickRegion(page, ['广东省', '广州市', '天河区']), '请输入详细地址'],
      // Then what the API checks again with the same rule (@tcm/shared/account/address): a mainland zip code is six digits.
      [{ 详细地址: '体育西路1号', 邮编: 'abc' }, '请输入正确的邮政编码'],
    ]);
    expect(requestsOf('POST /delivery/address/add')).toEqual([]);
  });

  it('adds with codes, names and slash text; toasts 新增成功 and reloads', async () => {
    const page = renderAddress('/address', { 'POST /delivery/address/add': { code: 200 } });
    await page.user.click(await screen.findByRole('button', { name: /新增地址/ }));
    const d = await dialog();
    await page.fill({ 收货人: '王五', 手机号: '13700000007' });
    await pickRegion(page, ['广东省', '广州市', '天河区']);
    await page.fill({ 详细地址: '体育西路1号' });
    await page.user.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('新增成功'));
    expect(requestsOf('POST /delivery/address/add')).toEqual([
      {
        receiverName: '王五',
        phoneNo: '13700000007',
        province: '440000',
        city: '440100',
        county: '440106',
        street: '体育西路1号',
        zipCode: '',
        addressInfo: ['广东省', '广州市', '天河区'],
        addressInfoText: '广东省/广州市/天河区',
      },
    ]);
    expect(callMock.mock.calls.find(([k]) => k === 'POST /delivery/address/add')?.[2]).toMatchObject({
      fallback: '添加/获取地址列表异常',
    });
    await waitFor(() => expect(requestsOf('GET /delivery/address/list')).toHaveLength(2));
  });

  it('edits an overseas address, keeping its id; toasts 修改成功', async () => {
    const page = renderAddress('/address', { 'POST /delivery/address/edit': { code: 200 } });
    await rowAction(page, '李四', '编辑');
    const d = await dialog();
    expect(d.getByText('编辑地址')).toBeInTheDocument();
    expect(d.getByLabelText('收货人')).toHaveValue('李四');
    await page.user.clear(d.getByLabelText('详细地址'));
    await page.user.type(d.getByLabelText('详细地址'), 'Osaka 4-5-6');
    await page.user.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('修改成功'));
    expect(requestsOf('POST /delivery/address/edit')).toEqual([
      {
        deliveryAddressId: 12,
        receiverName: '李四',
        phoneNo: '13900000009',
        province: '900000',
        city: '901000',
        county: '',
        street: 'Osaka 4-5-6',
        zipCode: '',
        addressInfo: ['海外', '日本'],
        addressInfoText: '海外/日本',
      },
    ]);
    expect(callMock.mock.calls.find(([k]) => k === 'POST /delivery/address/edit')?.[2]).toMatchObject({
      fallback: '编辑地址异常',
    });
  });

  it('keeps the values when saving fails', async () => {
    const page = renderAddress('/address', { 'POST /delivery/address/edit': apiError() });
    await rowAction(page, '张三', '编辑');
    const d = await dialog();
    await page.user.type(d.getByLabelText('收货人'), '丰');
    await page.user.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsOf('POST /delivery/address/edit')).toHaveLength(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(d.getByLabelText('收货人')).toHaveValue('张三丰');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('is empty again after closing', async () => {
    const page = renderAddress();
    await page.user.click(await screen.findByRole('button', { name: /新增地址/ }));
    let d = await dialog();
    await page.user.type(d.getByLabelText('收货人'), '临时');
    await page.user.click(d.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await page.user.click(screen.getByRole('button', { name: /新增地址/ }));
    d = await dialog();
    expect(d.getByLabelText('收货人')).toHaveValue('');
  });
});

describe('address dialog through an expired session (issue 32)', () => {
  it('opens again with what was typed after logging in again, and forgets it once saved', async () => {
    const page = renderAddress('/address', { 'POST /delivery/address/add': new ApiError(401, '登录状态已过期，请重新登录', { code: 401, msg: '' }) });
    await page.user.click(await screen.findByRole('button', { name: /新增地址/ }));
    const d = await dialog();
    await page.fill({ 收货人: '王五', 手机号: '13700000007', 详细地址: '体育西路1号' });
    await pickRegion(page, ['广东省', '广州市', '天河区']);
    await page.user.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsOf('POST /delivery/address/add')).toHaveLength(1));
    // The 401 took the user to /Login; the page is gone.
    page.unmount();

    const again = renderAddress('/address', { 'POST /delivery/address/add': { code: 200 } });
    const d2 = await dialog();
    expect(d2.getByLabelText('收货人')).toHaveValue('王五');
    expect(d2.getByLabelText('详细地址')).toHaveValue('体育西路1号');
    expect(d2.getByTestId('region-cascader')).toHaveTextContent('广东省 / 广州市 / 天河区');
    await again.user.click(d2.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('新增成功'));
    expect(readDraft('addressDialog')).toBeNull();
  });

  it('is not kept once cancelled', async () => {
    const page = renderAddress();
    await page.user.click(await screen.findByRole('button', { name: /新增地址/ }));
    const d = await dialog();
    await page.user.type(d.getByLabelText('收货人'), '临时');
    expect(readDraft('addressDialog')?.values.receiverName).toBe('临时');
    await page.user.click(d.getByRole('button', { name: '取消' }));
    expect(readDraft('addressDialog')).toBeNull();
  });

  it('shows the server’s refusal under its field', async () => {
    const page = renderAddress('/address', { 'POST /delivery/address/add': apiError('请输入正确的邮政编码') });
    await page.user.click(await screen.findByRole('button', { name: /新增地址/ }));
    const d = await dialog();
    // A zip code of the right shape: the page lets it through, the server refuses it.
    await page.fill({ 收货人: '王五', 手机号: '13700000007', 详细地址: '体育西路1号', 邮编: '510000' });
    await pickRegion(page, ['广东省', '广州市', '天河区']);
    await page.user.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(document.getElementById(d.getByLabelText('邮编').getAttribute('aria-describedby') ?? '')).toHaveTextContent('请输入正确的邮政编码'),
    );
  });
});

describe('address delete', () => {
  it('asks 确定要删除该地址吗？ and deletes on confirm', async () => {
    const page = renderAddress('/address', { 'DELETE /delivery/address/:deliveryAddressId': { code: 200 } });
    await rowAction(page, '张三', '删除');
    const d = await dialog();
    expect(d.getByText('确定要删除该地址吗？')).toBeInTheDocument();
    await page.user.click(d.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('删除成功'));
    const del = callMock.mock.calls.find(([k]) => k === 'DELETE /delivery/address/:deliveryAddressId');
    expect(del?.[2]).toMatchObject({ params: { deliveryAddressId: 11 }, fallback: '删除地址异常' });
    await waitFor(() => expect(requestsOf('GET /delivery/address/list')).toHaveLength(2));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const page = renderAddress();
    await rowAction(page, '张三', '删除');
    const d = await dialog();
    await page.user.click(d.getByRole('button', { name: '取消' }));
    expect(callMock.mock.calls.some(([k]) => k.startsWith('DELETE'))).toBe(false);
  });
});

describe('select mode (?mode=1)', () => {
  it('选择 hands the address back through the shared selection and returns to returnTo', async () => {
    const page = renderAddress('/address?mode=1&returnTo=%2FfulfillmentConfirm%3Fmode%3D1');
    await rowAction(page, '李四', '选择');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/fulfillmentConfirm'));
    expect(page.router.state.location.search).toBe('?mode=1');
    expect(takeSelectedAddress()).toEqual(OFFICE);
  });

  it('ignores an off-site returnTo and goes home instead', async () => {
    const page = renderAddress('/address?mode=1&returnTo=%2F%2Fevil.example');
    await rowAction(page, '张三', '选择');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(takeSelectedAddress()).toEqual(HOME);
  });
});

/** Opens the region cascader and clicks through the given names. */
async function pickRegion(page: RenderedPage, names: string[]) {
  await page.user.click(screen.getByTestId('region-cascader'));
  for (const name of names) {
    const options = await screen.findAllByText(name, { selector: '.arco-cascader-list-item-label, .arco-cascader-list-item-label *' });
    await page.user.click(options[options.length - 1]);
  }
}
