import '@arco-design/web-react/es/_util/react-19-adapter';
import { ApiError, call, notify, TransportError, type OpsApp, type OpsCanary, type OpsOverview } from '@tcm/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../test/renderWithRouter';
import { OpsPage } from './OpsPage';
import { UNREACHABLE } from './opsModel';
import { quietArcoRefWarning } from '../../test/quietArcoRefWarning';

jest.mock('@tcm/shared', () =>
  jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared('@tcm/shared', {
    useUserInfo: () => ({ roles: ['admin'], doctor: null }),
    useUserInfoStatus: () => 'ready',
  }),
);
// The charts draw on a canvas (uPlot), which jsdom has not: these tests are about the cards.
jest.mock('./OpsChart', () => ({ OpsChart: ({ title }: { title: string }) => <div className="ops-chart">{title}</div> }));
const mockCall = call as jest.Mock<Promise<unknown>, [string, ...unknown[]]>;

quietArcoRefWarning();

const REFUSAL = '此部署未配置发布仓库，无法操作版本（需为 API 设置 RELEASE_STORE_DIR 与 RELEASE_ENV）';
const point = (views: number, errors: number) => ({
  t: new Date(Date.now() - 60_000).toISOString(),
  views,
  failures: 0,
  errors,
  failureRate: errors / views,
  lcpP75: 1800,
  inpP75: 120,
});
const series = [
  { app: 'clinic', version: '1.0.0+a', points: [point(40, 2)], vitals: { lcpP75: 1800, inpP75: 120, lcpSamples: 38, inpSamples: 12 } },
  { app: 'clinic', version: '1.1.0+b', points: [point(10, 0)], vitals: { lcpP75: 2500, inpP75: null, lcpSamples: 9, inpSamples: 0 } },
];
const APPS = ['shell', 'account', 'clinic', 'commerce', 'certification'];
const WATCH = { windowMinutes: 30, minViews: 40, minSources: 20, promoteAfterMinutes: null };
const LIVE = { version: '1.0.0+a', since: '2026-11-20T01:00:00Z', previous: '0.9.0+z' };

/** Every app live on 1.0.0+a; clinic as given. */
function apps(clinic: Partial<OpsApp> = {}): OpsApp[] {
  return APPS.map((app) => ({ app, live: LIVE, canary: null, versions: ['1.2.0+c', '1.1.0+b', '1.0.0+a'], ...(app === 'clinic' ? clinic : {}) }));
}

const waitJudgement = {
  verdict: 'wait' as const,
  reason: '证据不足：灰度 12 次访问、5 个来源，线上 300 次访问、25 个来源，各需至少 40 次访问、20 个来源',
  canary: { views: 12, sources: 5 },
  live: { views: 300, sources: 25 },
};
const canaryOf = (judgement?: OpsCanary['judgement']): OpsCanary => ({
  version: '1.1.0+b',
  percent: 10,
  since: '2026-11-28T02:00:00Z',
  ...(judgement === undefined ? {} : { judgement }),
});

/** The API answers the overview with `data`; every verb succeeds unless `verbs` says otherwise. */
function serve(data: Partial<OpsOverview>, verbs: (key: string) => Promise<unknown> = async () => ({ code: 200, msg: '' })) {
  const body: OpsOverview = { env: 'production', hours: 6, stepMinutes: 5, apps: apps(), series, history: [], watch: WATCH, noStore: null, ...data };
  mockCall.mockImplementation((key: string) => (key === 'GET /ops/overview' ? Promise.resolve({ code: 200, msg: '', data: body }) : verbs(key)));
}

const verbCalls = () => mockCall.mock.calls.filter(([key]) => key !== 'GET /ops/overview');
const overviewCalls = () => mockCall.mock.calls.filter(([key]) => key === 'GET /ops/overview').length;

async function openPage() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithRouter(<OpsPage />);
  const card = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('.ops-card[data-app="clinic"]');
    if (!el) throw new Error('no clinic card yet');
    return el;
  });
  return { user, card };
}

