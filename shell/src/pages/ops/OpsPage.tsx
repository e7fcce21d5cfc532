import { Alert, Button, Empty, Modal, Radio, Spin, Tabs, Tag } from '@arco-design/web-react';
import { call, hasOpsRight, useUserInfo, useUserInfoStatus, type OpsApp, type OpsOverview, type OpsWatch } from '@tcm/shared';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PageBanner, PageBody } from '../../layout/PageBanner';
import { CanaryDialog, type CanaryDialogKind } from './CanaryDialog';
import { AppCard, UnknownAppCard } from './OpsAppCard';

import { OpsChart } from './OpsChart';
import { act } from './opsAction';
import { APP_LABELS, chartData, historyText, isAutomatic, minimumsText, promoteRecommended, promoteWarning, timeText, whoText } from './opsModel';
import './ops.css';

/** Why an API without a release store shows no telemetry (release/src/telemetry/catalog.ts: nothing is published). */
const NO_STORE_TELEMETRY = '遥测只记录发布仓库中已发布的版本：未配置发布仓库时无法核对，访问数据不作统计。';

const HOURS = [1, 6, 24];
const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);
const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;
const count = (v: number) => String(Math.round(v));

/** Minutes as people say them: 30 分钟, 2 小时, 15 秒. */
const duration = (minutes: number) =>
  minutes < 1 ? `${Math.round(minutes * 60)} 秒` : minutes % 60 === 0 ? `${minutes / 60} 小时` : `${Math.round(minutes)} 分钟`;

type Dialog = { kind: CanaryDialogKind; app: OpsApp } | null;

/** 发布运维 (/ops, issue 23): live versions, canaries, their telemetry and history; admin and superadmin only. */
export function OpsPage() {
  const user = useUserInfo();
  const status = useUserInfoStatus();
  if (status !== 'ready' && !user) {
    return (
      <PageBody className="ops-page">
        <Spin />
      </PageBody>
    );
  }
  if (!hasOpsRight(user)) {
    return (
      <>
        <PageBanner title="发布运维" />
        <PageBody className="ops-page">
          <Alert type="warning" content="没有运维权限：此页面仅供管理员和超级管理员使用。" />
        </PageBody>
      </>
    );
  }
  return <OpsConsole />;
}

interface Confirmation {
  title: string;
  content: ReactNode;
  okText: string;
  /** The confirm button in red: the action is not the recommended one, or takes something away. */
  danger?: boolean;
  run: () => Promise<unknown>;
  success: string;
}

