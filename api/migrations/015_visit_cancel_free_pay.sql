-- Issue 19 §7: a visit priced but not paid may be cancelled (by the doctor, or 24 hours after it
-- was priced): the state machine of api/src/clinic/visitStateMachine.ts gains 'cancelled'.
-- A cancelled visit was never paid (paid_at stays NULL) and says when it was cancelled.
ALTER TABLE visit_records ADD COLUMN cancelled_at timestamptz;
ALTER TABLE visit_records DROP CONSTRAINT visit_records_state_check;
ALTER TABLE visit_records ADD CONSTRAINT visit_records_state_check CHECK (state IN ('created', 'paid', 'prescribed', 'cancelled'));
ALTER TABLE visit_records DROP CONSTRAINT visit_records_check;
ALTER TABLE visit_records ADD CONSTRAINT visit_records_paid_at_check CHECK ((state IN ('created', 'cancelled')) = (paid_at IS NULL));
ALTER TABLE visit_records ADD CONSTRAINT visit_records_cancelled_at_check CHECK ((state = 'cancelled') = (cancelled_at IS NOT NULL));

-- Issue 19 §3: a free visit (price 0, settled when priced) answers unifiedOrder with a paid order
-- of 0 fen, made once (payments_one_paid_per_visit), so its outTradeNo reads 1103 like any other.
ALTER TABLE payments DROP CONSTRAINT payments_amount_fen_check;
ALTER TABLE payments ADD CONSTRAINT payments_amount_fen_check CHECK (amount_fen >= 0);
