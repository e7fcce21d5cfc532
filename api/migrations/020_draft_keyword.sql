-- Issue 21: the drafts' keyword (the patient's name or phone, or the recipient's phone) through
-- indexes. Measured at 1M rows: the heavy doctor's `patientPhoneNo=志强` counted by walking all of
-- their 207k drafts against the 11k visits of the matching patients (42 ms of PostgreSQL a call,
-- 60 ms with the page; under 100 requests/s the server fell behind by seconds).
--
-- As for orders (migrations 018 and 019): a draft names its visit's patient, each patient carries
-- how many of its own doctor's drafts name it, and a recipient's phone has the owner-prefixed
-- pieces of patient_search_grams (an empty name), so one GIN lookup finds a doctor's drafts whose
-- recipient phone holds a keyword.
ALTER TABLE delivery_drafts ADD COLUMN patient_id integer;
UPDATE delivery_drafts d SET patient_id = v.patient_id FROM visit_records v WHERE v.visit_record_id = d.visit_record_id;
ALTER TABLE delivery_drafts ALTER COLUMN patient_id SET NOT NULL;
-- delivery_order_patient copies NEW.visit_record_id's patient into NEW.patient_id, whatever the table.
CREATE TRIGGER delivery_drafts_patient BEFORE INSERT ON delivery_drafts FOR EACH ROW EXECUTE FUNCTION delivery_order_patient();

ALTER TABLE delivery_drafts
  ADD COLUMN phone_grams text[] GENERATED ALWAYS AS (patient_search_grams(user_id, '', recipient_phone)) STORED;
CREATE INDEX delivery_drafts_phone_search ON delivery_drafts USING gin (phone_grams);
CREATE INDEX delivery_drafts_user_patient ON delivery_drafts (user_id, patient_id);
DROP INDEX delivery_drafts_user;
CREATE INDEX delivery_drafts_user ON delivery_drafts (user_id, updated_at DESC, draft_id DESC)
  INCLUDE (visit_record_id, recipient_phone, patient_id);

ALTER TABLE patients ADD COLUMN draft_count integer NOT NULL DEFAULT 0;
UPDATE patients p SET draft_count = c.n
  FROM (SELECT user_id, patient_id, count(*)::int AS n FROM delivery_drafts GROUP BY 1, 2) c
 WHERE p.patient_id = c.patient_id AND p.user_id = c.user_id;
-- Saving a draft again is an upsert: its INSERT transition table holds only the rows it inserted.
CREATE TRIGGER delivery_drafts_patient_count_ins AFTER INSERT ON delivery_drafts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_patient_rows('draft_count');
CREATE TRIGGER delivery_drafts_patient_count_del AFTER DELETE ON delivery_drafts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_patient_rows('draft_count');
CREATE TRIGGER delivery_drafts_owner_fixed BEFORE UPDATE OF user_id, patient_id, visit_record_id ON delivery_drafts
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.patient_id IS DISTINCT FROM NEW.patient_id
                     OR OLD.visit_record_id IS DISTINCT FROM NEW.visit_record_id)
  EXECUTE FUNCTION refuse_owner_change();