function OpsConsole() {
  const [hours, setHours] = useState(6);
  const [data, setData] = useState<OpsOverview | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [chartApp, setChartApp] = useState('clinic');
  // The hook form renders the confirmations inside the app, with its zh-CN locale and theme.
  const [modal, modalHolder] = Modal.useModal();

  const load = useCallback(
    (signal?: AbortSignal) => {
      setLoading(true);
      return call('GET /ops/overview', { hours }, { signal })
        .then((body) => {
          setData(body.data ?? null);
          setFailed(false);
        })
        .catch(() => {
          if (!signal?.aborted) setFailed(true);
        })
        .finally(() => {
          if (!signal?.aborted) setLoading(false);
        });
    },
    [hours],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    // The watcher may act at any time: the page follows it.
    const timer = setInterval(() => void load(controller.signal), 15_000);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [load]);

  /** Every verb asks first, then says whether it worked, and the page reloads what is live. */
  const confirm = ({ title, content, okText, danger, run, success }: Confirmation) =>
    modal.confirm?.({
      title,
      content,
      okText,
      cancelText: '取消',
      okButtonProps: danger ? { status: 'danger' } : undefined,
      onOk: async () => {
        setBusy(true);
        await act(run, success);
        setBusy(false);
        void load();
      },
    });

  const promote = (a: OpsApp, watch: OpsWatch | null) => {
    const canary = a.canary!;
    const warning = promoteWarning(canary, watch);
    const what = `${a.app} ${canary.version} 将成为所有用户的线上版本。`;
    confirm({
      title: '灰度全量上线',
      content: warning ? (
        <>
          <p className="ops-confirm__warning">{warning}</p>
          <p>仍要全量上线吗？{what}</p>
        </>
      ) : (
        <>
          <p>{what}</p>
          <p className="ops-muted">监控结论：{canary.judgement?.reason}</p>
        </>
      ),
      okText: warning ? '仍要全量上线' : '全量上线',
      danger: !promoteRecommended(canary),
      run: () => call('POST /ops/canary/promote', { app: a.app }),
      success: `已全量上线：${a.app} ${canary.version}`,
    });
  };

  const remotes = data?.apps.filter((a) => a.app !== 'shell') ?? [];
  const shell = data?.apps.find((a) => a.app === 'shell');

  return (
    <>
      <PageBanner title="发布运维" subtitle={data?.env ? `环境 ${data.env} · 各应用的线上版本、灰度与真实用户数据` : '各应用的线上版本、灰度与真实用户数据'} />
      <PageBody className="ops-page">
        <div className="ops-toolbar">
          <Radio.Group type="button" value={hours} onChange={(v: number) => setHours(v)} aria-label="时间范围">
            {HOURS.map((h) => (
              <Radio key={h} value={h}>
                近 {h} 小时
              </Radio>
            ))}
          </Radio.Group>
          <Button onClick={() => void load()} loading={loading}>
            刷新
          </Button>
        </div>
        {data?.watch && <WatchNote watch={data.watch} />}
        {data?.noStore && <Alert className="ops-nostore" type="warning" title="无法在此操作版本" content={`${data.noStore}。${NO_STORE_TELEMETRY}`} />}
        {!data && failed && !loading && <Alert type="error" title="无法读取运维数据" content="请检查网络后点击“刷新”重试。" />}
        {!data && loading && <Spin className="ops-spin" />}
        {data && (
          <>
            <section className="ops-apps" aria-label="应用">
              {remotes.map((a) =>
                data.noStore ? (
                  <UnknownAppCard key={a.app} app={a.app} data={data} reason={data.noStore} />
                ) : (
                  <AppCard
                    key={a.app}
                    app={a}
                    data={data}
                    busy={busy}
                    onCanary={() => setDialog({ kind: 'canary', app: a })}
                    onShare={() => setDialog({ kind: 'share', app: a })}
                    onPromote={() => promote(a, data.watch)}
                    onAbort={() =>
                      confirm({
                        title: '终止灰度',
                        content: `所有浏览器回到线上版本 ${a.app} ${a.live?.version}，灰度版本 ${a.canary?.version} 不再提供。`,
                        okText: '终止灰度',
                        danger: true,
                        run: () => call('POST /ops/canary/abort', { app: a.app }),
                        success: `已终止灰度：所有浏览器回到 ${a.app} ${a.live?.version}`,
                      })
                    }
                    onRollback={() =>
                      confirm({
                        title: '回滚',
                        content: `${a.app} 从 ${a.live?.version} 回到上一个版本 ${a.live?.previous}。`,
                        okText: '回滚',
                        danger: true,
                        run: () => call('POST /ops/rollback', { app: a.app }),
                        success: `已回滚：${a.app} 回到 ${a.live?.previous}`,
                      })
                    }
                  />
                ),
              )}
              {shell && (
                <div className="ops-card ops-card--shell">
                  <div className="ops-card__head">
                    <h2>{APP_LABELS.shell}</h2>
                  </div>
                  <p className="ops-line">
                    线上 <code>{shell.live?.version ?? (data.noStore ? '未知' : '未上线')}</code>（shell 不做灰度：它的页面发给每个用户）
                  </p>
                </div>
              )}
            </section>

            <section className="ops-section" aria-label="趋势">
              <h2 className="ops-section__title">各版本趋势</h2>
              <Tabs activeTab={chartApp} onChange={setChartApp} type="rounded" size="small">
                {remotes.map((a) => (
                  <Tabs.TabPane key={a.app} title={a.app} />
                ))}
              </Tabs>
              <Charts data={data} app={chartApp} />
            </section>

            <section className="ops-section" aria-label="变更记录">
              <h2 className="ops-section__title">变更记录</h2>
              {data.history.length ? (
                <ol className="ops-history">
                  {data.history.map((h, i) => (
                    <li key={`${h.when}-${i}`} className={`ops-history__item${isAutomatic(h) ? ' ops-history__item--auto' : ''}`}>
                      <div className="ops-history__head">
                        <span className="ops-history__app">{h.app}</span>
                        {isAutomatic(h) && <Tag color="red">自动</Tag>}
                        <span className="ops-history__when">{timeText(h.when)}</span>
                      </div>
                      <div className="ops-history__what">{historyText(h)}</div>
                      <div className="ops-history__who">操作人：{whoText(h.who)}</div>
                      {h.reason && <div className="ops-history__reason">原因：{h.reason}</div>}
                    </li>
                  ))}
                </ol>
              ) : (
                <Empty description="暂无变更记录" />
              )}
            </section>
          </>
        )}
        {dialog && <CanaryDialog kind={dialog.kind} app={dialog.app} onClose={() => setDialog(null)} onDone={() => void load()} />}
        {modalHolder}
      </PageBody>
    </>
  );
}

/** What the watcher does and on what evidence, so a reader knows what the cards' numbers are measured against. */
function WatchNote({ watch }: { watch: OpsWatch }) {
  return (
    <p className="ops-note">
      自动监控：比较最近 {duration(watch.windowMinutes)}内的数据，灰度与线上各有{minimumsText(watch)}后才下结论；失败率或 LCP p75 明显变差（Wilson
      区间不重叠）即终止灰度；
      {watch.promoteAfterMinutes === null ? '不自动全量上线。' : `健康运行 ${duration(watch.promoteAfterMinutes)}后自动全量上线。`}
    </p>
  );
}

function Charts({ data, app }: { data: OpsOverview; app: string }) {
  const chart = useMemo(() => chartData(data.series, app), [data, app]);
  const range = useMemo<[number, number]>(() => {
    const to = Math.floor(Date.now() / 1000);
    return [to - data.hours * 3600, to];
  }, [data]);
  const series = useMemo(
    () => ({
      views: chart.versions.map((v) => ({ label: v.version, color: v.color, values: v.views })),
      failure: chart.versions.map((v) => ({ label: v.version, color: v.color, values: v.failureRate })),
      lcp: chart.versions.map((v) => ({ label: v.version, color: v.color, values: v.lcp })),
      inp: chart.versions.map((v) => ({ label: v.version, color: v.color, values: v.inp })),
    }),
    [chart],
  );
  if (!chart.times.length) return <Empty description={`近 ${data.hours} 小时没有 ${app} 的访问数据`} />;
  return (
    <div className="ops-charts">
      <OpsChart title={`页面访问（每 ${data.stepMinutes} 分钟）`} times={chart.times} range={range} series={series.views} format={count} />
      <OpsChart title="失败率（加载失败 + 未捕获错误 / 访问）" times={chart.times} range={range} series={series.failure} format={pct} />
      <OpsChart title="LCP p75" times={chart.times} range={range} series={series.lcp} format={ms} />
      <OpsChart title="INP p75" times={chart.times} range={range} series={series.inp} format={ms} />
    </div>
  );
}
