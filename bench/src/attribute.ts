/**
 * Turns the responses of a run into the bench's numbers: bytes per kind and per origin, copies of
 * the singletons and development builds, reading each JS/CSS file's production source map once.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RawStep, Response } from './browser';
import {
  SINGLETONS,
  appOfUrl,
  copies,
  copiesBySignature,
  groupBytes,
  groupOfUnmappedFile,
  isDevelopmentSource,
  originRules,
  packageOf,
  sharedPackageOf,
  splitProportionally,
  stableFileKey,
  type OriginRules,
  type ResourceKind,
  type Singleton,
} from './origins';
import { bytesBySource, sourceMapUrl, UNMAPPED, type RawSourceMap } from './sourcemap';
import { largestContentfulPaint, median, medianIndex, totalBlockingTime } from './stats';
import type { Bytes, DevBuild, FileResult, PageSummary, StepResult, TimingSummary } from './types';

export interface FileAnalysis {
  url: string;
  bytes: number;
  mapped: boolean;
  /** Decoded bytes per origin group. */
  groups: Map<string, number>;
  /** Original sources with at least one byte in the file. */
  sources: string[];
  code: string;
}

/** `dependencies` and `peerDependencies` of an installed package (root node_modules), [] if unknown. */
export function installedDeps(root: string): (pkg: string) => string[] {
  return (pkg) => {
    const file = path.join(root, 'node_modules', pkg, 'package.json');
    if (!existsSync(file)) return [];
    const json = JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: object; peerDependencies?: object };
    return [...Object.keys(json.dependencies ?? {}), ...Object.keys(json.peerDependencies ?? {})];
  };
}

export class Attributor {
  private cache = new Map<string, Promise<FileAnalysis>>();
  readonly rules: OriginRules;

  constructor(root: string) {
    this.rules = originRules(installedDeps(root));
  }

  analyse(url: string): Promise<FileAnalysis> {
    let p = this.cache.get(url);
    if (!p) {
      p = this.load(url);
      this.cache.set(url, p);
    }
    return p;
  }

  private async load(url: string): Promise<FileAnalysis> {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const code = await res.text();
    const bytes = Buffer.byteLength(code);
    const app = appOfUrl(url);
    const mapUrl = sourceMapUrl(code, url) ?? `${url}.map`;
    let map: RawSourceMap | null = null;
    try {
      const m = await fetch(mapUrl);
      if (m.ok) map = (await m.json()) as RawSourceMap;
    } catch {
      map = null;
    }
    if (!map || typeof map.mappings !== 'string' || !Array.isArray(map.sources)) {
      const file = new URL(url).pathname.split('/').pop() ?? '';
      const shared = sharedPackageOf(await this.manifest(new URL('mf-manifest.json', url).toString()), file);
      return { url, bytes, mapped: false, groups: new Map([[groupOfUnmappedFile(url, this.rules, shared), bytes]]), sources: [], code };
    }
    const bySource = bytesBySource(code, map);
    return {
      url,
      bytes,
      mapped: true,
      groups: groupBytes(bySource, app, this.rules, UNMAPPED),
      sources: [...bySource.keys()].filter((s) => s !== UNMAPPED),
      code: '',
    };
  }

  private manifests = new Map<string, Promise<Parameters<typeof sharedPackageOf>[0]>>();

  private manifest(url: string): Promise<Parameters<typeof sharedPackageOf>[0]> {
    let p = this.manifests.get(url);
    if (!p) {
      p = fetch(url)
        .then((r) => (r.ok ? r.json() : null))
        .catch(() => null);
      this.manifests.set(url, p);
    }
    return p;
  }

