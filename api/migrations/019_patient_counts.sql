-- Issue 21: a keyword's total without counting its rows. The heavy doctor's 志强 matches 2,500 of
-- their patients; counting those patients' orders (or visits) took 2,500 index probes, about
-- 10 ms of PostgreSQL for every page, on top of the same probes for the page itself. Each patient
-- now carries how many orders and visits of its owner name it, so the keyword's total is summed
-- from the patient rows the keyword lookup reads anyway (api/src/commerce/lists.ts).
--
-- Statement triggers keep the counts, as migration 016's keep the doctors' totals. They do lock
-- the patient's row until the writing transaction ends: only writers of the same patient wait on
-- each other, and an order or a visit is written for one patient at a time.
ALTER TABLE patients
  ADD COLUMN order_count integer NOT NULL DEFAULT 0,
  ADD COLUMN visit_count integer NOT NULL DEFAULT 0;
UPDATE patients p SET order_count = c.n
  FROM (SELECT user_id, patient_id, count(*)::int AS n FROM delivery_orders GROUP BY 1, 2) c
 WHERE p.patient_id = c.patient_id AND p.user_id = c.user_id;
UPDATE patients p SET visit_count = c.n
  FROM (SELECT user_id, patient_id, count(*)::int AS n FROM visit_records GROUP BY 1, 2) c
 WHERE p.patient_id = c.patient_id AND p.user_id = c.user_id;
-- TG_ARGV[0] names the count. Only rows of the patient's own doctor count: the lists read a
-- doctor's rows, and the total must be what counting them would give.
CREATE FUNCTION count_patient_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('UPDATE patients p SET %1$I = p.%1$I + c.n
                      FROM (SELECT user_id, patient_id, count(*)::int AS n FROM new_rows GROUP BY 1, 2) c
                     WHERE p.patient_id = c.patient_id AND p.user_id = c.user_id', TG_ARGV[0]);
  ELSE
    EXECUTE format('UPDATE patients p SET %1$I = p.%1$I - c.n
                      FROM (SELECT user_id, patient_id, count(*)::int AS n FROM old_rows GROUP BY 1, 2) c
                     WHERE p.patient_id = c.patient_id AND p.user_id = c.user_id', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER delivery_orders_patient_count_ins AFTER INSERT ON delivery_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_patient_rows('order_count');
CREATE TRIGGER delivery_orders_patient_count_del AFTER DELETE ON delivery_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_patient_rows('order_count');
CREATE TRIGGER visit_records_patient_count_ins AFTER INSERT ON visit_records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_patient_rows('visit_count');
CREATE TRIGGER visit_records_patient_count_del AFTER DELETE ON visit_records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_patient_rows('visit_count');
-- An order's or a visit's doctor and patient never change once written (the visit's patient is
-- fixed at creation, an order's copied from it by delivery_order_patient); refuse it rather than
-- let the counts drift.
CREATE FUNCTION refuse_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a row''s doctor and patient are fixed once written (%)', TG_TABLE_NAME;
END $$;
CREATE TRIGGER delivery_orders_owner_fixed BEFORE UPDATE OF user_id, patient_id ON delivery_orders
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.patient_id IS DISTINCT FROM NEW.patient_id)
  EXECUTE FUNCTION refuse_owner_change();
CREATE TRIGGER visit_records_owner_fixed BEFORE UPDATE OF user_id, patient_id ON visit_records
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.patient_id IS DISTINCT FROM NEW.patient_id)
  EXECUTE FUNCTION refuse_owner_change();
