/**
 * The canary watcher: every `intervalMs` it compares, over a sliding window, each running canary
 * with its live version (release/src/telemetry/verdict.ts: witnesses, not raw sums) from the
 * telemetry's per-browser evidence, and
 *
 *   - aborts a canary the test finds worse (history: who "watcher", when, why; logged);
 *   - optionally promotes one that has been healthy for `promoteAfterMs` with enough page views.
 *
 * It runs in the portal server (deploy/src/server/start.ts) and as `npm run deploy -- watch` beside
 * nginx. Time comes from the injected clock only, so tests move time instead of waiting. Several
 * watchers on one store are harmless: the store's verbs run under its lock and the abort names the
 * version it judged.
 */
import { MINUTE } from '../time';
import { firstCountedPeriod, judgedFrom } from '../telemetry/evidence';
import { telemetryPeriodMs } from '../telemetry/store';
import { DEFAULT_POLICY, judge, type JudgePolicy, type SideSummary, type Verdict } from '../telemetry/verdict';
import { DeployError, REMOTE_APPS, type AppName, type EnvName } from '../apps';
import { abortCanary, promoteCanary } from '../store/canary';
import { StoreLayout } from '../store/layout';
import { readPointer } from '../store/pointer';

export interface WatchSource {
  /** One app version's evidence over [from, to), summed into witnesses (release/src/telemetry/evidence.ts sideEvidence). */
  evidence(app: string, version: string, from: Date, to: Date): Promise<SideSummary>;
}

export interface WatchSettings {
  /** Length of the sliding window compared (from the first whole minute after the canary's start when that is later). */
  windowMs: number;
  /** The telemetry's period (a minute; TELEMETRY_PERIOD_SECONDS): what "whole minute" means here. Must match the API's. */
  periodMs?: number;
  /** Page views each version needs before a verdict. */
  minViews: number;
  /** Independent sources (witnesses: network addresses) each version needs before a verdict. */
  minSources: number;
  /** How often to check. */
  intervalMs: number;
  /** Promote a canary judged ok at every check for this long (with enough views); null: never automatically. */
  promoteAfterMs: number | null;
  /** z threshold, smallest difference and ok margin (release/src/telemetry/verdict.ts). */
  z?: number;
  minDelta?: number;
  okMargin?: number;
}

export const DEFAULT_WATCH: WatchSettings = { windowMs: 30 * 60_000, minViews: 200, minSources: 30, intervalMs: 60_000, promoteAfterMs: null };

export interface WatchDecision {
  app: AppName;
  canary: string;
  live: string;
  verdict: Verdict;
  action: 'aborted' | 'promoted' | 'none';
}

export interface WatcherOptions extends WatchSettings {
  store: StoreLayout;
  env: EnvName;
  source: WatchSource;
  now: () => Date;
  log?: (line: string) => void;
  /** Name in the history. */
  who?: string;
}

/** WatchSettings from the environment (CANARY_*), over the defaults; refuses nonsense. */
export function watchSettingsFromEnv(env: NodeJS.ProcessEnv, base: WatchSettings = DEFAULT_WATCH): WatchSettings {
  const num = (name: string, min: number): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min) throw new DeployError(`${name} 须为不小于 ${min} 的数字 must be a number ≥ ${min} (got "${raw}")`);
    return n;
  };
  const window = num('CANARY_WINDOW_SECONDS', 10);
  const views = num('CANARY_MIN_VIEWS', 1);
  const sources = num('CANARY_MIN_SOURCES', 1);
  const interval = num('CANARY_CHECK_SECONDS', 0.2);
  const promote = env.CANARY_PROMOTE_AFTER_SECONDS === 'off' ? null : num('CANARY_PROMOTE_AFTER_SECONDS', 1);
  let periodMs: number;
  try {
    periodMs = telemetryPeriodMs(env);
  } catch (error) {
    throw new DeployError((error as Error).message);
  }
  return {
    ...base,
    periodMs,
    windowMs: window !== undefined ? window * 1000 : base.windowMs,
    minViews: views !== undefined ? Math.round(views) : base.minViews,
    minSources: sources !== undefined ? Math.round(sources) : base.minSources,
    intervalMs: interval !== undefined ? interval * 1000 : base.intervalMs,
    promoteAfterMs: promote === null ? null : promote !== undefined ? promote * 1000 : base.promoteAfterMs,
  };
}

