/** The tables the bench prints (plain text, fixed-width columns). */
import { SINGLETONS } from './origins';
import type { Check, DevBuildCheck, FileDelta } from './budgets';
import type { BenchResult, PageSummary } from './types';

export const kb = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? '–' : (bytes / 1000).toFixed(1));
const ms = (v: number | null | undefined) => (v === null || v === undefined ? '–' : String(Math.round(v)));

export function ratio(now: number | null | undefined, base: number | null | undefined): string {
  if (now === null || now === undefined || base === null || base === undefined) return '';
  if (base === 0) return now === 0 ? '1.00' : 'new';
  return (now / base).toFixed(2);
}

export function table(head: string[], rows: string[][], alignLeft = 1): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < alignLeft ? (c ?? '').padEnd(widths[i]) : (c ?? '').padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const GROUP_LABELS: Record<string, string> = {
  react: 'React + react-dom',
  router: 'react-router',
  arco: 'Arco (JS + CSS)',
  'mf-runtime': 'MF runtime',
  'app:shell': 'app: shell',
  'app:shared': 'app: @tcm/shared',
  'other-libs': 'other libraries',
  data: 'data (API JSON)',
  'mf-manifest': 'MF manifests + pointer',
  html: 'HTML',
  images: 'images',
  fonts: 'fonts',
  other: 'other',
};
const groupOrder = (g: string) => {
  const order = ['react', 'router', 'arco', 'mf-runtime', 'app:shell', 'app:shared'];
  const i = order.indexOf(g);
  if (i >= 0) return `0${i}`;
  if (g.startsWith('app:')) return `1${g}`;
  return `2${['other-libs', 'data', 'mf-manifest', 'html', 'images', 'fonts', 'other'].indexOf(g)}`;
};
export const groupLabel = (g: string) => GROUP_LABELS[g] ?? (g.startsWith('app:') ? `app: ${g.slice(4)}` : g);

interface Measure {
  label: string;
  get: (p: PageSummary) => number | null | undefined;
  fmt: (v: number | null | undefined) => string;
}

const MEASURES: Measure[] = [
  { label: 'requests', get: (p) => p.requests, fmt: ms },
  { label: 'JS transferred (KB, until idle)', get: (p) => p.js.encoded, fmt: kb },
  { label: 'JS decoded (KB)', get: (p) => p.js.decoded, fmt: kb },
  { label: 'JS files', get: (p) => p.js.files, fmt: ms },
  { label: 'JS transferred by load event (KB)', get: (p) => p.jsAtLoad, fmt: kb },
  { label: 'CSS transferred (KB)', get: (p) => p.css.encoded, fmt: kb },
  { label: 'CSS decoded (KB)', get: (p) => p.css.decoded, fmt: kb },
  { label: 'all transferred (KB)', get: (p) => p.all.encoded, fmt: kb },
  { label: 'LCP (ms)', get: (p) => p.unthrottled.lcp, fmt: ms },
  { label: 'LCP, Slow 4G + CPU×4 (ms)', get: (p) => p.throttled?.lcp, fmt: ms },
  { label: 'TBT (ms)', get: (p) => p.unthrottled.tbt, fmt: ms },
  { label: 'TBT, Slow 4G + CPU×4 (ms)', get: (p) => p.throttled?.tbt, fmt: ms },
  { label: 'ready (ms)', get: (p) => p.unthrottled.ready, fmt: ms },
  { label: 'ready, Slow 4G + CPU×4 (ms)', get: (p) => p.throttled?.ready, fmt: ms },
  { label: 'live (hydrated), Slow 4G + CPU×4 (ms)', get: (p) => p.throttled?.live, fmt: ms },
  { label: 'network idle (ms)', get: (p) => p.unthrottled.idle, fmt: ms },
  { label: 'network idle, Slow 4G + CPU×4 (ms)', get: (p) => p.throttled?.idle, fmt: ms },
];

export function pageReport(name: string, p: PageSummary, base: PageSummary | undefined): string {
  const out: string[] = [];
  out.push(`━━ ${name} ━━  (${p.runs} run${p.runs === 1 ? '' : 's'}${p.throttled ? ' each, unthrottled and throttled' : ', unthrottled'}; medians)`);
  const rows = MEASURES.filter((m) => m.get(p) !== undefined || (base && m.get(base) !== undefined)).map((m) => {
    const now = m.get(p);
    const before = base ? m.get(base) : undefined;
    return [m.label, m.fmt(now), base ? m.fmt(before) : '', ratio(now, before)];
  });
  out.push(table(['measure', 'now', 'baseline', 'new/base'], rows));
  const groups = [...new Set([...Object.keys(p.groups), ...Object.keys(base?.groups ?? {})])].sort((a, b) => groupOrder(a).localeCompare(groupOrder(b)));
  out.push('');
  out.push(
    table(
      ['by origin', 'transferred KB', 'decoded KB', 'baseline tr. KB', 'new/base'],
      groups.map((g) => {
        const now = p.groups[g];
        const before = base?.groups[g];
        return [
          groupLabel(g),
          kb(now?.encoded ?? 0),
          kb(now?.decoded ?? 0),
          base ? kb(before?.encoded ?? 0) : '',
          ratio(now?.encoded ?? 0, base ? (before?.encoded ?? 0) : null),
        ];
      }),
    ),
  );
  out.push('');
  const copies = SINGLETONS.map((s) => {
    const files = p.copies[s] > 1 ? ` (${p.copyModules?.[s] ?? ''} in ${p.copyFiles[s].join(', ')})` : '';
    const before = base && base.copies[s] !== p.copies[s] ? ` [was ${base.copies[s]}]` : '';
    return `${s} ${p.copies[s]}${files}${before}`;
  });
  out.push(`copies per load: ${copies.join(' · ')}`);
  const dev = p.devBuilds.map((d) => `${d.package} (${d.source} in ${d.file})`);
  out.push(`development builds: ${dev.length ? dev.join('; ') : 'none'}`);
  const unmapped = p.files.filter((f) => f.mapped === false).map((f) => f.key);
  if (unmapped.length) out.push(`no source map (attributed by file name): ${unmapped.join(', ')}`);
  return out.join('\n');
}

