-- Issue 21: a patient keyword (any part of a name or a phone number, one character or more) found
-- through an index, and the orders of the patients it finds counted and paged without joining
-- every visit. Measured before (docs/performance.md, "Lists at scale"): the heavy doctor's
-- `patientName=志强` filtered all 50k of their patients with ILIKE, then probed the visits and
-- orders of each match one by one: 369 ms p50 at 1M rows.
--
-- Why not pg_trgm: a two-character keyword such as 志强 has no trigram, so its GIN index cannot
-- serve the names doctors search for most. Instead each patient carries the one- and
-- two-character pieces of its lowered name and phone, prefixed with the owner's id, so one GIN
-- lookup answers "this doctor's patients whose text holds every bigram of the keyword"; the exact
-- substring is then checked on those few rows (search_text).

CREATE FUNCTION patient_search_text(name text, phone text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(name) || E'\n' || phone;

CREATE FUNCTION patient_search_grams(owner integer, name text, phone text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  BEGIN ATOMIC
    SELECT coalesce(array_agg(DISTINCT owner::text || ':' || substr(s, i, n)), '{}')
      FROM (SELECT patient_search_text(name, phone) AS s) t, generate_series(1, 2) n, generate_series(1, length(s)) i
     WHERE i + n - 1 <= length(s);
  END;

-- The pieces a keyword must all be found among: itself when it is one character, else its bigrams.
CREATE FUNCTION patient_keyword_grams(owner integer, keyword text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  BEGIN ATOMIC
    SELECT CASE WHEN length(keyword) <= 1 THEN ARRAY[owner::text || ':' || lower(keyword)]
      ELSE (SELECT array_agg(DISTINCT owner::text || ':' || substr(lower(keyword), i, 2)) FROM generate_series(1, length(keyword) - 1) i) END;
  END;

ALTER TABLE patients
  ADD COLUMN search_text text GENERATED ALWAYS AS (patient_search_text(name, phone_no)) STORED,
  ADD COLUMN search_grams text[] GENERATED ALWAYS AS (patient_search_grams(user_id, name, phone_no)) STORED;
CREATE INDEX patients_search ON patients USING gin (search_grams);

-- An order names its visit's patient, so a keyword's orders are read by patient from one index
-- (count) or picked while walking the doctor's orders newest first (page), never through visits.
-- A visit's patient never changes; the trigger fills it on every insert, whoever inserts.
ALTER TABLE delivery_orders ADD COLUMN patient_id integer;
UPDATE delivery_orders o SET patient_id = v.patient_id FROM visit_records v WHERE v.visit_record_id = o.visit_record_id;
ALTER TABLE delivery_orders ALTER COLUMN patient_id SET NOT NULL;

CREATE FUNCTION delivery_order_patient() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.patient_id := (SELECT v.patient_id FROM visit_records v WHERE v.visit_record_id = NEW.visit_record_id);
  RETURN NEW;
END $$;
CREATE TRIGGER delivery_orders_patient BEFORE INSERT ON delivery_orders FOR EACH ROW EXECUTE FUNCTION delivery_order_patient();

DROP INDEX delivery_orders_user_list;
CREATE INDEX delivery_orders_user_list ON delivery_orders (user_id, delivery_order_id DESC)
  INCLUDE (status, created_at, pay_deadline, sum_price_fen, visit_record_id, patient_id);
CREATE INDEX delivery_orders_user_patient ON delivery_orders (user_id, patient_id, delivery_order_id DESC)
  INCLUDE (status, created_at, pay_deadline, sum_price_fen);
