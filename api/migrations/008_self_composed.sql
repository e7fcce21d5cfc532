-- Self-composed prescriptions (自拟组方, spec 3 §2.11): a visit record whose prescription the doctor
-- composed by hand, kind 'selfComposed' (prescriptionType S), added to visit_kinds (006). It is
-- settled when stored (price 0: no consultation fee; the herbs are paid with the delivery order)
-- and moves through the same state machine. Its diagnosis, take time and form are kept in
-- current_result.selfComposed ({disease, takeTime, form}); the diagnosis is also the
-- questionnaire's 诊断结果. No table of its own.
INSERT INTO visit_kinds (kind, label) VALUES ('selfComposed', '自拟组方');
