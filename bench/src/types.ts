import type { ResourceKind, Singleton } from './origins';

export interface Bytes {
  /** Body bytes as served (brotli/gzip when the server sent a compressed variant). */
  encoded: number;
  /** Body bytes after decoding: what the browser parses. */
  decoded: number;
  files: number;
}

export interface FileResult {
  /** Stable name across builds: `<app>/<file without content hash>` (see stableFileKey). */
  key: string;
  url: string;
  kind: ResourceKind;
  app: string;
  encoded: number;
  decoded: number;
  /** Decoded bytes per origin group (JS/CSS only). */
  groups?: Record<string, number>;
  /** false: no source map, attributed by file name. */
  mapped?: boolean;
}

export interface DevBuild {
  package: string;
  source: string;
  file: string;
}

export interface Timing {
  /** Largest Contentful Paint (ms from navigation start); null for a step inside the app. */
  lcp: number | null;
  fcp: number | null;
  /** Total Blocking Time from FCP (or from the in-app navigation) until the network is idle. */
  tbt: number | null;
  /** The page's ready element is visible (ms from the navigation). */
  ready: number | null;
  /**
   * The shell has rendered or hydrated (data-shell-ready), so the page's controls answer; a
   * prerendered page shows them (ready) before. Null for an in-app step.
   */
  live?: number | null;
  /** The network went idle (idle warming of remotes included), ms from the navigation. */
  idle: number;
}

/** One page (or in-app step) of one run. */
export interface StepResult {
  page: string;
  requests: number;
  js: Bytes;
  css: Bytes;
  all: Bytes;
  /** JS transferred before the window's load event (no idle warming). */
  jsAtLoad: number;
  groups: Record<string, { encoded: number; decoded: number }>;
  copies: Record<Singleton, number>;
  /** For each singleton, the files holding its most duplicated module. */
  copyFiles: Record<Singleton, string[]>;
  /** For each singleton, its most duplicated module (path inside node_modules). */
  copyModules: Record<Singleton, string>;
  devBuilds: DevBuild[];
  files: FileResult[];
  timing: Timing;
}

export interface TimingSummary {
  lcp: number | null;
  fcp: number | null;
  tbt: number | null;
  ready: number | null;
  live?: number | null;
  idle: number | null;
}

export interface PageSummary extends Omit<StepResult, 'timing' | 'page'> {
  runs: number;
  unthrottled: TimingSummary;
  throttled?: TimingSummary;
}

export interface ApiLatency {
  url: string;
  rate: number;
  seconds: number;
  requests: number;
  non2xx: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface BuildTimes {
  /** Every app built one after another, as `npm run build` does (ms). */
  full: number;
  /** Each app alone (ms). */
  apps: Record<string, number>;
}

export interface BenchResult {
  meta: {
    date: string;
    commit: string | null;
    dirty: boolean | null;
    url: string;
    mode: 'full' | 'bytes';
    runs: number;
    device: string;
    versions: Record<string, string>;
    chromium: string;
    /** os.loadavg() (1, 5, 15 min) when the bench started and ended: timings of a busy machine are noisy. */
    loadAverage?: { start: number[]; end: number[] };
    note?: string;
  };
  pages: Record<string, PageSummary>;
  api?: ApiLatency;
  build?: BuildTimes;
}
