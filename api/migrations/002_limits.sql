-- Abuse limits (api/src/limits): counters shared by every API instance on this database.
--
-- Two kinds of rows, one table:
--   * fixed-window counters (SMS sends, registered/unregistered answers): one row per bucket, key
--     and window; `hits` is raised by one atomic INSERT … ON CONFLICT DO UPDATE … WHERE hits < limit.
--   * failure throttles (password login): window_start is the epoch, `hits` counts failures until
--     `expires_at` passes without one, `blocked_until` is when the next attempt may be made.
-- `key` is the client (an IP address, an IPv6 /64) or client and account. Rows are deleted once
-- `expires_at` has passed (at most one indexed DELETE per instance per few minutes).
CREATE TABLE rate_limits (
  bucket        text NOT NULL,
  key           text NOT NULL,
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL DEFAULT 0,
  blocked_until timestamptz,
  expires_at    timestamptz NOT NULL,
  PRIMARY KEY (bucket, key, window_start)
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
