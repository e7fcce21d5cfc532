import { routes } from './routes';

describe('clinic routes', () => {
  it('declares every clinic page with its title, access and layout', () => {
    const table = routes.map(({ load: _load, ...meta }) => meta);
    expect(table).toEqual([
      { path: '/Contact', title: '我的患者', access: 'login', layout: 'main' },
      { path: '/addPrescriptionContact', title: '中药组方', access: 'prescriber', layout: 'main' },
      { path: '/medicalRecords', title: '就诊记录', access: 'login', layout: 'main' },
      { path: '/prescriptionInfo', title: '处方信息', access: 'prescriber', layout: 'main' },
      { path: '/prescriptionResult', title: '信息确认', access: 'prescriber', layout: 'main' },
      { path: '/Prescription', title: '开方结果', access: 'login', layout: 'main' },
      { path: '/prescription', title: '开方结果', access: 'login', layout: 'main' },
      { path: '/addServiceContact', title: '服务咨询', access: 'login', layout: 'main' },
      { path: '/serviceResult', title: '服务结果', access: 'login', layout: 'main' },
      { path: '/handmadePrescription', title: '自拟组方', access: 'prescriber', layout: 'main' },
      { path: '/handmadePrescriptionConfirm', title: '自拟组方确认', access: 'prescriber', layout: 'main' },
      { path: '/handmadePrescriptionDetails', title: '自拟组方详情', access: 'login', layout: 'main' },
      { path: '/GeneralPrescriptionInfo', title: '通用方信息', access: 'prescriber', layout: 'main' },
      { path: '/GeneralPrescriptionResult', title: '信息确认', access: 'prescriber', layout: 'main' },
      { path: '/GeneralPrescription', title: '处方信息', access: 'login', layout: 'main' },
      { path: '/prescriptionImage', title: '处方笺', access: 'login', layout: 'main' },
    ]);
  });

  it('loads a page component for every route', async () => {
    for (const route of routes) {
      const mod = await route.load();
      expect(typeof mod.default).toBe('function');
    }
  });
});
