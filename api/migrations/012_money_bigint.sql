-- Issue 20 items 2 and 4.
--
-- Money is bigint fen: a delivery order of 999 doses of a heavy prescription overflowed the integer
-- column (HTTP 500). The API also bounds an order's total (ORDER_TOTAL_MAX_FEN of @tcm/shared/commerce)
-- before it computes anything, and reads int8 back as a JS number only while it is a safe integer
-- (api/src/db/index.ts); together no total can reach either limit.
ALTER TABLE delivery_orders
  ALTER COLUMN herb_fen_per_dose TYPE bigint,
  ALTER COLUMN form_fee_fen TYPE bigint,
  ALTER COLUMN shipping_fee_fen TYPE bigint,
  ALTER COLUMN sum_price_fen TYPE bigint;
ALTER TABLE delivery_refunds ALTER COLUMN amount_fen TYPE bigint;
ALTER TABLE cashier_payments ALTER COLUMN amount_fen TYPE bigint;
ALTER TABLE payment_ledger
  ALTER COLUMN amount_fen TYPE bigint,
  ALTER COLUMN money_fen TYPE bigint;
ALTER TABLE visit_records ALTER COLUMN price_fen TYPE bigint;
ALTER TABLE payments ALTER COLUMN amount_fen TYPE bigint;

-- A prescription has at most one LIVE delivery order (0 待支付, 99, 1–5); a dead one (-1 超时未支付 …
-- -6) no longer counts, so the prescription may be ordered again. The database keeps the rule, so
-- concurrent placements on any number of instances still make one live order.
DROP INDEX delivery_orders_one_per_prescription;
CREATE UNIQUE INDEX delivery_orders_one_live_per_prescription ON delivery_orders (visit_record_id, prescription_no) WHERE status >= 0;
CREATE INDEX delivery_orders_prescription ON delivery_orders (visit_record_id, prescription_no, delivery_order_id DESC);
