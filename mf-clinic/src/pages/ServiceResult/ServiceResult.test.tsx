import { screen, waitFor, within } from '@testing-library/react';
import { readDraft, writeDraft, type AcupointDetail, type CustomTeaServiceResult, type ServiceResult } from '@tcm/shared';
import { forgetAcupoints } from '../../api/services';
import { ZHANG } from '../../components/patients/patientTestKit';
import { apiError, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import ServiceResultPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const point = (code: string, nameAcup: string, over: Partial<AcupointDetail> = {}): AcupointDetail => ({
  code,
  nameAcup,
  pinyin: `${nameAcup}-pinyin`,
  channels: `${nameAcup}-经`,
  positionSta: `${nameAcup}-标准定位`,
  position2: `${nameAcup}-简便取穴`,
  acupGet: `${nameAcup}-刺灸`,
  ...over,
});

const POINTS: AcupointDetail[] = [
  point('ST36', '足三里', {
    pinyin: 'zú sān lǐ',
    channels: '足阳明胃经',
    positionSta: '在小腿外侧，犊鼻下3寸',
    position2: '屈膝，犊鼻下一夫',
    acupGet: '直刺1～2寸',
  }),
  point('LI10', '手三里'),
  point('PC6', '内关'),
  point('TE5', '外关'),
  point('GV20', '百会', { position2: '' }),
  point('ST29', '归来'),
];

const REQUEST = { patientId: 1, useDate: '2026-12-01', useDays: 10, serviceIndex: 4 as const };

const ACUPUNCTURE: ServiceResult = {
  serviceIndex: 4,
  title: '针灸',
  patientId: 1,
  patientName: '张三',
  startDate: '2026-12-01',
  endDate: '2026-12-10',
  days: 10,
  sections: [
    { heading: '辨证', lines: ['丙午年，少阴君火司天，阳明燥金在泉。', '体质偏于气虚，脾胃运化不足，气血归来迟缓。'] },
    { heading: '取穴', lines: ['主穴：足三里、内关、百会。', '配穴：归来。手三里与外关不取。'] },
  ],
  acupoints: ['足三里', '内关', '百会', '归来'],
};

const CALLS: CallTable = { 'GET /business/acupointDetails/listAll': { code: 200, data: POINTS } };

beforeEach(() => forgetAcupoints());

function renderResult(result: ServiceResult | null = ACUPUNCTURE, calls: CallTable = {}) {
  if (result) writeDraft('serviceResult', { request: { ...REQUEST, serviceIndex: result.serviceIndex }, result });
  return renderPage(<ServiceResultPage />, '/serviceResult', { popups: true, calls: { ...CALLS, ...calls } });
}

const links = () => screen.queryAllByRole('button', { name: /^穴位 / }).map((b) => b.textContent);

describe('/serviceResult', () => {
  it('shows who, the days and every line of the result by section', async () => {
    renderResult();
    expect(screen.getByRole('heading', { level: 1, name: '针灸' })).toBeInTheDocument();
    const summary = screen.getByTestId('service-summary');
    for (const text of ['张三', '2026-12-01', '2026-12-10', '10 天']) expect(within(summary).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '辨证' })).toHaveTextContent('丙午年，少阴君火司天，阳明燥金在泉。');
    expect(screen.getByRole('region', { name: '取穴' })).toHaveTextContent('配穴：归来。手三里与外关不取。');
    await waitFor(() => expect(links()).toHaveLength(4));
  });

  it('links every point the result names, and nothing else: not 手三里 or 外关, not 归来 in prose', async () => {
    renderResult();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载穴位详情');
    await waitFor(() => expect(links()).toEqual(['足三里', '内关', '百会', '归来']));
    expect(screen.getByText(/气血归来迟缓/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens a dialog with every field of the point, an empty one as 暂无记录', async () => {
    const page = renderResult();
    await page.user.click(await screen.findByRole('button', { name: '穴位 足三里' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('足三里（ST36）')).toBeInTheDocument();
    const field = (name: string) => document.querySelector(`.arco-modal [data-field="${name}"]`);
    expect(field('nameAcup')).toHaveTextContent('足三里');
    expect(field('pinyin')).toHaveTextContent('zú sān lǐ');
    expect(field('channels')).toHaveTextContent('足阳明胃经');
    expect(field('positionSta')).toHaveTextContent('在小腿外侧，犊鼻下3寸');
    expect(field('position2')).toHaveTextContent('屈膝，犊鼻下一夫');
    expect(field('acupGet')).toHaveTextContent('直刺1～2寸');
    for (const label of ['穴位名称', '拼音', '所属经络', '标准定位', '简便取穴', '刺灸方法']) expect(dialog.getByText(label)).toBeInTheDocument();
    await page.user.click(dialog.getByRole('button', { name: '关闭' }));
    await page.user.click(screen.getByRole('button', { name: '穴位 百会' }));
    await waitFor(() => expect(document.querySelector('.arco-modal [data-field="nameAcup"]')).toHaveTextContent('百会'));
    expect(document.querySelector('.arco-modal [data-field="position2"]')).toHaveTextContent('暂无记录');
  });

  it('loads the acupoint list once: again from memory, and from session storage after a reload', async () => {
    const first = renderResult();
    await waitFor(() => expect(links()).toHaveLength(4));
    first.unmount();
    const second = renderResult();
    await waitFor(() => expect(links()).toHaveLength(4));
    second.unmount();
    expect(requestsOf('GET /business/acupointDetails/listAll')).toHaveLength(1);
    expect(readDraft('acupointDetails')).toEqual(POINTS);
    forgetAcupoints(); // a reload: the module starts again, session storage stays
    renderResult();
    await waitFor(() => expect(links()).toHaveLength(4));
    expect(requestsOf('GET /business/acupointDetails/listAll')).toHaveLength(1);
  });

  it('shows the text without links when the list fails, and links after 重新加载', async () => {
    let fail = true;
    const page = renderResult(ACUPUNCTURE, {
      'GET /business/acupointDetails/listAll': () => {
        if (fail) throw apiError();
        return { code: 200, data: POINTS };
      },
    });
    expect(await screen.findByText(/穴位详情加载失败/)).toBeInTheDocument();
    expect(links()).toEqual([]);
    expect(screen.getByRole('region', { name: '取穴' })).toHaveTextContent('主穴：足三里、内关、百会。');
    fail = false;
    await page.press('重新加载');
    await waitFor(() => expect(links()).toHaveLength(4));
  });

  it('does not fetch the list for a result that names no point', async () => {
    renderResult({ ...ACUPUNCTURE, serviceIndex: 1, title: '健康预测', acupoints: [], sections: [{ heading: '五运六气', lines: ['内关'] }] });
    expect(screen.getByRole('heading', { level: 1, name: '健康预测' })).toBeInTheDocument();
    expect(links()).toEqual([]);
    expect(requestsOf('GET /business/acupointDetails/listAll')).toEqual([]);
  });

  it('leads service 9 on with 下一步 to its custom tea page', async () => {
    const tea: CustomTeaServiceResult = {
      ...ACUPUNCTURE,
      serviceIndex: 9,
      title: '定制养生茶',
      acupoints: [],
      sections: [{ heading: '茶方', lines: ['黄芪 5g'] }],
      customTeaResult: ['茶方', '黄芪 5g'],
      visitRecordId: 77,
    };
    const page = renderResult(tea);
    await page.press('下一步');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDPrescription?visitRecordId=77');
  });

  it('offers no 下一步 for the other services, and 返回修改 goes back to the start of the service', async () => {
    const page = renderResult();
    await waitFor(() => expect(links()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
    await page.press('返回修改');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/addServiceContact?serviceIndex=4');
  });

  it('says where to begin when this tab has neither a result nor a start', async () => {
    const page = renderResult(null);
    expect(screen.getByRole('alert')).toHaveTextContent('暂无服务结果');
    await page.press('返回首页');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/$/);
  });

  it('runs the kept start when there is no answer yet, and stays on a refusal', async () => {
    writeDraft('serviceInfo', { ...REQUEST, patient: ZHANG });
    let refuse = true;
    const page = renderResult(null, {
      'POST /health/v1/acupuncture': () => {
        if (refuse) throw apiError('服务异常');
        return { code: 200, data: ACUPUNCTURE };
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('尚未取得结果。已选择患者 张三，开始日期 2026-12-01，10 天。');
    await page.press('开始查询');
    expect(await screen.findByText(/查询未成功/)).toBeInTheDocument();
    refuse = false;
    await page.press('开始查询');
    expect(await screen.findByRole('heading', { level: 1, name: '针灸' })).toBeInTheDocument();
    expect(requestsOf('POST /health/v1/acupuncture')).toEqual([
      { patientId: 1, toDoDay: '2026-12-01', takeDays: 10 },
      { patientId: 1, toDoDay: '2026-12-01', takeDays: 10 },
    ]);
    expect(readDraft('serviceResult')).toEqual({ request: REQUEST, result: ACUPUNCTURE });
  });
});
