-- The clinic's services (spec 3 §1): service 9, 定制养生茶, makes a visit record that the custom-tea
-- pages show, deliver and charge (commerce). Its text result is kept with it.
--
-- Visit kinds become rows of a table instead of a CHECK list, so every part of the clinic adds its
-- own kind with one INSERT and no part has to repeat (or could drop) another's: later migrations
-- add theirs with `INSERT INTO visit_kinds (kind, label) VALUES (...)` and must not re-create a
-- CHECK on visit_records.kind.
CREATE TABLE visit_kinds (
  kind  text PRIMARY KEY,
  -- How the visit lists show it.
  label text NOT NULL
);
INSERT INTO visit_kinds (kind, label) VALUES ('herbal', '中药组方'), ('customTea', '定制养生茶');

ALTER TABLE visit_records DROP CONSTRAINT visit_records_kind_check;
ALTER TABLE visit_records ADD CONSTRAINT visit_records_kind_fkey FOREIGN KEY (kind) REFERENCES visit_kinds (kind);

-- A custom tea covers up to a year of days (one bag a day, spec 3 §9); the consultation's own rule
-- (at most 30 days) stays in its route.
ALTER TABLE visit_records DROP CONSTRAINT visit_records_take_days_check;
ALTER TABLE visit_records ADD CONSTRAINT visit_records_take_days_check CHECK (take_days BETWEEN 1 AND 365);

-- The service's text result (ServiceResult of the contract) when a service made the visit; null for
-- the consultations of mode 1.
ALTER TABLE visit_records ADD COLUMN service_result jsonb;
