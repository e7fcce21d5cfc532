-- Issue 31: telemetry that counts real browsers, and storage bounded by design.
--
-- Until now a beacon item carried a count (up to 1,000) and any app version or route the sender
-- made up was stored: one anonymous request aborted a healthy canary, forged views masked a broken
-- one, and a flood of invented versions filled the tables until /ops could not load. Now
-- (release/src/telemetry/ingest.ts): each item is one event, a batch names the browser that sent it,
-- every app version and route must be published in the release store (anything else is counted in
-- one `telemetry_unknown` row per period), and each browser's contribution per period is capped.
--
-- The earlier rows could hold anything anybody sent; they are not carried over.
DELETE FROM telemetry_minutes;
DROP TABLE telemetry_vitals;

-- The watcher's evidence: what each browser reported per period and app version, and the witness it
-- counts for (its network address, or the browser itself when it spoke from this machine).
-- Kept a day (the watcher's window is at most that); rows per period are bounded by the browsers the
-- per-address caps let in.
CREATE TABLE telemetry_browsers (
  minute    timestamptz NOT NULL,
  app       text NOT NULL,
  version   text NOT NULL,
  browser   text NOT NULL,
  witness   text NOT NULL,
  views     integer NOT NULL DEFAULT 0,
  -- page views that failed: remote files that failed after every retry, uncaught errors
  failed    integer NOT NULL DEFAULT 0,
  retries   integer NOT NULL DEFAULT 0,
  -- web-vital samples taken (capped like the rest)
  vitals    integer NOT NULL DEFAULT 0,
  -- the slowest LCP of this browser in the period, as its histogram bucket (histogram.ts)
  lcp_worst smallint,
  PRIMARY KEY (app, version, minute, browser)
);
CREATE INDEX telemetry_browsers_minute ON telemetry_browsers (minute);

-- What /ops draws: per app version, sums and vitals histograms at fixed steps (1, 5, 20, 60 minutes),
-- written with every batch, so a chart of a day reads 72 rows per version whatever was sent.
CREATE TABLE telemetry_series (
  step      smallint NOT NULL,
  bin       timestamptz NOT NULL,
  app       text NOT NULL,
  version   text NOT NULL,
  views     integer NOT NULL DEFAULT 0,
  failures  integer NOT NULL DEFAULT 0,
  retries   integer NOT NULL DEFAULT 0,
  errors    integer NOT NULL DEFAULT 0,
  lcp       integer[] NOT NULL,
  inp       integer[] NOT NULL,
  cls       integer[] NOT NULL,
  PRIMARY KEY (step, bin, app, version)
);

-- Items naming an app version or route the release store never published: counted, never stored as such.
CREATE TABLE telemetry_unknown (
  minute    timestamptz PRIMARY KEY,
  items     integer NOT NULL DEFAULT 0
);

-- Element-wise sum of two histograms of the same length.
CREATE FUNCTION telemetry_hist_add(a integer[], b integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i) FROM unnest(a, b) WITH ORDINALITY AS u(x, y, i)
$$;
