import { Alert, Button, Empty, Modal, Radio, Select, Spin, Tabs, Tag } from '@arco-design/web-react';
import { call, hasOpsRight, useUserInfo, useUserInfoStatus, type OpsApp, type OpsOverview } from '@tcm/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PageBanner, PageBody } from '../../layout/PageBanner';
import { OpsChart } from './OpsChart';
import { APP_LABELS, PERCENTS, chartData, historyText, isAutomatic, percentText, timeText, totals, versionTotals } from './opsModel';
import './ops.css';

const HOURS = [1, 6, 24];
const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);
const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;
const count = (v: number) => String(Math.round(v));

/** Minutes as people say them: 30 分钟, 2 小时, 15 秒. */
const duration = (minutes: number) =>
  minutes < 1 ? `${Math.round(minutes * 60)} 秒` : minutes % 60 === 0 ? `${minutes / 60} 小时` : `${Math.round(minutes)} 分钟`;

type Dialog = { kind: 'canary' | 'share'; app: OpsApp } | null;

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

function OpsConsole() {
  const [hours, setHours] = useState(6);
  const [data, setData] = useState<OpsOverview | null>(null);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [chartApp, setChartApp] = useState('clinic');

  const load = useCallback(
    (signal?: AbortSignal) => {
      setLoading(true);
      return call('GET /ops/overview', { hours }, { signal })
        .then((body) => setData(body.data ?? null))
        .catch(() => {})
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

  const verb = (title: string, content: string, run: () => Promise<unknown>) =>
    Modal.confirm({
      title,
      content,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          await run();
        } catch {
          // the API's message was shown as a toast
        } finally {
          setBusy(false);
          void load();
        }
      },
    });

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
        {data?.watch && (
          <p className="ops-note">
            自动回滚：比较最近 {duration(data.watch.windowMinutes)}内的数据，灰度与线上各至少 {data.watch.minViews} 次页面访问后，失败率或 LCP p75
            明显变差（Wilson 区间不重叠）即终止灰度；
            {data.watch.promoteAfterMinutes === null ? '不自动全量上线。' : `健康运行 ${duration(data.watch.promoteAfterMinutes)}后自动全量上线。`}
          </p>
        )}
        {data?.noStore && <Alert className="ops-nostore" type="warning" title="无法在此操作版本" content={`${data.noStore}。下方仍显示真实用户数据。`} />}
        {!data && loading && <Spin className="ops-spin" />}
        {data && (
          <>
            <section className="ops-apps" aria-label="应用">
              {remotes.map((a) => (
                <AppCard
                  key={a.app}
                  app={a}
                  data={data}
                  busy={busy}
                  noStore={data.noStore}
                  onCanary={() => setDialog({ kind: 'canary', app: a })}
                  onShare={() => setDialog({ kind: 'share', app: a })}
                  onPromote={() => verb('灰度全量上线', `${a.app} ${a.canary?.version} 将成为所有用户的线上版本。`, () => call('POST /ops/canary/promote', { app: a.app }))}
                  onAbort={() => verb('终止灰度', `所有用户回到 ${a.app} ${a.live?.version}。`, () => call('POST /ops/canary/abort', { app: a.app }))}
                  onRollback={() => verb('回滚', `${a.app} 回到上一个版本 ${a.live?.previous}。`, () => call('POST /ops/rollback', { app: a.app }))}
                />
              ))}
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
                      <div className="ops-history__who">操作人：{h.who}</div>
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
        {dialog && <CanaryDialog dialog={dialog} onClose={() => setDialog(null)} onDone={() => void load()} />}
      </PageBody>
    </>
  );
}

interface CardProps {
  app: OpsApp;
  data: OpsOverview;
  busy: boolean;
  /** Why no version can be changed here (no release store), or null. */
  noStore: string | null;
  onCanary: () => void;
  onShare: () => void;
  onPromote: () => void;
  onAbort: () => void;
  onRollback: () => void;
}

function AppCard({ app, data, busy, noStore, onCanary, onShare, onPromote, onAbort, onRollback }: CardProps) {
  if (noStore) return <UnknownAppCard app={app.app} data={data} reason={noStore} />;
  const live = app.live ? totals(data.series, app.app, app.live.version) : null;
  const canary = app.canary ? totals(data.series, app.app, app.canary.version) : null;
  return (
    <div className="ops-card" data-app={app.app}>
      <div className="ops-card__head">
        <h2>{APP_LABELS[app.app] ?? app.app}</h2>
        {app.canary ? <Tag color="orangered">灰度中 {app.canary.percent}%</Tag> : <Tag color="green">全量</Tag>}
      </div>
      <dl className="ops-facts">
        <dt>线上版本</dt>
        <dd>
          <code>{app.live?.version ?? '未上线'}</code>
          <span className="ops-muted">自 {timeText(app.live?.since)}</span>
        </dd>
        <dt>访问 / 失败率</dt>
        <dd>{live ? `${live.views} 次 · ${percentText(live.failureRate)}` : '—'}</dd>
        {app.canary && (
          <>
            <dt>灰度版本</dt>
            <dd>
              <code>{app.canary.version}</code>
              <span className="ops-muted">
                {app.canary.percent}% 的浏览器 · 自 {timeText(app.canary.since)}
              </span>
            </dd>
            <dt>灰度访问 / 失败率</dt>
            <dd>{canary ? `${canary.views} 次 · ${percentText(canary.failureRate)}` : '—'}</dd>
          </>
        )}
        <dt>上一个版本</dt>
        <dd>
          <code>{app.live?.previous ?? '—'}</code>
        </dd>
      </dl>
      <div className="ops-actions">
        {app.canary ? (
          <>
            <Button size="small" disabled={busy} onClick={onShare}>
              调整比例
            </Button>
            <Button size="small" type="primary" disabled={busy} onClick={onPromote}>
              全量上线
            </Button>
            <Button size="small" status="danger" disabled={busy} onClick={onAbort}>
              终止灰度
            </Button>
          </>
        ) : (
          <Button size="small" type="primary" disabled={busy || !app.live} onClick={onCanary}>
            开始灰度
          </Button>
        )}
        <Button size="small" status="warning" disabled={busy || !app.live?.previous} onClick={onRollback}>
          回滚
        </Button>
      </div>
    </div>
  );
}

/**
 * An app's card when this API has no release store: which version is live is unknown here, the
 * telemetry is not (every version that served page views), and the buttons are shown disabled
 * with the reason instead of failing when clicked.
 */
function UnknownAppCard({ app, data, reason }: { app: string; data: OpsOverview; reason: string }) {
  const seen = versionTotals(data.series, app);
  const note = `ops-nostore-${app}`;
  return (
    <div className="ops-card" data-app={app}>
      <div className="ops-card__head">
        <h2>{APP_LABELS[app] ?? app}</h2>
        <Tag>版本未知</Tag>
      </div>
      <dl className="ops-facts">
        <dt>线上版本</dt>
        <dd>
          <span>未知</span>
          <span className="ops-muted">未配置发布仓库</span>
        </dd>
        <dt>近 {data.hours} 小时</dt>
        <dd>
          {seen.length
            ? seen.map((v) => (
                <span key={v.version}>
                  <code>{v.version}</code> {v.views} 次 · {percentText(v.failureRate)}
                </span>
              ))
            : '没有访问数据'}
        </dd>
      </dl>
      <div className="ops-actions">
        <Button size="small" type="primary" disabled aria-describedby={note}>
          开始灰度
        </Button>
        <Button size="small" status="warning" disabled aria-describedby={note}>
          回滚
        </Button>
      </div>
      <p className="ops-actions__note" id={note}>
        {reason}
      </p>
    </div>
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

function CanaryDialog({ dialog, onClose, onDone }: { dialog: NonNullable<Dialog>; onClose: () => void; onDone: () => void }) {
  const { app } = dialog;
  const candidates = app.versions.filter((v) => v !== app.live?.version);
  const [version, setVersion] = useState<string | undefined>(dialog.kind === 'share' ? app.canary?.version : candidates[0]);
  const [percent, setPercent] = useState<number>(app.canary?.percent ?? 10);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      if (dialog.kind === 'share') await call('POST /ops/canary/share', { app: app.app, percent });
      else if (version) await call('POST /ops/canary', { app: app.app, version, percent });
      onClose();
      onDone();
    } catch {
      // the API's message was shown as a toast
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      visible
      title={dialog.kind === 'share' ? `调整 ${app.app} 的灰度比例` : `开始 ${app.app} 的灰度`}
      okText={dialog.kind === 'share' ? '保存' : '开始灰度'}
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ disabled: dialog.kind === 'canary' && !version }}
      onOk={submit}
      onCancel={onClose}
      className="ops-dialog"
    >
      {dialog.kind === 'canary' && (
        <label className="ops-field">
          <span>灰度版本</span>
          {candidates.length ? (
            <Select value={version} onChange={(v: string) => setVersion(v)} options={candidates.map((v) => ({ label: v, value: v }))} placeholder="请选择版本" />
          ) : (
            <span className="ops-muted">发布库中没有其他版本</span>
          )}
        </label>
      )}
      <label className="ops-field">
        <span>灰度比例</span>
        <Select value={percent} onChange={(v: number) => setPercent(v)} options={PERCENTS.map((p) => ({ label: `${p}%`, value: p }))} />
      </label>
      <p className="ops-muted">每个浏览器固定分到一侧（随机编号保存在浏览器中），比例调高时已在灰度中的浏览器保持不变。</p>
    </Modal>
  );
}
