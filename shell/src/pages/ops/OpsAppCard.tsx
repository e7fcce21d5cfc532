import { Button, Tag } from '@arco-design/web-react';
import type { OpsApp, OpsCanary, OpsOverview, OpsWatch } from '@tcm/shared';
import { canaryCandidates } from './CanaryDialog';
import {
  APP_LABELS,
  VERDICT_LABELS,
  evidenceText,
  percentText,
  promoteAdvice,
  promoteRecommended,
  timeText,
  totals,
  versionTotals,
  vitalsText,
} from './opsModel';

export interface AppCardActions {
  onCanary: () => void;
  onShare: () => void;
  onPromote: () => void;
  onAbort: () => void;
  onRollback: () => void;
}

interface CardProps extends AppCardActions {
  app: OpsApp;
  data: OpsOverview;
  busy: boolean;
}

/** Why 开始灰度 cannot be pressed for this app, or null when it can. */
export function canaryBlocked(app: OpsApp): string | null {
  if (!app.live) return `${app.app} 还没有上线的版本，无法灰度。`;
  if (!canaryCandidates(app).length) return `发布库中没有 ${app.app} 的其他版本：先发布一个新版本（npm run deploy -- publish ${app.app}）。`;
  return null;
}

/**
 * One remote's card: its live version, its canary with the watcher's evidence and verdict, and the
 * operator's buttons. A button that cannot act is disabled with the reason written under the
 * buttons (and read out as the button's description); 全量上线 is the primary action only when the
 * watcher judged the canary healthy, and the line under the buttons says what it still needs.
 */
export function AppCard({ app, data, busy, onCanary, onShare, onPromote, onAbort, onRollback }: CardProps) {
  const live = app.live ? totals(data.series, app.app, app.live.version) : null;
  const canary = app.canary ? totals(data.series, app.app, app.canary.version) : null;
  const noCanary = app.canary ? null : canaryBlocked(app);
  const noRollback = app.live?.previous ? null : `${app.app} 没有上一个版本，无法回滚。`;
  const advice = app.canary ? promoteAdvice(app.canary, data.watch) : null;
  const id = (what: string) => `ops-${app.app}-${what}`;
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
        <dt>真实用户 p75</dt>
        <dd data-vitals="live">{live ? vitalsText(live.vitals) : '—'}</dd>
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
            <dt>灰度真实用户 p75</dt>
            <dd data-vitals="canary">{canary ? vitalsText(canary.vitals) : '—'}</dd>
            <CanaryJudgement canary={app.canary} watch={data.watch} />
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
            <Button
              size="small"
              type={promoteRecommended(app.canary) ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={onPromote}
              aria-describedby={advice ? id('promote') : undefined}
            >
              全量上线
            </Button>
            <Button size="small" status="danger" disabled={busy} onClick={onAbort}>
              终止灰度
            </Button>
          </>
        ) : (
          <Button size="small" type="primary" disabled={busy || !!noCanary} onClick={onCanary} aria-describedby={noCanary ? id('canary') : undefined}>
            开始灰度
          </Button>
        )}
        <Button size="small" status="warning" disabled={busy || !!noRollback} onClick={onRollback} aria-describedby={noRollback ? id('rollback') : undefined}>
          回滚
        </Button>
      </div>
      {(
        [
          ['promote', advice],
          ['canary', noCanary],
          ['rollback', noRollback],
        ] as const
      ).map(([what, note]) =>
        note ? (
          <p key={what} className="ops-actions__note" id={id(what)}>
            {note}
          </p>
        ) : null,
      )}
    </div>
  );
}

/** The watcher's evidence on both sides against its minimums, and its verdict with the reason. */
function CanaryJudgement({ canary, watch }: { canary: OpsCanary; watch: OpsWatch | null }) {
  const j = canary.judgement;
  return (
    <>
      <dt>监控证据</dt>
      <dd className="ops-evidence">
        {j ? (
          <>
            <span>{evidenceText('灰度', j.canary, watch)}</span>
            <span>{evidenceText('线上', j.live, watch)}</span>
          </>
        ) : (
          <span className="ops-muted">{watch ? '自动监控尚未给出结论' : '此环境没有运行自动监控'}</span>
        )}
      </dd>
      {j && (
        <>
          <dt>监控结论</dt>
          <dd className="ops-verdict">
            <span>
              <Tag size="small" color={VERDICT_LABELS[j.verdict].color}>
                {VERDICT_LABELS[j.verdict].text}
              </Tag>
            </span>
            <span>{j.reason}</span>
          </dd>
        </>
      )}
    </>
  );
}

/**
 * An app's card when this API has no release store: which version is live is unknown here, and so
 * is what telemetry may name (none is attributed), and the buttons are shown disabled with the
 * reason instead of failing when clicked.
 */
export function UnknownAppCard({ app, data, reason }: { app: string; data: OpsOverview; reason: string }) {
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
                  <code>{v.version}</code> {v.views} 次 · {percentText(v.failureRate)} · {vitalsText(totals(data.series, app, v.version).vitals)}
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
