-- Issue 11: visit records of the general prescription (通用方, spec 3 §2.4, kind 'general',
-- prescriptionType G) next to the 智能 ones ('herbal') and the self-composed ones ('selfComposed',
-- 008). Every kind lives in visit_records and follows the same state machine (created → paid →
-- prescribed), so the prescription sheet (GET /health/v2/prescription/image/:id) and the v2 replace
-- calls serve them all. A general prescription is free: it is settled when priced (price 0).
-- The solar term it was chosen for is kept in current_result.solarTerm.
ALTER TABLE visit_records DROP CONSTRAINT IF EXISTS visit_records_kind_check;
ALTER TABLE visit_records ADD CONSTRAINT visit_records_kind_check CHECK (kind IN ('herbal', 'general', 'selfComposed'));
