import { screen, waitFor, within } from '@testing-library/react';
import { notify, readVisitDraft, setNavigate } from '@tcm/shared';
import { TEA_MSG } from '@tcm/shared/commerce';
import { requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { comeBackWithAddress, draft, PICKED_ADDRESS_SENT, teaInfo } from '../../test/fixtures';
import CustomizedFulfillmentConfirmPage, { NO_TEA_DRAFT_TEXT, TEA_ALREADY_PLACED_TEXT } from '.';
import { match } from '@tcm/shared/testing/matchers';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const calls = (over: CallTable = {}): CallTable => ({
  'POST /health/v2/customTeaInfo': { code: 200, msg: '', data: teaInfo() },
  'GET /medicine/v2/forms/:type': { code: 200, msg: '', data: [{ formCode: 'TEA_BAG', formName: '袋泡茶', feePerDose: 100 }] },
  'GET /delivery/getCurrentDeliveryDept': { code: 200, msg: '', data: [{ deliveryId: 'HZ-TEA', deliveryName: '杭州养生茶配送中心', shippingFee: 800 }] },
  'POST /delivery/orderCustomTea/place': { code: 200, msg: '', data: { deliveryOrderId: 'DO00000012', created: true } },
  'POST /delivery/order/draft/save': { code: 200, msg: '', data: { draftId: 4 } },
  'POST /delivery/order/draft/info': {
    code: 200,
    msg: '',
    data: draft({ visitRecordId: 88, prescriptionNo: 0, form: 'TEA_BAG', deliveryId: 'HZ-TEA', formCount: 3, type: 'R', remark: '放门卫' }),
  },
  ...over,
});

const render = (url: string, over: CallTable = {}) => renderPage(<CustomizedFulfillmentConfirmPage />, url, { calls: calls(over), popups: true });
const NEW = '/CUSTOMIZEDfulfillmentConfirm?mode=0&visitRecordId=88';

describe('/CUSTOMIZEDfulfillmentConfirm', () => {
  it('says where to come from without a visit', async () => {
    render('/CUSTOMIZEDfulfillmentConfirm?mode=0');
    expect(await screen.findByRole('alert')).toHaveTextContent('缺少养生茶信息');
  });

  it("starts with the days' boxes and the only form and centre, shows bags, days, order weights and the price", async () => {
    render(NEW);
    expect(screen.getByText('正在加载养生茶…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('盒数')).toHaveValue('2'));
    expect(requestsOf('GET /medicine/v2/forms/:type')).toHaveLength(1);
    expect(requestsOf('POST /delivery/order/draft/info')).toHaveLength(0);
    // The tea's days are its course (60), the one number every tea page says (issue 32: not 可饮 96 天).
    expect(screen.getByTestId('boxes-hint')).toHaveTextContent('2 盒共 96 袋，够饮用 60 天（每日 1 袋）');
    expect(screen.queryByText(/可饮|96 天/)).toBeNull();
    await waitFor(() => expect(screen.getByText('杭州养生茶配送中心')).toBeInTheDocument());
    // 2 × (1800 + 100) + 800 = 4600 fen.
    expect(screen.getByTestId('price')).toHaveTextContent('¥46.00');
    // Order weights are rounded up on this page: 60.4 × 2 = 120.8 → 121, 39.6 × 2 = 79.2 → 80.
    const table = screen.getByRole('table', { name: '本单药材' });
    expect(within(table).getByText('121g')).toBeInTheDocument();
    expect(within(table).getByText('80g')).toBeInTheDocument();
    expect(table).toHaveTextContent('2 盒共 4 味，合计 481g');
  });

  it('checks the submit rules in order and places the order, replacing the page with its detail', async () => {
    comeBackWithAddress();
    const page = render(NEW);
    await waitFor(() => expect(screen.getByText('杭州养生茶配送中心')).toBeInTheDocument());
    expect(screen.getByLabelText('收货人姓名')).toHaveValue('张三');

    await page.user.clear(screen.getByLabelText('盒数'));
    await page.press('提交');
    expect(notify.error).toHaveBeenLastCalledWith(TEA_MSG.boxesRequired);
    expect(screen.getByTestId('price')).toHaveTextContent('选择剂型、配送中心并填写盒数后显示');
    await page.user.type(screen.getByLabelText('盒数'), '0');
    await page.press('提交');
    expect(notify.error).toHaveBeenLastCalledWith(TEA_MSG.boxesInvalid);
    // Under 盒数 too (issue 32).
    expect(screen.getByLabelText('盒数').closest('.arco-form-item')).toHaveTextContent(TEA_MSG.boxesInvalid);
    await page.user.clear(screen.getByLabelText('盒数'));
    await page.user.type(screen.getByLabelText('盒数'), '1');
    // Fewer bags than the tea's 60 days: said in bags, not as fewer days.
    expect(screen.getByTestId('boxes-hint')).toHaveTextContent('1 盒共 48 袋，不足饮用 60 天所需的 60 袋');
    await page.user.clear(screen.getByLabelText('盒数'));
    await page.user.type(screen.getByLabelText('盒数'), '3');
    expect(screen.getByTestId('boxes-hint')).toHaveTextContent('3 盒共 144 袋，够饮用 60 天');
    expect(screen.getByTestId('price')).toHaveTextContent('¥65.00');

    await page.user.clear(screen.getByLabelText('收货人手机号'));
    await page.user.type(screen.getByLabelText('收货人手机号'), '1370000');
    await page.press('提交');
    expect(notify.error).toHaveBeenLastCalledWith(TEA_MSG.phoneInvalid);
    await page.user.type(screen.getByLabelText('收货人手机号'), '2222');
    await page.user.clear(screen.getByLabelText('详细地址'));
    await page.press('提交');
    expect(notify.error).toHaveBeenLastCalledWith(TEA_MSG.streetRequired);
    expect(requestsOf('POST /delivery/orderCustomTea/place')).toHaveLength(0);
    await page.user.type(screen.getByLabelText('详细地址'), '文一路 8 号');

    await page.press('提交');
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDfulfillmentOrder?orderId=DO00000012'));
    expect(requestsOf('POST /delivery/orderCustomTea/place')[0]).toEqual({
      deliveryType: 'E',
      type: 'customTea',
      visitRecordId: 88,
      prescriptionNo: 0,
      startDate: '2026-12-01',
      endDate: '47121231',
      form: 'TEA_BAG',
      deliveryId: 'HZ-TEA',
      formCount: 3,
      ...PICKED_ADDRESS_SENT,
      remark: '',
    });
  });

  it('refuses a form without the recipient, saying so under the form too', async () => {
    const page = render(NEW);
    await waitFor(() => expect(screen.getByText('杭州养生茶配送中心')).toBeInTheDocument());
    await page.press('提交');
    expect(notify.error).toHaveBeenLastCalledWith(TEA_MSG.recipientRequired);
    expect(screen.getByRole('alert')).toHaveTextContent(TEA_MSG.recipientRequired);
  });

  it('loads the draft in mode 1 (without an end date) and saves it with the draft rules', async () => {
    const page = render('/CUSTOMIZEDfulfillmentConfirm?mode=1&visitRecordId=88');
    await waitFor(() => expect(screen.getByLabelText('盒数')).toHaveValue('3'));
    expect(requestsOf('POST /delivery/order/draft/info')[0]).toEqual({ visitRecordId: 88, prescriptionNo: 0, type: 'customTea' });
    expect(screen.getByLabelText('收货人姓名')).toHaveValue('李四');
    expect(screen.getByLabelText('备注')).toHaveValue('放门卫');

    await page.user.clear(screen.getByLabelText('详细地址'));
    await page.press('保存草稿');
    expect(notify.error).toHaveBeenLastCalledWith(TEA_MSG.streetRequired);
    expect(requestsOf('POST /delivery/order/draft/save')).toHaveLength(0);
    await page.user.type(screen.getByLabelText('详细地址'), '文二路 2 号');
    await page.press('保存草稿');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('草稿保存成功'));
    const saved = requestsOf('POST /delivery/order/draft/save')[0];
    expect(saved).toEqual(
      match.objectContaining({ type: 'customTea', visitRecordId: 88, formCount: 3, street: '文二路 2 号', form: 'TEA_BAG', deliveryType: 'E' }),
    );
    expect(saved).not.toHaveProperty('endDate');
  });

  it('says so when mode 1 finds no draft', async () => {
    render('/CUSTOMIZEDfulfillmentConfirm?mode=1&visitRecordId=88', { 'POST /delivery/order/draft/info': { code: 200, msg: '', data: null } });
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith(NO_TEA_DRAFT_TEXT));
  });

  it('sends a tea that already has an order to its detail', async () => {
    const page = render(NEW, { 'POST /health/v2/customTeaInfo': { code: 200, msg: '', data: teaInfo({ deliveryMark: 2, deliveryOrderId: 'DO00000012' }) } });
    expect(await screen.findByText(`${TEA_ALREADY_PLACED_TEXT}。`)).toBeInTheDocument();
    await page.press('配送详情');
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDfulfillmentOrder?orderId=DO00000012');
  });

  it('keeps the typed form while an address is picked on /address', async () => {
    const page = render(NEW);
    await waitFor(() => expect(screen.getByLabelText('盒数')).toHaveValue('2'));
    await page.user.type(screen.getByLabelText('备注'), '请电话联系');
    const go = jest.fn();
    setNavigate(go);
    await page.press('选择地址');
    expect(go).toHaveBeenCalledWith(`/address?mode=1&returnTo=${encodeURIComponent(NEW)}`, undefined);
    expect(readVisitDraft('deliveryForm', '88:0')).toEqual({
      visitRecordId: 88,
      index: 0,
      values: match.objectContaining({ remark: '请电话联系', formCount: '2' }),
    });
    page.unmount();

    comeBackWithAddress();
    render(NEW);
    await waitFor(() => expect(screen.getByLabelText('备注')).toHaveValue('请电话联系'));
    expect(screen.getByLabelText('收货人姓名')).toHaveValue('张三');
  });
});
