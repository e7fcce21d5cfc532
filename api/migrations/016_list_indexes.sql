-- Issue 21: lists flat from 10k to 1M rows (measurements: docs/performance.md, "Lists at scale").
-- Every list filter of spec 3 §7 has an index that serves it in the list's order, and each list's
-- page and count can be read from the index alone (INCLUDE: the columns the filters and the read
-- status need), so a deep page skips index entries instead of sorting joined rows.

-- Delivery orders: all statuses in id order; one status; one month; the sweeper's due orders.
DROP INDEX delivery_orders_user;
CREATE INDEX delivery_orders_user_list ON delivery_orders (user_id, delivery_order_id DESC)
  INCLUDE (status, created_at, pay_deadline, sum_price_fen, visit_record_id);
CREATE INDEX delivery_orders_user_status ON delivery_orders (user_id, status, delivery_order_id DESC);
CREATE INDEX delivery_orders_user_created ON delivery_orders (user_id, created_at);
CREATE INDEX delivery_orders_due ON delivery_orders (pay_deadline) WHERE status IN (0, 99);

-- Prescribing orders (visit records): all in id order; 待支付 (created); one month; the sweeper's due visits.
CREATE INDEX visit_records_user_list ON visit_records (user_id, visit_record_id DESC)
  INCLUDE (state, kind, priced_at, created_at, patient_id);
CREATE INDEX visit_records_user_created_state ON visit_records (user_id, visit_record_id DESC) WHERE state = 'created';
CREATE INDEX visit_records_user_created_at ON visit_records (user_id, created_at);
CREATE INDEX visit_records_due ON visit_records (priced_at) WHERE state = 'created';

-- Patients: the list (not deleted) and every keyword search restricted to the owner's patients,
-- answered from the index (a two-character name such as 志强 has no trigram for pg_trgm to use).
DROP INDEX patients_user;
CREATE INDEX patients_owner ON patients (user_id, patient_id DESC) INCLUDE (name, phone_no, birthday, deleted_at);

-- Drafts: newest first, with what the keyword and the page need.
DROP INDEX delivery_drafts_user;
CREATE INDEX delivery_drafts_user ON delivery_drafts (user_id, updated_at DESC, draft_id DESC) INCLUDE (visit_record_id, recipient_phone);

-- reconcile reads the payments of a batch of consecutive orders (issue 21 §4).
CREATE INDEX cashier_payments_order ON cashier_payments (delivery_order_id);

-- A list's total without rescanning a doctor's history on every page: per doctor, list and bucket
-- (an order's stored status, a visit's state, a patient kept or deleted, a draft), a base count
-- plus the changes since (deltas). Statement triggers append deltas — no counter row is locked by a
-- request, so writers never wait on each other for it — and the sweeper folds them into the base
-- (api/src/jobs/sweeper.ts). A total is base + deltas read in one statement (api/src/commerce/listCounts.ts).
CREATE TABLE list_counts (
  user_id integer NOT NULL,
  list    text NOT NULL,
  bucket  text NOT NULL,
  n       bigint NOT NULL,
  PRIMARY KEY (user_id, list, bucket)
);
CREATE TABLE list_count_deltas (
  delta_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id  integer NOT NULL,
  list     text NOT NULL,
  bucket   text NOT NULL,
  delta    bigint NOT NULL
);
CREATE INDEX list_count_deltas_user ON list_count_deltas (user_id, list);

-- One function for every counted table: TG_ARGV[0] names the list, TG_ARGV[1] the bucket's SQL
-- over a row, TG_ARGV[2] its primary key (to skip updates that leave the bucket as it was).
CREATE FUNCTION count_list_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was text := replace(TG_ARGV[1], 'r.', 'o.');
  now_is text := replace(TG_ARGV[1], 'r.', 'n.');
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO list_count_deltas (user_id, list, bucket, delta)
                    SELECT user_id, %L, %s, count(*) FROM new_rows r GROUP BY 1, 3', TG_ARGV[0], TG_ARGV[1]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO list_count_deltas (user_id, list, bucket, delta)
                    SELECT user_id, %L, %s, -count(*) FROM old_rows r GROUP BY 1, 3', TG_ARGV[0], TG_ARGV[1]);
  ELSE
    EXECUTE format('INSERT INTO list_count_deltas (user_id, list, bucket, delta)
                    SELECT user_id, %1$L, bucket, sum(delta) FROM (
                      SELECT o.user_id, %2$s AS bucket, -1 AS delta FROM old_rows o JOIN new_rows n USING (%4$I)
                       WHERE %2$s IS DISTINCT FROM %3$s OR o.user_id <> n.user_id
                      UNION ALL
                      SELECT n.user_id, %3$s, 1 FROM old_rows o JOIN new_rows n USING (%4$I)
                       WHERE %2$s IS DISTINCT FROM %3$s OR o.user_id <> n.user_id) c
                     GROUP BY 1, 3 HAVING sum(delta) <> 0', TG_ARGV[0], was, now_is, TG_ARGV[2]);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER delivery_orders_count_ins AFTER INSERT ON delivery_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('orders', 'r.status::text', 'delivery_order_id');
CREATE TRIGGER delivery_orders_count_upd AFTER UPDATE ON delivery_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('orders', 'r.status::text', 'delivery_order_id');
CREATE TRIGGER delivery_orders_count_del AFTER DELETE ON delivery_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('orders', 'r.status::text', 'delivery_order_id');

CREATE TRIGGER visit_records_count_ins AFTER INSERT ON visit_records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('visits', 'r.state', 'visit_record_id');
CREATE TRIGGER visit_records_count_upd AFTER UPDATE ON visit_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('visits', 'r.state', 'visit_record_id');
CREATE TRIGGER visit_records_count_del AFTER DELETE ON visit_records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('visits', 'r.state', 'visit_record_id');

CREATE TRIGGER delivery_drafts_count_ins AFTER INSERT ON delivery_drafts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('drafts', '''''', 'draft_id');
CREATE TRIGGER delivery_drafts_count_del AFTER DELETE ON delivery_drafts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('drafts', '''''', 'draft_id');

CREATE TRIGGER patients_count_ins AFTER INSERT ON patients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('patients', 'CASE WHEN r.deleted_at IS NULL THEN ''kept'' ELSE ''deleted'' END', 'patient_id');
CREATE TRIGGER patients_count_upd AFTER UPDATE ON patients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('patients', 'CASE WHEN r.deleted_at IS NULL THEN ''kept'' ELSE ''deleted'' END', 'patient_id');
CREATE TRIGGER patients_count_del AFTER DELETE ON patients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('patients', 'CASE WHEN r.deleted_at IS NULL THEN ''kept'' ELSE ''deleted'' END', 'patient_id');

-- What exists already.
INSERT INTO list_counts (user_id, list, bucket, n)
  SELECT user_id, 'orders', status::text, count(*) FROM delivery_orders GROUP BY 1, 3
  UNION ALL SELECT user_id, 'visits', state, count(*) FROM visit_records GROUP BY 1, 3
  UNION ALL SELECT user_id, 'drafts', '', count(*) FROM delivery_drafts GROUP BY 1
  UNION ALL SELECT user_id, 'patients', CASE WHEN deleted_at IS NULL THEN 'kept' ELSE 'deleted' END, count(*) FROM patients GROUP BY 1, 3;
