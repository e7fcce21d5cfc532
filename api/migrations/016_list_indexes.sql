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
