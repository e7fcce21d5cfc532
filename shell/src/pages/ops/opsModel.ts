import type { OpsHistoryEntry, OpsSeries } from '@tcm/shared/core';

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
      return { version: s.version, color: PALETTE[i % PALETTE.length], views: col('views'), failureRate: col('failureRate'), lcp: col('lcpP75'), inp: col('inpP75') };
    }),
  };
}

/** Totals of one version over the shown hours. */
export function totals(series: OpsSeries[], app: string, version: string) {
  const s = series.find((x) => x.app === app && x.version === version);
  const views = s?.points.reduce((n, p) => n + p.views, 0) ?? 0;
  const failed = s?.points.reduce((n, p) => n + p.failures + p.errors, 0) ?? 0;
  return { views, failureRate: views ? failed / views : null };
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