export function overview(result: BenchResult, baseline: BenchResult | null): string {
  const rows = Object.entries(result.pages).map(([name, p]) => {
    const b = baseline?.pages[name];
    const withRatio = (now: string, r: string) => (r ? `${now} (${r})` : now);
    return [
      name,
      withRatio(kb(p.js.encoded), ratio(p.js.encoded, b?.js.encoded)),
      withRatio(kb(p.css.encoded), ratio(p.css.encoded, b?.css.encoded)),
      String(p.requests),
      ms(p.unthrottled.lcp),
      ms(p.throttled?.lcp),
      ms(p.unthrottled.tbt),
      ms(p.throttled?.tbt),
      SINGLETONS.filter((s) => p.copies[s] > 1)
        .map((s) => `${s}×${p.copies[s]}`)
        .join(' ') || '1 each',
    ];
  });
  return table(['page', 'JS KB (×base)', 'CSS KB (×base)', 'req', 'LCP', 'LCP thr', 'TBT', 'TBT thr', 'copies'], rows);
}

export function checksReport(title: string, checks: Check[], dev: DevBuildCheck[], verdict: (ok: boolean | null) => string): string {
  const fmt = (c: Check, v: number | null) => (v === null ? '–' : c.unit === 'B' ? `${kb(v)} KB` : c.unit === 'ms' ? `${v} ms` : String(v));
  const rows: string[][] = [];
  const pages = [...new Set(checks.map((c) => c.page))];
  for (const page of pages) {
    const own = checks.filter((c) => c.page === page);
    for (const c of own.filter((c) => !c.measure.startsWith('copies.') && c.ok !== null))
      rows.push([c.page, c.measure, fmt(c, c.value), fmt(c, c.budget), verdict(c.ok)]);
    // The copies of a page on one row: the singletons over their budget, or that all are within.
    const copies = own.filter((c) => c.measure.startsWith('copies.'));
    if (copies.length) {
      const over = copies.filter((c) => c.ok === false);
      const name = (c: Check) => c.measure.slice('copies.'.length);
      const usual = copies.filter((c) => c.budget === 1);
      const unusual = copies.filter((c) => c.budget !== 1).map((c) => `${name(c)} ${c.budget}`);
      rows.push([
        page,
        'copies',
        over.length ? over.map((c) => `${name(c)} ${c.value}`).join(', ') : 'within',
        unusual.length ? `${unusual.join(', ')}${usual.length ? ', else 1' : ''}` : '1 each',
        verdict(over.length === 0),
      ]);
    }
  }
  const out = [title, table(['page', 'measure', 'now', 'budget', ''], rows, 2)];
  const unmeasured = [...new Set(checks.filter((c) => c.ok === null).map((c) => c.measure))];
  if (unmeasured.length) out.push(`not measured in this run: ${unmeasured.join(', ')}`);
  const devRows = dev.filter((d) => !d.allowed);
  out.push(
    devRows.length
      ? `development builds: ${[...new Set(devRows.map((d) => `${d.package} (${d.file})`))].join(', ')} — ${verdict(false)}`
      : `development builds: ${dev.length ? `only allowed ones (${[...new Set(dev.map((d) => d.package))].join(', ')})` : 'none'} — ${verdict(true)}`,
  );
  return out.join('\n');
}

const signedBytes = (n: number) => (Math.abs(n) < 1000 ? `${n > 0 ? '+' : ''}${n} B` : `${n > 0 ? '+' : ''}${kb(n)} KB`);

export function growthReport(page: string, kind: string, rows: FileDelta[]): string {
  const grew = rows.filter((r) => r.delta > 0);
  if (!grew.length) return `  ${page}: no ${kind} file grew against the baseline`;
  const total = grew.reduce((n, r) => n + r.delta, 0);
  const shown = grew.slice(0, 6).map((r) => {
    const what = r.before === null ? `is new (${kb(r.now)} KB)` : `${r.was ? `(was ${r.was}) ` : ''}grew ${kb(r.before)} → ${kb(r.now)} KB`;
    return `  ${page}: ${r.key} ${what}, ${signedBytes(r.delta)} ${kind} transferred`;
  });
  const more = grew.length > 6 ? [`  ${page}: and ${grew.length - 6} more file(s) grew`] : [];
  return [`  ${page}: ${kind} files that grew against the baseline: ${signedBytes(total)} in all`, ...shown, ...more].join('\n');
}
