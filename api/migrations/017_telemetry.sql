-- Real-user telemetry (issue 23): per-minute aggregates per app version, written by POST /api/telemetry
-- from any API instance (one upsert adds to the row, so instances add up) and read by the canary
-- watcher and GET /api/ops/overview. Rows older than 30 days are deleted (release/src/telemetry/store.ts).
-- No personal data: an app, its version, the route PATTERN (/Contact, /order/:id), counts and
-- histogram buckets; never a user, a token, a query string or an address as typed.
CREATE TABLE telemetry_minutes (
  minute    timestamptz NOT NULL,
  app       text NOT NULL,
  version   text NOT NULL,
  route     text NOT NULL,
  views     integer NOT NULL DEFAULT 0,
  -- remote files that failed after every retry (entry, chunk, CSS)
  failures  integer NOT NULL DEFAULT 0,
  -- retries that were needed (a load that later succeeded, or failed)
  retries   integer NOT NULL DEFAULT 0,
  -- uncaught errors and error-boundary catches attributed to the app version
  errors    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (minute, app, version, route)
);

-- Histograms of LCP, INP (ms) and CLS (x1000): n samples in bucket `bucket` (release/src/telemetry/histogram.ts).
CREATE TABLE telemetry_vitals (
  minute    timestamptz NOT NULL,
  app       text NOT NULL,
  version   text NOT NULL,
  metric    text NOT NULL,
  bucket    smallint NOT NULL,
  n         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (minute, app, version, metric, bucket)
);
CREATE INDEX telemetry_minutes_app ON telemetry_minutes (app, version, minute);
CREATE INDEX telemetry_vitals_app ON telemetry_vitals (app, version, minute);
