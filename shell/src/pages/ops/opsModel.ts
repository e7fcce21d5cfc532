import type { OpsCanary, OpsEvidence, OpsHistoryEntry, OpsSeries, OpsWatch } from '@tcm/shared/core';

export const APP_LABELS: Record<string, string> = {
  shell: '主框架 shell',
  account: '账户 account',
  clinic: '诊疗 clinic',
  commerce: '商城 commerce',
  certification: '认证 certification',
};

export const VERB_LABELS: Record<string, string> = {
  promote: '上线',
  rollback: '回滚',
  canary: '开始灰度',
  'canary-share': '调整灰度比例',
  'promote-canary': '灰度全量上线',
  'abort-canary': '终止灰度',
};

/** Share presets of the canary dialogs. */
export const PERCENTS = [1, 5, 10, 20, 25, 50, 75, 90, 99];

const PALETTE = ['#165dff', '#f53f3f', '#00b42a', '#ff7d00', '#722ed1', '#0fc6c2'];

export interface ChartData {
  times: number[];
  versions: { version: string; color: string; views: (number | null)[]; failureRate: (number | null)[]; lcp: (number | null)[]; inp: (number | null)[] }[];
}

/** One app's series aligned on a common time axis (a version without data at a time has a gap). */
export function chartData(series: OpsSeries[], app: string): ChartData {
  const mine = series.filter((s) => s.app === app);
  const times = [...new Set(mine.flatMap((s) => s.points.map((p) => p.t)))].sort();
  return {
    times: times.map((t) => Math.floor(Date.parse(t) / 1000)),
    versions: mine.map((s, i) => {
      const at = new Map(s.points.map((p) => [p.t, p]));
      const col = <K extends 'views' | 'failureRate' | 'lcpP75' | 'inpP75'>(k: K) => times.map((t) => at.get(t)?.[k] ?? null);
      return {
        version: s.version,
        color: PALETTE[i % PALETTE.length],
        views: col('views'),
        failureRate: col('failureRate'),
        lcp: col('lcpP75'),
        inp: col('inpP75'),
      };
    }),
  };
}

/** Totals of one version over the shown hours, with its real-user vitals (null from an API without them). */
export function totals(series: OpsSeries[], app: string, version: string) {
  const s = series.find((x) => x.app === app && x.version === version);
  const views = s?.points.reduce((n, p) => n + p.views, 0) ?? 0;
  const failed = s?.points.reduce((n, p) => n + p.failures + p.errors, 0) ?? 0;
  return { views, failureRate: views ? failed / views : null, vitals: s?.vitals ?? null };
}

const msText = (v: number | null) => (v === null ? '—' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v} ms`);

/** 'LCP 1.8 s（12 次）· INP 120 ms（5 次）': a version's real-user p75 over the shown hours, with its samples. */
export function vitalsText(vitals: OpsSeries['vitals'] | null): string {
  if (!vitals || (!vitals.lcpSamples && !vitals.inpSamples)) return '暂无样本';
  const one = (name: string, p75: number | null, samples: number) => `${name} ${msText(p75)}（${samples} 次）`;
  return `${one('LCP', vitals.lcpP75, vitals.lcpSamples)} · ${one('INP', vitals.inpP75, vitals.inpSamples)}`;
}

/** Every version of the app that served page views in the period, most viewed first (no release store: what is known). */
export function versionTotals(series: OpsSeries[], app: string) {
  return series
    .filter((s) => s.app === app)
    .map((s) => ({ version: s.version, ...totals(series, app, s.version) }))
    .filter((v) => v.views > 0)
    .sort((a, b) => b.views - a.views || a.version.localeCompare(b.version));
}

export const percentText = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)}%`);

export const timeText = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

export function historyText(h: OpsHistoryEntry): string {
  const verb = VERB_LABELS[h.verb] ?? h.verb;
  if (h.verb === 'canary' || h.verb === 'canary-share') return `${verb}：${h.to}（${h.percent ?? '?'}%），线上 ${h.from ?? '—'}`;
  if (h.verb === 'abort-canary') return `${verb}：${h.from ?? '—'}，全部回到 ${h.to}`;
  return `${verb}：${h.from ?? '（无）'} → ${h.to}`;
}

/** The watcher names itself "watcher" in the history. */
export const isAutomatic = (h: OpsHistoryEntry) => h.who === 'watcher';

/**
 * Who made a change, in words: the watcher, an operator of the page (the API writes
 * `admin:<phone>` or `superadmin:<phone>`), or the account that ran the command.
 */
export function whoText(who: string): string {
  if (who === 'watcher') return '自动监控';
  const [role, name] = who.split(':', 2);
  if (name && role === 'admin') return `管理员 ${name}`;
  if (name && role === 'superadmin') return `超级管理员 ${name}`;
  return `${who}（命令行）`;
}

/** The watcher's verdicts as the card's tag shows them. */
export const VERDICT_LABELS = {
  ok: { text: '健康', color: 'green' },
  wait: { text: '证据不足', color: 'gold' },
  bad: { text: '比线上差', color: 'red' },
} as const;

/** "灰度 12/40 次访问 · 5/20 个来源": one side's evidence against the watcher's minimums. */
export function evidenceText(side: string, e: OpsEvidence, watch: OpsWatch | null): string {
  const of = (n: number, min: number | undefined) => (min === undefined ? String(n) : `${n}/${min}`);
  return `${side} ${of(e.views, watch?.minViews)} 次访问 · ${of(e.sources, watch?.minSources)} 个来源`;
}

/** What a verdict needs, as a sentence part: "至少 40 次页面访问、20 个独立来源". */
export function minimumsText(watch: OpsWatch): string {
  return `至少 ${watch.minViews} 次页面访问、${watch.minSources} 个独立来源（不同网络地址）`;
}

/** Only a canary the watcher judged healthy is promoted as the recommended action. */
export const promoteRecommended = (canary: OpsCanary) => canary.judgement?.verdict === 'ok';

/**
 * The line under a canary's buttons saying when 全量上线 becomes the recommended action, or why
 * it is not (null when it is).
 */
export function promoteAdvice(canary: OpsCanary, watch: OpsWatch | null): string | null {
  const verdict = canary.judgement?.verdict;
  if (verdict === 'ok') return null;
  if (verdict === 'bad') return '自动监控判定灰度版本比线上差，建议终止灰度。';
  if (!watch) return '此环境没有运行自动监控：全量上线前请对照下方趋势图确认灰度版本正常。';
  return `灰度与线上各有${minimumsText(watch)}、且自动监控判定健康后，才建议全量上线。`;
}

/** The promote confirmation's warning when the evidence does not support it (null when it does). */
export function promoteWarning(canary: OpsCanary, watch: OpsWatch | null): string | null {
  const j = canary.judgement;
  if (j?.verdict === 'ok') return null;
  if (j?.verdict === 'bad') return `自动监控判定灰度版本比线上差：${j.reason}`;
  if (j) return `证据尚不足以判断灰度版本是否健康（${evidenceText('灰度', j.canary, watch)}；${evidenceText('线上', j.live, watch)}）。`;
  return watch ? '自动监控尚未给出结论，无法确认灰度版本健康。' : '此环境没有运行自动监控，无法确认灰度版本健康。';
}

/** Shown when an action's call did not reach the server (a refusal is shown by the call itself). */
export const UNREACHABLE = '无法连接服务器，操作可能未完成：请刷新页面查看当前状态';
