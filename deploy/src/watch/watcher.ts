/**
 * The canary watcher: every `intervalMs` it compares, over a sliding window, each running canary
 * with its live version (stats.ts) from the telemetry aggregates, and
 *
 *   - aborts a canary the test finds worse (history: who "watcher", when, why; logged);
 *   - optionally promotes one that has been healthy for `promoteAfterMs` with enough page views.
 *
 * It runs in the portal server (deploy/src/server/start.ts) and as `npm run deploy -- watch` beside
 * nginx. Time comes from the injected clock only, so tests move time instead of waiting. Several
 * watchers on one store are harmless: the store's verbs run under its lock and the abort names the
 * version it judged.
 */
import { MINUTE } from '../../../api/src/lib/time';
import { telemetryPeriodMs, type VersionStats } from '../../../api/src/telemetry/store';
import { DeployError, REMOTE_APPS, type AppName, type EnvName } from '../apps';
import { abortCanary, promoteCanary } from '../store/canary';
import { StoreLayout } from '../store/layout';
import { readPointer } from '../store/pointer';
import { DEFAULT_POLICY, judge, type JudgePolicy, type Verdict } from './stats';

export interface WatchSource {
  stats(app: string, version: string, from: Date, to: Date): Promise<VersionStats>;
}

export interface WatchSettings {
  /** Length of the sliding window compared (from the first whole minute after the canary's start when that is later). */
  windowMs: number;
  /** The telemetry's period (a minute; TELEMETRY_PERIOD_SECONDS): what "whole minute" means here. Must match the API's. */
  periodMs?: number;
  /** Page views each version needs before a verdict. */
  minViews: number;
  /** How often to check. */
  intervalMs: number;
  /** Promote a canary judged ok at every check for this long (with enough views); null: never automatically. */
  promoteAfterMs: number | null;
  /** z threshold and smallest difference (stats.ts). */
  z?: number;
  minDelta?: number;
}

export const DEFAULT_WATCH: WatchSettings = { windowMs: 30 * 60_000, minViews: 200, intervalMs: 60_000, promoteAfterMs: null };

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
    intervalMs: interval !== undefined ? interval * 1000 : base.intervalMs,
    promoteAfterMs: promote === null ? null : promote !== undefined ? promote * 1000 : base.promoteAfterMs,
  };
}

/**
 * The first minute of telemetry a canary is judged on: the first whole minute after its start.
 *
 * The telemetry is summed per minute (telemetry_minutes, by the minute the API received a beacon),
 * so the minute in which the canary started mixes page views from before the start with views after
 * it, on both sides: the live version served every browser until the start, and the candidate may
 * have been looked at already (a `?preview=` smoke test, which is meant to find faults, or an earlier
 * run of the same version). The sums cannot tell those views apart. Weighting that minute by the
 * share of it after the start would assume the traffic was spread evenly over the minute, which a
 * preview or a burst is not, and would feed the Wilson intervals counts nobody observed. So both
 * sides are compared over whole minutes after the start only: every view counted reached the API
 * while the canary ran. The price is a verdict up to a minute later, small against the window (30 minutes
 * by default) and the page views it needs. A start exactly on a minute counts from that minute.
 * What remains: beacons are batched (TELEMETRY_FLUSH_SECONDS), so a view made less than one flush
 * before the start can still arrive in a later minute; the minute of receipt is all the sums know.
 */
export function firstCountedMinute(since: string | Date, periodMs = MINUTE): number {
  return Math.ceil(new Date(since).getTime() / periodMs) * periodMs;
}

export class CanaryWatcher {
  private timer: NodeJS.Timeout | null = null;
  /** Since when each canary (app@version) has been judged ok without a break: its healthy period. */
  private healthySince = new Map<string, number>();
  private running: Promise<unknown> | null = null;
  readonly policy: JudgePolicy;

  constructor(readonly opts: WatcherOptions) {
    this.policy = { minViews: opts.minViews, z: opts.z ?? DEFAULT_POLICY.z, minDelta: opts.minDelta ?? DEFAULT_POLICY.minDelta };
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
      const counted = firstCountedMinute(canary.since, this.opts.periodMs);
      let verdict: Verdict;
      if (to.getTime() < counted) {
        verdict = { verdict: 'wait', reason: `灰度开始后的第一个整分钟（${new Date(counted).toISOString().slice(11, (this.opts.periodMs ?? MINUTE) < MINUTE ? 19 : 16)} UTC）尚未开始：灰度开始那一分钟的访问不计入`, failure: { live: 0, canary: 0, z: 0 }, lcp: null };
      } else {
        // The sliding window, cut at the first whole minute after the start (the store floors `from`
        // to its minute: the window's older end may reach back to its minute, never before `counted`).
        const from = new Date(Math.max(counted, to.getTime() - windowMs));
        const [liveStats, canaryStats] = await Promise.all([
          source.stats(app, live.version, from, new Date(to.getTime() + 1)),
          source.stats(app, canary.version, from, new Date(to.getTime() + 1)),
        ]);
        verdict = judge(liveStats, canaryStats, this.policy);
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
          await abortCanary(store, env, app, { who: this.opts.who ?? 'watcher', reason: `自动回滚 automatic rollback: ${verdict.reason}`, ifVersion: canary.version });
          decision.action = 'aborted';
          this.log(`${env} ${app}: canary ${canary.version} aborted, every browser back on ${live.version} — ${verdict.reason}`);
        } else if (verdict.verdict === 'ok' && promoteAfterMs !== null && healthyFor >= promoteAfterMs) {
          await promoteCanary(store, env, app, { who: this.opts.who ?? 'watcher', reason: `自动上线 healthy for ${Math.round(promoteAfterMs / 1000)} s: ${verdict.reason}` });
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
