import { screen, waitFor, within } from '@testing-library/react';
import { notify, readVisitDraft, setNavigate, writeDraft, type CommonPrescriptionResponse } from '@tcm/shared';
import { DELIVERY_MSG, ORDER_TOTAL_MSG } from '@tcm/shared/commerce';
import { apiError, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { defaultInquiry } from '@tcm/shared/clinic';
import { renderPage } from '../../test/renderPage';
import { comeBackWithAddress, draft, PATIENT, PICKED_ADDRESS, PICKED_ADDRESS_SENT, RX } from '../../test/fixtures';
import FulfillmentConfirmPage, { NO_DRAFT_TEXT } from '.';
import { match } from '@tcm/shared/testing/matchers';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const VISIT: CommonPrescriptionResponse = {
  visitRecordId: 42,
  prescriptionType: '',
  state: 'prescribed',
  freeFlag: false,
  price: 15345,
  prescriptionInfos: [RX],
  reasons: [],
  patient: PATIENT,
  startDate: '2026-12-01',
  takeDays: 7,
  inquiryInfo: defaultInquiry(),
  solarTerm: { name: '小雪', date: '2026-11-22', nextName: '大雪', nextDate: '2026-12-07', formula: '', source: '', why: '' },
};

const FORMS = [
  { formCode: 'DECOCTION', formName: '代煎汤剂', feePerDose: 300 },
  { formCode: 'GRANULE', formName: '配方颗粒', feePerDose: 200 },
];
const CENTRES: Record<string, { deliveryId: string; deliveryName: string; shippingFee: number }[]> = {
  DECOCTION: [
    { deliveryId: 'HZ-DJ', deliveryName: '杭州代煎配送中心', shippingFee: 1200 },
    { deliveryId: 'SH-DJ', deliveryName: '上海代煎配送中心', shippingFee: 1500 },
  ],
  GRANULE: [{ deliveryId: 'HZ-KL', deliveryName: '杭州颗粒配送中心', shippingFee: 1000 }],
};

const calls = (over: CallTable = {}): CallTable => ({
  'POST /health/v2/commonPrescription': { code: 200, msg: '', data: VISIT },
  'GET /medicine/v2/forms/:type': { code: 200, msg: '', data: FORMS },
  'GET /delivery/getCurrentDeliveryDept': (req) => ({ code: 200, msg: '', data: CENTRES[req.formCode] ?? [] }),
  'POST /delivery/order/place': { code: 200, msg: '', data: { deliveryOrderId: 'DO00000009', created: true } },
  'POST /delivery/order/draft/save': { code: 200, msg: '', data: { draftId: 3 } },
  'POST /delivery/order/draft/info': { code: 200, msg: '', data: draft({ prescriptionNo: 0, form: 'DECOCTION', deliveryId: 'SH-DJ', quantityDispensed: 3 }) },
  ...over,
});

function renderConfirm(url: string, over: CallTable = {}) {
  return renderPage(<FulfillmentConfirmPage />, url, { calls: calls(over), popups: true });
}

async function choose(page: ReturnType<typeof renderConfirm>, label: string, option: string) {
  const field = screen.getByText(label, { selector: 'label, label *' }).closest('.arco-form-item')!;
  await page.user.click(field.querySelector('.arco-select-view')!);
  await page.user.click(await screen.findByRole('option', { name: option }));
}

describe('/fulfillmentConfirm', () => {
  it('says where to come from when no visit is in the session', async () => {
    renderConfirm('/fulfillmentConfirm?index=0');
    expect(await screen.findByRole('alert')).toHaveTextContent('缺少处方信息');
  });

  it('checks the submit rules in order, prices the order, and places it with a picked address', async () => {
    writeDraft('visitRecordId', '42');
    comeBackWithAddress();
    const page = renderConfirm('/fulfillmentConfirm?index=0');
    expect(await screen.findByText('疏肝和胃方')).toBeInTheDocument();
    expect(requestsOf('GET /medicine/v2/forms/:type')).toHaveLength(1);
    expect(screen.getByLabelText('剂数')).toHaveValue('7');
    expect(screen.getByLabelText('收货人姓名')).toHaveValue('张三');
    expect(screen.getByLabelText('收货人手机号')).toHaveValue('13700002222');
    expect(screen.getByLabelText('详细地址')).toHaveValue('文一路 8 号');

    await page.press('提交');
    expect(notify.error).toHaveBeenLastCalledWith(DELIVERY_MSG.formRequired);
    await choose(page, '剂型', '代煎汤剂');
    await page.press('提交');
    expect(notify.error).toHaveBeenLastCalledWith(DELIVERY_MSG.centreRequired);
    await choose(page, '配送中心', '杭州代煎配送中心');
    await page.press('提交');
    expect(notify.error).toHaveBeenLastCalledWith(DELIVERY_MSG.quantityRequired);
    expect(requestsOf('POST /delivery/order/place')).toHaveLength(0);

    await choose(page, '每剂包数', '2 包');
    // 7 × (12600 / 7 + 300 + 50 × 2) + 1200 = 7 × 2200 + 1200 = 16600 fen.
    expect(screen.getByTestId('price')).toHaveTextContent('¥166.00');
    // What it is made of, adding up to it (the API stores and answers the same parts).
    const parts = screen.getByTestId('price-parts');
    expect(
      within(parts)
        .getAllByRole('definition')
        .map((d) => Number(d.getAttribute('data-fen'))),
    ).toEqual([12600, 2100, 700, 1200, 16600]);
    expect(parts).toHaveTextContent('药费 · 疏肝和胃方¥18.00/剂 × 7 剂¥126.00');
    expect(parts).toHaveTextContent('加工费（代煎汤剂）¥3.00/剂 × 7 剂¥21.00');
    expect(parts).toHaveTextContent('包装费¥0.50/包 × 2 包/剂 × 7 剂¥7.00');
    expect(parts).toHaveTextContent('配送费（杭州代煎配送中心）每单¥12.00');

    await page.press('提交');
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/fulfillmentOrder?orderId=DO00000009'));
    expect(requestsOf('POST /delivery/order/place')[0]).toEqual({
      visitRecordId: 42,
      prescriptionNo: 0,
      startDate: RX.startDate,
      endDate: RX.endDate,
      type: '',
      deliveryType: 'E',
      form: 'DECOCTION',
      deliveryId: 'HZ-DJ',
      formCount: 7,
      quantityDispensed: 2,
      // The picked address's codes go out as the names the order keeps.
      ...PICKED_ADDRESS_SENT,
      remark: '',
    });
  });

  it('says the broken rule under its field, and a refusal of the server about one field there too (issue 32)', async () => {
    writeDraft('visitRecordId', '42');
    comeBackWithAddress();
    const page = renderConfirm('/fulfillmentConfirm?index=0', { 'POST /delivery/order/place': apiError('所选配送中心不支持该剂型') });
    await screen.findByText('疏肝和胃方');
    const item = (label: string) => screen.getByLabelText(label).closest('.arco-form-item') as HTMLElement;
    await page.press('提交');
    expect(item('剂型')).toHaveTextContent(DELIVERY_MSG.formRequired);
    await choose(page, '剂型', '代煎汤剂');
    await waitFor(() => expect(item('剂型')).not.toHaveTextContent(DELIVERY_MSG.formRequired));
    await choose(page, '配送中心', '杭州代煎配送中心');
    await choose(page, '每剂包数', '2 包');
    await page.user.clear(screen.getByLabelText('收货人手机号'));
    await page.user.type(screen.getByLabelText('收货人手机号'), '1370000');
    await page.press('提交');
    expect(notify.error).toHaveBeenLastCalledWith(DELIVERY_MSG.phoneInvalid);
    expect(item('收货人手机号')).toHaveTextContent(DELIVERY_MSG.phoneInvalid);
    expect(item('收货人姓名')).not.toHaveTextContent(DELIVERY_MSG.phoneInvalid);
    await page.user.type(screen.getByLabelText('收货人手机号'), '2222');
    await page.press('提交');
    await waitFor(() => expect(requestsOf('POST /delivery/order/place')).toHaveLength(1));
    await waitFor(() => expect(item('配送中心')).toHaveTextContent('所选配送中心不支持该剂型'));
    expect(item('剂型')).not.toHaveTextContent('所选配送中心不支持该剂型');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('refuses a total past the API’s bound in its words before placing (issue 20 item 2)', async () => {
    writeDraft('visitRecordId', '42');
    comeBackWithAddress();
    // ¥20,000 of herbs a dose × 7 doses: past ¥100,000.
    const heavy = { ...VISIT, prescriptionInfos: [{ ...RX, charge: RX.count * 2_000_000 }] };
    const page = renderConfirm('/fulfillmentConfirm?index=0', { 'POST /health/v2/commonPrescription': { code: 200, msg: '', data: heavy } });
    await screen.findByText('疏肝和胃方');
    await choose(page, '剂型', '代煎汤剂');
    await choose(page, '配送中心', '杭州代煎配送中心');
    await choose(page, '每剂包数', '2 包');
    await page.press('提交');
    expect(notify.error).toHaveBeenLastCalledWith(ORDER_TOTAL_MSG);
    expect(requestsOf('POST /delivery/order/place')).toHaveLength(0);
    // A draft keeps the form as it is (the bound is 提交's).
    await page.press('保存草稿');
    await waitFor(() => expect(requestsOf('POST /delivery/order/draft/save')).toHaveLength(1));
  });

  it('places an overseas recipient picked on /address: the country ends the region, no county', async () => {
    writeDraft('visitRecordId', '42');
    comeBackWithAddress({ ...PICKED_ADDRESS, province: '900000', city: '901200', county: '', street: 'Orchard Road 1', zipCode: '' });
    const page = renderConfirm('/fulfillmentConfirm?index=0');
    await screen.findByText('疏肝和胃方');
    expect(screen.getByTestId('region-cascader')).toHaveTextContent('海外 / 新加坡');
    await choose(page, '剂型', '配方颗粒');
    await choose(page, '每剂包数', '1 包');
    await page.press('提交');
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/fulfillmentOrder?orderId=DO00000009'));
    expect(notify.error).not.toHaveBeenCalled();
    expect(requestsOf('POST /delivery/order/place')[0]).toMatchObject({ province: '海外', city: '新加坡', county: '', street: 'Orchard Road 1' });
  });

  it('chooses the only centre of a form and asks the centres again when the form changes', async () => {
    writeDraft('visitRecordId', '42');
    const page = renderConfirm('/fulfillmentConfirm?index=0');
    await screen.findByText('疏肝和胃方');
    await choose(page, '剂型', '配方颗粒');
    await waitFor(() => expect(screen.getByText('杭州颗粒配送中心')).toBeInTheDocument());
    expect(requestsOf('GET /delivery/getCurrentDeliveryDept')).toEqual([{ formCode: 'GRANULE' }]);
  });

  it('loads the draft in mode 1 and saves it with the draft rules', async () => {
    writeDraft('visitRecordId', '42');
    const page = renderConfirm('/fulfillmentConfirm?mode=1&index=0');
    await screen.findByText('疏肝和胃方');
    expect(requestsOf('POST /delivery/order/draft/info')[0]).toEqual({
      visitRecordId: 42,
      prescriptionNo: 0,
      startDate: RX.startDate,
      endDate: RX.endDate,
      type: '',
    });
    expect(screen.getByLabelText('收货人姓名')).toHaveValue('李四');
    // The draft's region names are shown in the picker.
    expect(screen.getByTestId('region-cascader')).toHaveTextContent('浙江省 / 杭州市 / 西湖区');
    // The draft's centre stays once the form's centres arrive.
    await waitFor(() => expect(screen.getByText('上海代煎配送中心')).toBeInTheDocument());

    await page.user.clear(screen.getByLabelText('收货人姓名'));
    await page.press('保存草稿');
    expect(notify.error).toHaveBeenLastCalledWith(DELIVERY_MSG.recipientRequired);
    expect(requestsOf('POST /delivery/order/draft/save')).toHaveLength(0);

    await page.user.type(screen.getByLabelText('收货人姓名'), '王五');
    await page.user.type(screen.getByLabelText('备注'), '下午送');
    await page.press('保存草稿');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('草稿保存成功'));
    expect(requestsOf('POST /delivery/order/draft/save')[0]).toEqual(
      match.objectContaining({
        deliveryType: 'E',
        form: 'DECOCTION',
        deliveryId: 'SH-DJ',
        quantityDispensed: 3,
        recipientName: '王五',
        remark: '下午送',
        formCount: 7,
        province: '浙江省',
        city: '杭州市',
        county: '西湖区',
      }),
    );
  });

  it('says so when mode 1 finds no draft', async () => {
    writeDraft('visitRecordId', '42');
    renderConfirm('/fulfillmentConfirm?mode=1&index=0', { 'POST /delivery/order/draft/info': { code: 200, msg: '', data: null } });
    await screen.findByText('疏肝和胃方');
    expect(notify.info).toHaveBeenCalledWith(NO_DRAFT_TEXT);
  });

  it('keeps the typed form while an address is picked on /address', async () => {
    writeDraft('visitRecordId', '42');
    const page = renderConfirm('/fulfillmentConfirm?index=0');
    await screen.findByText('疏肝和胃方');
    await page.user.type(screen.getByLabelText('备注'), '请电话联系');
    const go = jest.fn();
    setNavigate(go);
    await page.press('选择地址');
    expect(go).toHaveBeenCalledWith(`/address?mode=1&returnTo=${encodeURIComponent('/fulfillmentConfirm?index=0')}`, undefined);
    expect(readVisitDraft('deliveryForm', '42:0')).toEqual({
      visitRecordId: 42,
      index: 0,
      values: match.objectContaining({ remark: '请电话联系', formCount: '7' }),
    });
    page.unmount();

    // Back with a choice: the typed remark is there again, with the chosen recipient.
    comeBackWithAddress();
    renderConfirm('/fulfillmentConfirm?index=0');
    await screen.findByText('疏肝和胃方');
    expect(screen.getByLabelText('备注')).toHaveValue('请电话联系');
    expect(screen.getByLabelText('收货人姓名')).toHaveValue('张三');
    // Still kept, now with the chosen recipient, until the order is placed.
    await waitFor(() => expect(readVisitDraft('deliveryForm', '42:0')?.values).toMatchObject({ remark: '请电话联系', recipientName: '张三' }));
  });
  it('keeps the form per visit at every change, through an expired session, until the order is placed (issue 32)', async () => {
    writeDraft('visitRecordId', '42');
    comeBackWithAddress();
    const page = renderConfirm('/fulfillmentConfirm?index=0');
    await screen.findByText('疏肝和胃方');
    await choose(page, '剂型', '代煎汤剂');
    await choose(page, '配送中心', '杭州代煎配送中心');
    await page.user.type(screen.getByLabelText('备注'), '下午送达');
    // The session expires: a 401 takes the doctor to /Login, the page goes away with its state.
    page.unmount();
    expect(readVisitDraft('deliveryForm', '42:0')?.values).toMatchObject({ form: 'DECOCTION', deliveryId: 'HZ-DJ', remark: '下午送达' });
    // Another visit's form is its own.
    expect(readVisitDraft('deliveryForm', '43:0')).toBeNull();

    // Logged in again and back: the form as it was left.
    const again = renderConfirm('/fulfillmentConfirm?index=0');
    await screen.findByText('疏肝和胃方');
    expect(screen.getByLabelText('备注')).toHaveValue('下午送达');
    expect(screen.getByLabelText('收货人姓名')).toHaveValue('张三');
    await choose(again, '每剂包数', '2 包');
    await again.press('提交');
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/fulfillmentOrder?orderId=DO00000009'));
    expect(requestsOf('POST /delivery/order/place').at(-1)).toMatchObject({ deliveryId: 'HZ-DJ', remark: '下午送达' });
    expect(readVisitDraft('deliveryForm', '42:0')).toBeNull();
  });
});
