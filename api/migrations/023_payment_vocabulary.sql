-- One payment vocabulary (issue 33): a consultation's payment orders take the states every payment
-- of the portal takes (api/src/platform/payments.ts), as the delivery orders' payments always did.
-- pending → awaiting, paid → succeeded; failed and closed keep their names. A visit is still paid
-- at most once, whatever the number of QR codes, confirms or instances.
ALTER TABLE payments DROP CONSTRAINT payments_state_check;
ALTER TABLE payments DROP CONSTRAINT payments_check;
DROP INDEX payments_one_paid_per_visit;

UPDATE payments SET state = CASE state WHEN 'pending' THEN 'awaiting' WHEN 'paid' THEN 'succeeded' ELSE state END
 WHERE state IN ('pending', 'paid');

ALTER TABLE payments ADD CONSTRAINT payments_state_check CHECK (state IN ('awaiting', 'succeeded', 'failed', 'closed'));
ALTER TABLE payments ADD CONSTRAINT payments_paid_at_check CHECK ((state = 'succeeded') = (paid_at IS NOT NULL));
CREATE UNIQUE INDEX payments_one_paid_per_visit ON payments (visit_record_id) WHERE state = 'succeeded';
