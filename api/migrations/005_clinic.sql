-- The clinic (spec 2): patients, visit records (one consultation: its inputs, its price and the
-- prescriptions the engine produced), their payments and the herb replacements made afterwards.
-- Dates the user picks (birthday, start and onset dates) are kept as 'YYYY-MM-DD' text: they are
-- calendar days, not instants, and must read back the same on PGlite and PostgreSQL whatever the
-- server's time zone. Money is integer fen everywhere.

CREATE TABLE patients (
  patient_id     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The user who keeps this patient: every statement is scoped to it.
  user_id        integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  name           text NOT NULL,
  sex            smallint NOT NULL CHECK (sex IN (0, 1)),
  phone_no       text NOT NULL DEFAULT '',
  birthday       text NOT NULL CHECK (birthday ~ '^\d{4}-\d{2}-\d{2}$'),
  -- Computed by the server from birthday (lunar-javascript), never taken from the browser.
  lunar_birthday text NOT NULL,
  live_area      text NOT NULL,
  birth_area     text NOT NULL,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  -- Soft delete: the patient leaves the list, their visit records stay readable.
  deleted_at     timestamptz
);
CREATE INDEX patients_user ON patients (user_id, patient_id DESC) WHERE deleted_at IS NULL;

CREATE TABLE visit_records (
  visit_record_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  patient_id      integer NOT NULL REFERENCES patients (patient_id) ON DELETE CASCADE,
  -- What kind of consultation (spec 2 §1): 'herbal' is mode 1, 中药组方.
  kind            text NOT NULL DEFAULT 'herbal' CHECK (kind IN ('herbal')),
  -- The state machine of api/src/clinic/visitStateMachine.ts: created (priced) → paid → prescribed.
  state           text NOT NULL CHECK (state IN ('created', 'paid', 'prescribed')),
  to_do_day       text NOT NULL CHECK (to_do_day ~ '^\d{4}-\d{2}-\d{2}$'),
  ill_day         text CHECK (ill_day ~ '^\d{4}-\d{2}-\d{2}$'),
  take_days       integer NOT NULL CHECK (take_days BETWEEN 1 AND 30),
  inquiry         jsonb NOT NULL,
  price_fen       integer NOT NULL CHECK (price_fen >= 0),
  -- Nothing to pay: the consultation cost 0 (settled when priced).
  free_flag       boolean NOT NULL DEFAULT false,
  -- The engine's answer when priced (kept as it was), and the prescriptions as they are now
  -- (after replacements): { prescriptions, shangHan, reasons }.
  engine_result   jsonb NOT NULL,
  current_result  jsonb NOT NULL,
  created_at      timestamptz NOT NULL,
  priced_at       timestamptz NOT NULL,
  paid_at         timestamptz,
  prescribed_at   timestamptz,
  CHECK ((state = 'created') = (paid_at IS NULL)),
  CHECK ((state = 'prescribed') = (prescribed_at IS NOT NULL))
);
CREATE INDEX visit_records_user_patient ON visit_records (user_id, patient_id, visit_record_id DESC);

CREATE TABLE payments (
  payment_id      integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  out_trade_no    text NOT NULL UNIQUE,
  visit_record_id integer NOT NULL REFERENCES visit_records (visit_record_id) ON DELETE CASCADE,
  -- Who ordered it (the doctor whose page shows the QR or pays from the public account).
  user_id         integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  channel         smallint NOT NULL CHECK (channel IN (1, 3)),
  amount_fen      integer NOT NULL CHECK (amount_fen > 0),
  -- pending: QR shown; paid; failed: the payer's side refused; closed: superseded (re-priced, or
  -- the visit was paid through another order) and can no longer be paid.
  state           text NOT NULL CHECK (state IN ('pending', 'paid', 'failed', 'closed')),
  created_at      timestamptz NOT NULL,
  paid_at         timestamptz,
  ended_at        timestamptz,
  CHECK ((state = 'paid') = (paid_at IS NOT NULL))
);
-- A visit is paid at most once, whatever the number of QR codes, confirms or instances.
CREATE UNIQUE INDEX payments_one_paid_per_visit ON payments (visit_record_id) WHERE state = 'paid';
CREATE INDEX payments_visit ON payments (visit_record_id);

-- Who changed which herb or weight of a prescription, when.
CREATE TABLE visit_replacements (
  replacement_id  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  visit_record_id integer NOT NULL REFERENCES visit_records (visit_record_id) ON DELETE CASCADE,
  user_id         integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  -- The herb line's index in the visit (HerbLine.index).
  herb_index      integer NOT NULL,
  old_herb        text NOT NULL,
  new_herb        text NOT NULL,
  old_weight      integer NOT NULL,
  new_weight      integer NOT NULL CHECK (new_weight BETWEEN 1 AND 999),
  created_at      timestamptz NOT NULL
);
CREATE INDEX visit_replacements_visit ON visit_replacements (visit_record_id, replacement_id);