export class CanaryWatcher {
  private timer: NodeJS.Timeout | null = null;
  /** Since when each canary (app@version) has been judged ok without a break: its healthy period. */
  private healthySince = new Map<string, number>();
  private running: Promise<unknown> | null = null;
  readonly policy: JudgePolicy;

  constructor(readonly opts: WatcherOptions) {
    this.policy = {
      minViews: opts.minViews,
      minSources: opts.minSources,
      z: opts.z ?? DEFAULT_POLICY.z,
      minDelta: opts.minDelta ?? DEFAULT_POLICY.minDelta,
      okMargin: opts.okMargin ?? DEFAULT_POLICY.okMargin,
    };
  }

  private log(line: string): void {
    (this.opts.log ?? ((l: string) => console.log(`[watch] ${l}`)))(line);
  }

  /** One check of every running canary. */
  async tick(): Promise<WatchDecision[]> {
    const { store, env, source, now, windowMs, promoteAfterMs } = this.opts;
    const state = readPointer(store, env);
    const decisions: WatchDecision[] = [];
    for (const app of REMOTE_APPS) {
      const live = state.apps[app];
      const canary = live?.canary;
      if (!live || !canary) continue;
      const to = now();
      const counted = firstCountedPeriod(canary.since, this.opts.periodMs);
      let verdict: Verdict;
      if (to.getTime() < counted) {
        const at = new Date(counted).toISOString().slice(11, (this.opts.periodMs ?? MINUTE) < MINUTE ? 19 : 16);
        verdict = {
          verdict: 'wait',
          reason: `灰度开始后的第一个完整统计周期（${at} UTC）尚未开始：开始那一周期的访问不计入`,
          failure: { live: 0, canary: 0, z: 0 },
          lcp: null,
          live: { views: 0, sources: 0 },
          canary: { views: 0, sources: 0 },
        };
      } else {
        // The sliding window, cut at the first whole period after the start.
        const from = judgedFrom(canary.since, to, windowMs, this.opts.periodMs);
        const [liveSide, canarySide] = await Promise.all([
          source.evidence(app, live.version, from, new Date(to.getTime() + 1)),
          source.evidence(app, canary.version, from, new Date(to.getTime() + 1)),
        ]);
        verdict = judge(liveSide, canarySide, this.policy);
      }
      const decision: WatchDecision = { app, canary: canary.version, live: live.version, verdict, action: 'none' };
      // Healthy means judged ok at every check for the whole period, not merely "not proven bad" once:
      // a page view can arrive a beacon before its error, and a bad canary must not slip through then.
      const key = `${app}@${canary.version}`;
      if (verdict.verdict !== 'ok') this.healthySince.delete(key);
      else if (!this.healthySince.has(key)) this.healthySince.set(key, to.getTime());
      const healthyFor = to.getTime() - (this.healthySince.get(key) ?? to.getTime());
      try {
        if (verdict.verdict === 'bad') {
          await abortCanary(store, env, app, { who: this.opts.who ?? 'watcher', reason: `自动回滚：${verdict.reason}`, ifVersion: canary.version });
          decision.action = 'aborted';
          this.log(`${env} ${app}: canary ${canary.version} aborted, every browser back on ${live.version} — ${verdict.reason}`);
        } else if (verdict.verdict === 'ok' && promoteAfterMs !== null && healthyFor >= promoteAfterMs) {
          await promoteCanary(store, env, app, {
            who: this.opts.who ?? 'watcher',
            reason: `自动上线：持续健康 ${Math.round(promoteAfterMs / 1000)} 秒，${verdict.reason}`,
          });
          decision.action = 'promoted';
          this.log(`${env} ${app}: canary ${canary.version} promoted after a healthy period — ${verdict.reason}`);
        }
      } catch (error) {
        // Another watcher or an operator changed the canary meanwhile: nothing left to do for it.
        if (!(error instanceof DeployError)) throw error;
        this.log(`${env} ${app}: ${error.message}`);
      }
      decisions.push(decision);
    }
    return decisions;
  }

  /** Checks every intervalMs until stop(); a check never overlaps the previous one. */
  start(): this {
    if (this.timer) return this;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick()
        .catch((error: unknown) => this.log(`check failed: ${(error as Error).stack ?? String(error)}`))
        .finally(() => {
          this.running = null;
        });
    }, this.opts.intervalMs);
    this.timer.unref();
    return this;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
