/**
 * What telemetry may name: the app versions the release store has published and the routes of each
 * version's route table (its routes.json). Anything else a beacon names — a version nobody
 * published, a route the version does not have — is counted once in `telemetry_unknown` and never
 * stored as such, so the rows a period can hold are bounded by apps × published versions × routes,
 * whatever is sent (issue 31). Without a release store nothing is published: every item is unknown.
 */
import type { Clock } from '../time';

/** One published release as telemetry may name it: its app, version and route patterns. */
export interface CatalogEntry {
  app: string;
  version: string;
  routes: string[];
}

/** Re-read the store at most this often on a miss: a just-published version is known a second later. */
const MISS_REFRESH_MS = 1000;
/** And at least this often anyway (a pruned version stops being known). */
const MAX_AGE_MS = 30_000;

type Index = Map<string, Map<string, Set<string>>>;

function index(entries: CatalogEntry[]): Index {
  const out: Index = new Map();
  for (const e of entries) {
    let versions = out.get(e.app);
    if (!versions) out.set(e.app, (versions = new Map<string, Set<string>>()));
    versions.set(e.version, new Set(e.routes));
  }
  return out;
}

export class TelemetryCatalog {
  private current: Index = new Map();
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  /** `read` lists the published releases (ReleaseOps.catalog); without one nothing is known. */
  constructor(
    private readonly read: (() => Promise<CatalogEntry[]>) | undefined,
    private readonly now: Clock,
  ) {}

  private async refresh(): Promise<void> {
    if (!this.read) return;
    this.reading ??= this.read()
      .then((entries) => {
        this.current = index(entries);
      })
      .catch(() => {
        // An unreadable store keeps the last known catalog.
      })
      .finally(() => {
        this.readAt = this.now().getTime();
        this.reading = null;
      });
    await this.reading;
  }

  private known(app: string, version: string, route?: string): boolean {
    const routes = this.current.get(app)?.get(version);
    return !!routes && (route === undefined || routes.has(route));
  }

  /**
   * The check for one batch's items: the store is read again when the catalog is older than 30 s,
   * or when an item is unknown and it was not read in the last second (a canary published a moment
   * ago is known to its first beacon; a flood of made-up versions reads the store once a second).
   */
  async checker(items: readonly { app: string; version: string; route?: string }[]): Promise<(app: string, version: string, route?: string) => boolean> {
    const age = () => this.now().getTime() - this.readAt;
    if (age() > MAX_AGE_MS) await this.refresh();
    else if (age() > MISS_REFRESH_MS && items.some((i) => !this.known(i.app, i.version, i.route))) await this.refresh();
    return (app, version, route) => this.known(app, version, route);
  }
}
