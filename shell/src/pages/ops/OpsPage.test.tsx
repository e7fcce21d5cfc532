import { call, type OpsOverview } from '@tcm/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../test/renderWithRouter';
import { OpsPage } from './OpsPage';

jest.mock('@tcm/shared', () =>
  require('@tcm/shared/testing/mockShared').mockShared('@tcm/shared', {
    useUserInfo: () => ({ roles: ['admin'], doctor: null }),
    useUserInfoStatus: () => 'ready',
  }),
);
// The charts draw on a canvas (uPlot), which jsdom has not: these tests are about the cards.
jest.mock('./OpsChart', () => ({ OpsChart: ({ title }: { title: string }) => <div className="ops-chart">{title}</div> }));
const mockCall = call as jest.Mock;

const REFUSAL = '此部署未配置发布仓库，无法操作版本（需为 API 设置 RELEASE_STORE_DIR 与 RELEASE_ENV）';
const point = (views: number, errors: number) => ({ t: new Date(Date.now() - 60_000).toISOString(), views, failures: 0, errors, failureRate: errors / views, lcpP75: 1800, inpP75: 120 });
const series = [
  { app: 'clinic', version: '1.0.0+a', points: [point(40, 2)] },
  { app: 'clinic', version: '1.1.0+b', points: [point(10, 0)] },
];
const APPS = ['shell', 'account', 'clinic', 'commerce', 'certification'];

function overview(data: Partial<OpsOverview>) {
  const body: OpsOverview = { env: 'production', hours: 6, stepMinutes: 5, apps: [], series, history: [], watch: null, noStore: null, ...data };
  mockCall.mockImplementation(async (key: string) => (key === 'GET /ops/overview' ? { code: 200, msg: '', data: body } : { code: 200, msg: '' }));
}

beforeEach(() => mockCall.mockReset());

describe('/ops', () => {
  test('without a release store: the telemetry it has, every button disabled with the reason, nothing sent on a click', async () => {
    overview({ env: null, apps: APPS.map((app) => ({ app, live: null, canary: null, versions: [] })), noStore: REFUSAL });
    renderWithRouter(<OpsPage />);
    expect(await screen.findByText('无法在此操作版本')).toBeInTheDocument();
    expect(screen.getByText(`${REFUSAL}。下方仍显示真实用户数据。`)).toBeInTheDocument();

    const cards = document.querySelectorAll('.ops-card[data-app]');
    expect([...cards].map((c) => c.getAttribute('data-app'))).toEqual(['account', 'clinic', 'commerce', 'certification']);
    for (const card of cards) {
      const buttons = within(card as HTMLElement).getAllByRole('button');
      expect(buttons.map((b) => b.textContent)).toEqual(['开始灰度', '回滚']);
      for (const b of buttons) {
        expect(b).toBeDisabled();
        expect(b).toHaveAccessibleDescription(REFUSAL);
      }
      expect(within(card as HTMLElement).getByText('未知')).toBeInTheDocument();
    }
    // What the telemetry knows: every version that served page views, most viewed first.
    const clinic = document.querySelector<HTMLElement>('.ops-card[data-app="clinic"]')!;
    expect(clinic.textContent).toMatch(/1\.0\.0\+a 40 次 · 5\.0%.*1\.1\.0\+b 10 次 · 0\.0%/);
    expect(document.querySelector('.ops-card[data-app="account"]')!.textContent).toContain('没有访问数据');
    expect(screen.queryByText(/环境 null/)).not.toBeInTheDocument();

    for (const b of within(clinic).getAllByRole('button')) fireEvent.click(b);
    expect(mockCall.mock.calls.map(([key]) => key).filter((k) => k !== 'GET /ops/overview')).toEqual([]);
    expect(document.querySelector('.arco-modal')).toBeNull();
  });

  test('with a release store the buttons act: no refusal, the live version and its environment shown', async () => {
    overview({
      apps: APPS.map((app) => ({ app, live: { version: '1.0.0+a', since: '2026-11-20T01:00:00Z', previous: app === 'clinic' ? '0.9.0+z' : null }, canary: null, versions: ['1.1.0+b', '1.0.0+a'] })),
    });
    renderWithRouter(<OpsPage />);
    expect(await screen.findByText('环境 production · 各应用的线上版本、灰度与真实用户数据')).toBeInTheDocument();
    expect(screen.queryByText('无法在此操作版本')).not.toBeInTheDocument();
    const clinic = document.querySelector<HTMLElement>('.ops-card[data-app="clinic"]')!;
    expect(within(clinic).getByRole('button', { name: '开始灰度' })).toBeEnabled();
    expect(within(clinic).getByRole('button', { name: '回滚' })).toBeEnabled();
    expect(document.querySelector('.ops-actions__note')).toBeNull();
    fireEvent.click(within(clinic).getByRole('button', { name: '开始灰度' }));
    expect(await screen.findByText('开始 clinic 的灰度')).toBeInTheDocument();
  });
});
