/**
 * Test-only fault injection for the release store's files, so the e2e suite can prove the shell's
 * retry, timeout and fallback behaviour against the real server: "the clinic manifest answers 500
 * twice", "the certification remote is down", "the commerce entry never answers". Exists only when
 * the portal is started with faults enabled, which is refused in production.
 */

export type FaultMode =
  /** Answer `status` (default 500). */
  | 'error'
  /** Hold the request until the rule is cleared or the server closes (then 503). */
  | 'hang'
  /** Wait delayMs, then serve normally. */
  | 'delay';

export interface FaultSpec {
  /** App whose files are affected: a remote name, 'shell', or '*'. */
  app: string;
  mode: FaultMode;
  /** Only files whose path inside the release contains this (e.g. 'mf-manifest.json', 'remoteEntry'). */
  match?: string;
  status?: number;
  /** How many requests the rule affects; omitted = until cleared. */
  times?: number;
  delayMs?: number;
}

export interface FaultRule extends FaultSpec {
  id: number;
  /** Requests affected so far. */
  hits: number;
}

export type FaultAction = { kind: 'error'; status: number } | { kind: 'wait'; until: Promise<boolean> };

export class FaultController {
  private rules: FaultRule[] = [];
  private nextId = 1;
  private waiting = new Set<() => void>();

  add(spec: FaultSpec): FaultRule {
    if (!spec || typeof spec.app !== 'string' || !['error', 'hang', 'delay'].includes(spec.mode)) {
      throw new Error('a fault needs {app, mode: error|hang|delay}');
    }
    const rule: FaultRule = { ...spec, id: this.nextId++, hits: 0 };
    this.rules.push(rule);
    return rule;
  }

  list(): FaultRule[] {
    return this.rules.map((r) => ({ ...r }));
  }

  /** Removes every rule and lets held requests go. */
  clear(): void {
    this.rules = [];
    this.releaseAll();
  }

  releaseAll(): void {
    for (const release of this.waiting) release();
    this.waiting.clear();
  }

  /** What to do with a request for `file` of `app`, or null to serve it normally. Counts the hit. */
  take(app: string, file: string): FaultAction | null {
    const rule = this.rules.find(
      (r) => (r.app === '*' || r.app === app) && (!r.match || file.includes(r.match)) && (r.times === undefined || r.hits < r.times),
    );
    if (!rule) return null;
    rule.hits++;
    if (rule.mode === 'error') return { kind: 'error', status: rule.status ?? 500 };
    // Resolves true when the wait ran its course (serve), false when cut short (clear/close: 503).
    const until = new Promise<boolean>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const release = () => {
        if (timer) clearTimeout(timer);
        this.waiting.delete(release);
        resolve(rule.mode === 'delay');
      };
      this.waiting.add(release);
      if (rule.mode === 'delay') timer = setTimeout(release, rule.delayMs ?? 1000);
    });
    return { kind: 'wait', until };
  }
}