  /** The numbers of one step of one run. */
  async step(raw: RawStep): Promise<StepResult> {
    const files: FileResult[] = [];
    const groups: Record<string, { encoded: number; decoded: number }> = {};
    const addGroup = (g: string, encoded: number, decoded: number) => {
      const t = (groups[g] ??= { encoded: 0, decoded: 0 });
      t.encoded += encoded;
      t.decoded += decoded;
    };
    const js: FileAnalysis[] = [];
    for (const r of raw.responses) {
      const f: FileResult = { key: stableFileKey(r.url), url: r.url, kind: r.kind, app: appOfUrl(r.url), encoded: r.encoded, decoded: r.decoded };
      if ((r.kind === 'js' || r.kind === 'css') && r.status === 200) {
        const a = await this.analyse(r.url);
        if (r.kind === 'js') js.push(a);
        f.mapped = a.mapped;
        f.groups = Object.fromEntries(a.groups);
        const encodedSplit = splitProportionally(a.groups, r.encoded);
        const decodedSplit = splitProportionally(a.groups, r.decoded);
        for (const g of a.groups.keys()) addGroup(g, encodedSplit.get(g) ?? 0, decodedSplit.get(g) ?? 0);
      } else {
        addGroup(kindGroup(r.kind), r.encoded, r.decoded);
      }
      files.push(f);
    }
    const mapped = js.filter((a) => a.mapped);
    const unmapped = js.filter((a) => !a.mapped);
    const byMap = copies(mapped.map((a) => ({ url: stableFileKey(a.url), sources: a.sources })));
    const bySignature = copiesBySignature(unmapped.map((a) => ({ url: a.url, code: a.code })));
    const copyCounts = Object.fromEntries(SINGLETONS.map((s) => [s, byMap.counts[s] + bySignature[s]])) as Record<Singleton, number>;
    const devBuilds: DevBuild[] = [];
    for (const a of mapped) {
      const seen = new Set<string>();
      for (const s of a.sources) {
        if (!isDevelopmentSource(s)) continue;
        const pkg = packageOf(s)!;
        if (seen.has(pkg)) continue;
        seen.add(pkg);
        devBuilds.push({ package: pkg, source: s.slice(s.lastIndexOf('node_modules/') + 'node_modules/'.length), file: stableFileKey(a.url) });
      }
    }
    const sum = (kind: ResourceKind | null): Bytes => {
      const rs = raw.responses.filter((r) => kind === null || r.kind === kind);
      return { encoded: total(rs, 'encoded'), decoded: total(rs, 'decoded'), files: rs.length };
    };
    const jsAtLoad =
      raw.loadEvent === null
        ? 0
        : total(
            raw.responses.filter((r) => r.kind === 'js' && r.finished <= raw.loadEvent!),
            'encoded',
          );
    return {
      page: raw.name,
      requests: raw.responses.length,
      js: sum('js'),
      css: sum('css'),
      all: sum(null),
      jsAtLoad,
      groups,
      copies: copyCounts,
      copyFiles: byMap.files,
      copyModules: byMap.modules,
      devBuilds,
      files,
      timing: {
        lcp: largestContentfulPaint(raw.lcp === null ? [] : [raw.lcp]),
        fcp: raw.fcp === null ? null : Math.round(raw.fcp),
        tbt: raw.fcp === null && raw.loadEvent !== null ? null : totalBlockingTime(raw.longTasks, raw.from, Infinity),
        ready: raw.ready,
        live: raw.live,
        idle: raw.idle,
      },
    };
  }
}

function total(rs: Response[], key: 'encoded' | 'decoded'): number {
  return rs.reduce((n, r) => n + r[key], 0);
}

export function kindGroup(kind: ResourceKind): string {
  return { html: 'html', 'mf-manifest': 'mf-manifest', data: 'data', images: 'images', fonts: 'fonts', other: 'other', js: 'other', css: 'other' }[kind];
}

function timingSummary(steps: StepResult[]): TimingSummary {
  const m = (k: keyof StepResult['timing']) => {
    const v = median(steps.map((s) => s.timing[k] ?? null));
    return v === null ? null : Math.round(v);
  };
  return { lcp: m('lcp'), fcp: m('fcp'), tbt: m('tbt'), ready: m('ready'), live: m('live'), idle: m('idle') };
}

/**
 * A page's summary over its runs: the bytes, files, origins, copies and development builds of the
 * run with the median JS bytes (all runs normally agree: the files are immutable), the median of
 * each timing over the unthrottled runs and over the throttled ones.
 */
export function summarise(unthrottled: StepResult[], throttled: StepResult[]): PageSummary {
  const pick = unthrottled[medianIndex(unthrottled.map((s) => s.js.encoded))];
  const { timing: _t, page: _p, ...bytes } = pick;
  return {
    runs: unthrottled.length,
    ...bytes,
    unthrottled: timingSummary(unthrottled),
    ...(throttled.length ? { throttled: timingSummary(throttled) } : {}),
  };
}
