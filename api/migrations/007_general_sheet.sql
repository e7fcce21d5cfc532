-- Issue 11: visit records of the general prescription (通用方, spec 3 §2.4): kind 'general'
-- (prescriptionType G), added to visit_kinds (006) like every other kind. It follows the same
-- state machine (created → paid → prescribed); it is free, so it is settled when priced (price 0,
-- no payment order). The solar term it was chosen for is kept in current_result.solarTerm. The
-- prescription sheet (GET /health/v2/prescription/image/:id) and the v2 replace calls serve every
-- kind of visit whose current_result holds prescriptions.
INSERT INTO visit_kinds (kind, label) VALUES ('general', '通用方');