/** Opens a select of the dialog with a click, as a mouse or a finger does, and clicks an option. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  const list = document.getElementById(box.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name: option }));
  await waitFor(() => expect(box).toHaveTextContent(option));
}

const dialog = () => document.querySelector<HTMLElement>('.arco-modal-wrapper:not([style*="display: none"]) .arco-modal')!;
const gone = (text: string) => waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());

beforeEach(() => {
  mockCall.mockReset();
  (notify.success as jest.Mock).mockReset();
  (notify.error as jest.Mock).mockReset();
});

describe('/ops', () => {
  test('without a release store: the telemetry it has, every button disabled with the reason, nothing sent on a click', async () => {
    serve({ env: null, apps: APPS.map((app) => ({ app, live: null, canary: null, versions: [] })), watch: null, noStore: REFUSAL });
    renderWithRouter(<OpsPage />);
    expect(await screen.findByText('无法在此操作版本')).toBeInTheDocument();
    expect(screen.getByText(`${REFUSAL}。遥测只记录发布仓库中已发布的版本：未配置发布仓库时无法核对，访问数据不作统计。`)).toBeInTheDocument();

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
    expect(verbCalls()).toEqual([]);
    expect(document.querySelector('.arco-modal')).toBeNull();
  });

  test('an overview that cannot be read says so, and 刷新 reads it again', async () => {
    mockCall.mockRejectedValue(new TransportError(new Error('offline')));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithRouter(<OpsPage />);
    expect(await screen.findByText('无法读取运维数据')).toBeInTheDocument();
    serve({});
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(document.querySelector('.ops-card[data-app="clinic"]')).not.toBeNull());
    expect(screen.queryByText('无法读取运维数据')).not.toBeInTheDocument();
  });

  test("each version's real-user LCP and INP p75 over the range, with the samples behind them (issue 34)", async () => {
    serve({ apps: apps({ canary: canaryOf() }) });
    const { card } = await openPage();
    expect(card.querySelector('[data-vitals="live"]')).toHaveTextContent('LCP 1.8 s（38 次） · INP 120 ms（12 次）');
    expect(card.querySelector('[data-vitals="canary"]')).toHaveTextContent('LCP 2.5 s（9 次） · INP —（0 次）');
    // A version without samples (commerce here) says so rather than showing a zero.
    expect(document.querySelector('.ops-card[data-app="commerce"] [data-vitals="live"]')).toHaveTextContent('暂无样本');
  });

  test("the watcher's note names both minimums: page views and independent sources", async () => {
    serve({});
    await openPage();
    expect(document.querySelector('.ops-note')!.textContent).toContain('灰度与线上各有至少 40 次页面访问、20 个独立来源（不同网络地址）后才下结论');
    expect(screen.getByText('环境 production · 各应用的线上版本、灰度与真实用户数据')).toBeInTheDocument();
    expect(screen.queryByText('无法在此操作版本')).not.toBeInTheDocument();
  });

  test('开始灰度: both selects open by click, the chosen version and share are sent, success is said and the page reloads', async () => {
    serve({});
    const { user, card } = await openPage();
    expect(within(card).getByRole('button', { name: '开始灰度' })).toBeEnabled();
    expect(card.querySelector('.ops-actions__note')).toBeNull();
    await user.click(within(card).getByRole('button', { name: '开始灰度' }));
    expect(await screen.findByText('开始 clinic 的灰度')).toBeInTheDocument();

    await pick(user, '灰度版本', '1.2.0+c');
    await pick(user, '灰度比例', '25%');
    expect(dialog()).toHaveTextContent('确定后，约 25% 的浏览器使用 1.2.0+c，其余仍使用线上版本 1.0.0+a。');
    const loads = overviewCalls();
    await user.click(within(dialog()).getByRole('button', { name: '开始灰度' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('已开始灰度：clinic 1.2.0+c，25% 的浏览器'));
    expect(verbCalls()).toEqual([['POST /ops/canary', { app: 'clinic', version: '1.2.0+c', percent: 25 }]]);
    await gone('开始 clinic 的灰度');
    await waitFor(() => expect(overviewCalls()).toBe(loads + 1));
  });

  test('the selects work by keyboard too', async () => {
    serve({});
    const { user, card } = await openPage();
    await user.click(within(card).getByRole('button', { name: '开始灰度' }));
    const share = await screen.findByRole('combobox', { name: '灰度比例' });
    // Arco reads keyCode, which user-event does not set: the keys as a browser sends them.
    const press = (key: string, keyCode: number) => fireEvent.keyDown(share, { key, code: key, keyCode });
    act(() => share.focus());
    press('Enter', 13);
    await waitFor(() => expect(share).toHaveAttribute('aria-expanded', 'true'));
    press('ArrowDown', 40);
    press('Enter', 13);
    await waitFor(() => expect(share).toHaveTextContent('20%'));
  });

  test('a refused canary keeps the dialog open without a success message; an unreachable server is said', async () => {
    serve({}, () => Promise.reject(new ApiError(500, '检查未通过，未做任何更改', { code: 500, msg: '检查未通过，未做任何更改' })));
    const { user, card } = await openPage();
    await user.click(within(card).getByRole('button', { name: '开始灰度' }));
    await user.click(within(await waitFor(dialog)).getByRole('button', { name: '开始灰度' }));
    await waitFor(() => expect(verbCalls()).toHaveLength(1));
    // The refusal was toasted by `call` in the API's words; the page adds nothing and keeps the choice.
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.getByText('开始 clinic 的灰度')).toBeInTheDocument();

    mockCall.mockImplementation((key: string) =>
      key === 'GET /ops/overview' ? new Promise(() => {}) : Promise.reject(new TransportError(new Error('offline'))),
    );
    await user.click(within(dialog()).getByRole('button', { name: '开始灰度' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(UNREACHABLE));
    expect(notify.success).not.toHaveBeenCalled();
  });

  test('开始灰度 is disabled with its reason when the store has no other version; 回滚 when there is no previous one', async () => {
    serve({ apps: apps({ versions: ['1.0.0+a'], live: { ...LIVE, previous: null } }) });
    const { user, card } = await openPage();
    const start = within(card).getByRole('button', { name: '开始灰度' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('发布库中没有 clinic 的其他版本：先发布一个新版本（npm run deploy -- publish clinic）。');
    expect(card).toHaveTextContent('发布库中没有 clinic 的其他版本');
    const rollback = within(card).getByRole('button', { name: '回滚' });
    expect(rollback).toBeDisabled();
    expect(rollback).toHaveAccessibleDescription('clinic 没有上一个版本，无法回滚。');
    await user.click(start);
    expect(document.querySelector('.arco-modal')).toBeNull();
  });

  test('a canary without enough evidence: its evidence against the minimums, the reason, 全量上线 plain and confirmed with a warning', async () => {
    serve({ apps: apps({ canary: canaryOf(waitJudgement) }) });
    const { user, card } = await openPage();
    expect(card).toHaveTextContent('灰度 12/40 次访问 · 5/20 个来源');
    expect(card).toHaveTextContent('线上 300/40 次访问 · 25/20 个来源');
    expect(within(card).getByText('证据不足')).toBeInTheDocument();
    expect(card).toHaveTextContent(waitJudgement.reason);

    const promote = within(card).getByRole('button', { name: '全量上线' });
    expect(promote).not.toHaveClass('arco-btn-primary');
    expect(promote).toHaveAccessibleDescription('灰度与线上各有至少 40 次页面访问、20 个独立来源（不同网络地址）、且自动监控判定健康后，才建议全量上线。');

    await user.click(promote);
    const confirm = await waitFor(dialog);
    expect(confirm).toHaveTextContent('证据尚不足以判断灰度版本是否健康（灰度 12/40 次访问 · 5/20 个来源；线上 300/40 次访问 · 25/20 个来源）。');
    expect(confirm).toHaveTextContent('仍要全量上线吗？clinic 1.1.0+b 将成为所有用户的线上版本。');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await gone('仍要全量上线吗？clinic 1.1.0+b 将成为所有用户的线上版本。');
    expect(verbCalls()).toEqual([]);

    await user.click(promote);
    await user.click(within(await waitFor(dialog)).getByRole('button', { name: '仍要全量上线' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('已全量上线：clinic 1.1.0+b'));
    expect(verbCalls()).toEqual([['POST /ops/canary/promote', { app: 'clinic' }]]);
  });

  test('a canary judged healthy: 全量上线 is the primary action and its confirmation gives the reason', async () => {
    const ok = { ...waitJudgement, verdict: 'ok' as const, reason: '灰度失败率 0.0%（0/60）不高于线上 0.3%（1/300）', canary: { views: 60, sources: 22 } };
    serve({ apps: apps({ canary: canaryOf(ok) }) });
    const { user, card } = await openPage();
    const promote = within(card).getByRole('button', { name: '全量上线' });
    expect(promote).toHaveClass('arco-btn-primary');
    expect(within(card).getByText('健康')).toBeInTheDocument();
    expect(card.querySelector('.ops-actions__note')).toBeNull();
    await user.click(promote);
    const confirm = await waitFor(dialog);
    expect(confirm).toHaveTextContent('clinic 1.1.0+b 将成为所有用户的线上版本。');
    expect(confirm).toHaveTextContent(`监控结论：${ok.reason}`);
    expect(confirm).not.toHaveTextContent('仍要');
    await user.click(within(confirm).getByRole('button', { name: '全量上线' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('已全量上线：clinic 1.1.0+b'));
  });

  test('a canary judged worse says so and advises to end it', async () => {
    const bad = { ...waitJudgement, verdict: 'bad' as const, reason: '灰度失败率 12.0%（6/50）高于线上 0.3%（1/300）' };
    serve({ apps: apps({ canary: canaryOf(bad) }) });
    const { user, card } = await openPage();
    expect(within(card).getByText('比线上差')).toBeInTheDocument();
    expect(card).toHaveTextContent('自动监控判定灰度版本比线上差，建议终止灰度。');
    expect(within(card).getByRole('button', { name: '全量上线' })).not.toHaveClass('arco-btn-primary');
    await user.click(within(card).getByRole('button', { name: '全量上线' }));
    expect(await waitFor(dialog)).toHaveTextContent(`自动监控判定灰度版本比线上差：${bad.reason}`);
  });

  test('an API that gives no judgement (or no watcher) still shows the canary, with 全量上线 not recommended', async () => {
    serve({ apps: apps({ canary: canaryOf() }) });
    const { card } = await openPage();
    expect(card).toHaveTextContent('自动监控尚未给出结论');
    expect(within(card).getByRole('button', { name: '全量上线' })).not.toHaveClass('arco-btn-primary');
    expect(document.querySelector('.ops-note')!.textContent).toContain('至少 40 次页面访问、20 个独立来源（不同网络地址）');
  });

  test('终止灰度 asks first, then says everyone is back on the live version', async () => {
    serve({ apps: apps({ canary: canaryOf(waitJudgement) }) });
    const { user, card } = await openPage();
    await user.click(within(card).getByRole('button', { name: '终止灰度' }));
    const confirm = await waitFor(dialog);
    expect(confirm).toHaveTextContent('所有浏览器回到线上版本 clinic 1.0.0+a，灰度版本 1.1.0+b 不再提供。');
    expect(verbCalls()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '终止灰度' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('已终止灰度：所有浏览器回到 clinic 1.0.0+a'));
    expect(verbCalls()).toEqual([['POST /ops/canary/abort', { app: 'clinic' }]]);
  });

  test('a refused abort says nothing more than the API did; no success message', async () => {
    serve({ apps: apps({ canary: canaryOf(waitJudgement) }) }, () =>
      Promise.reject(new ApiError(500, '没有进行中的灰度', { code: 500, msg: '没有进行中的灰度' })),
    );
    const { user, card } = await openPage();
    await user.click(within(card).getByRole('button', { name: '终止灰度' }));
    await user.click(within(await waitFor(dialog)).getByRole('button', { name: '终止灰度' }));
    await waitFor(() => expect(verbCalls()).toHaveLength(1));
    await gone('所有浏览器回到线上版本 clinic 1.0.0+a，灰度版本 1.1.0+b 不再提供。');
    expect(notify.success).not.toHaveBeenCalled();
  });

  test('调整比例 opens its select by click and saves the new share', async () => {
    serve({ apps: apps({ canary: canaryOf(waitJudgement) }) });
    const { user, card } = await openPage();
    await user.click(within(card).getByRole('button', { name: '调整比例' }));
    expect(await screen.findByText('调整 clinic 的灰度比例')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '灰度版本' })).not.toBeInTheDocument();
    await pick(user, '灰度比例', '50%');
    expect(dialog()).toHaveTextContent('确定后，灰度比例从 10% 调整为 50%。');
    await user.click(within(dialog()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('clinic 的灰度比例已调整为 50%'));
    expect(verbCalls()).toEqual([['POST /ops/canary/share', { app: 'clinic', percent: 50 }]]);
  });

  test('回滚 asks first and names the version it goes back to', async () => {
    serve({});
    const { user, card } = await openPage();
    await user.click(within(card).getByRole('button', { name: '回滚' }));
    const confirm = await waitFor(dialog);
    expect(confirm).toHaveTextContent('clinic 从 1.0.0+a 回到上一个版本 0.9.0+z。');
    await user.click(within(confirm).getByRole('button', { name: '回滚' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('已回滚：clinic 回到 0.9.0+z'));
    expect(verbCalls()).toEqual([['POST /ops/rollback', { app: 'clinic' }]]);
  });

  test('the history names who acted in words, and the reason', async () => {
    serve({
      history: [
        {
          when: '2026-11-28T03:00:00Z',
          who: 'admin:13800000002',
          verb: 'abort-canary',
          app: 'clinic',
          from: '1.1.0+b',
          to: '1.0.0+a',
          reason: '运维人员在发布运维页面手动终止灰度',
        },
        { when: '2026-11-28T02:00:00Z', who: 'watcher', verb: 'abort-canary', app: 'clinic', from: '1.1.0+b', to: '1.0.0+a', reason: '自动回滚：失败率更高' },
        { when: '2026-11-28T01:00:00Z', who: 'deploy-bot', verb: 'promote', app: 'clinic', from: null, to: '1.0.0+a' },
      ],
    });
    await openPage();
    const items = [...document.querySelectorAll('.ops-history__item')].map((li) => li.querySelector('.ops-history__who')!.textContent);
    expect(items).toEqual(['操作人：管理员 13800000002', '操作人：自动监控', '操作人：deploy-bot（命令行）']);
    expect(screen.getByText('原因：运维人员在发布运维页面手动终止灰度')).toBeInTheDocument();
  });
});
