-- Commerce, part 1 (spec 3 §3, §4): delivery orders of a settled visit's prescription, their
-- drafts, refunds and the sandbox courier's tracking events. The statuses and every move between
-- them are the table of api/src/commerce/deliveryStateMachine.ts; the CHECK below only lists the
-- numbers. Money is integer fen; the price is computed by the server (api/README.md "Commerce").

CREATE TABLE delivery_orders (
  delivery_order_id  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id            integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  visit_record_id    integer NOT NULL REFERENCES visit_records (visit_record_id) ON DELETE CASCADE,
  -- Which prescription of the visit (the sheet's index, from 0).
  prescription_no    integer NOT NULL CHECK (prescription_no >= 0),
  status             smallint NOT NULL CHECK (status IN (0, 1, 2, 3, 4, 5, -1, -2, -3, -4, -5, -6, 99)),
  form               text NOT NULL,
  form_name          text NOT NULL,
  delivery_id        text NOT NULL,
  delivery_name      text NOT NULL,
  form_count         integer NOT NULL CHECK (form_count > 0),
  quantity_dispensed integer NOT NULL CHECK (quantity_dispensed BETWEEN 1 AND 6),
  -- The price's parts as they were when placed, and the price (api/README.md "Commerce").
  herb_fen_per_dose  integer NOT NULL CHECK (herb_fen_per_dose >= 0),
  form_fee_fen       integer NOT NULL CHECK (form_fee_fen >= 0),
  shipping_fee_fen   integer NOT NULL CHECK (shipping_fee_fen >= 0),
  sum_price_fen      integer NOT NULL CHECK (sum_price_fen > 0),
  recipient_name     text NOT NULL,
  recipient_phone    text NOT NULL CHECK (recipient_phone ~ '^\d{11}$'),
  province           text NOT NULL,
  city               text NOT NULL,
  county             text NOT NULL,
  street             text NOT NULL,
  zip_code           text NOT NULL DEFAULT '',
  remark             text NOT NULL DEFAULT '',
  -- The prescription as dispensed (PrescriptionInfo), kept as it was when placed.
  prescription       jsonb NOT NULL,
  created_at         timestamptz NOT NULL,
  pay_deadline       timestamptz NOT NULL,
  paid_at            timestamptz,
  shipped_at         timestamptz,
  delivered_at       timestamptz,
  cancelled_at       timestamptz,
  express_company    text NOT NULL DEFAULT '',
  express_no         text NOT NULL DEFAULT '',
  CHECK ((status = 4 OR status = 5 OR status = -6) = (shipped_at IS NOT NULL))
);
-- One delivery order per prescription of a visit: placing twice answers the existing order.
CREATE UNIQUE INDEX delivery_orders_one_per_prescription ON delivery_orders (visit_record_id, prescription_no);
CREATE INDEX delivery_orders_user ON delivery_orders (user_id, delivery_order_id DESC);

-- Money given back: at most one refund per order, whatever the number of requests or instances.
CREATE TABLE delivery_refunds (
  delivery_order_id integer PRIMARY KEY REFERENCES delivery_orders (delivery_order_id) ON DELETE CASCADE,
  amount_fen        integer NOT NULL CHECK (amount_fen > 0),
  -- The status the order was refunded from (1, 2 or 3) and why (-3 asked by the user, -4, -5 back office).
  from_status       smallint NOT NULL,
  to_status         smallint NOT NULL,
  created_at        timestamptz NOT NULL
);

-- The courier's tracking events (sandbox provider), in order.
CREATE TABLE express_events (
  delivery_order_id integer NOT NULL REFERENCES delivery_orders (delivery_order_id) ON DELETE CASCADE,
  seq               integer NOT NULL,
  context           text NOT NULL,
  at                timestamptz NOT NULL,
  PRIMARY KEY (delivery_order_id, seq)
);

-- A delivery form saved for later: one per visit record, prescription and user.
CREATE TABLE delivery_drafts (
  draft_id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id            integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  visit_record_id    integer NOT NULL REFERENCES visit_records (visit_record_id) ON DELETE CASCADE,
  prescription_no    integer NOT NULL CHECK (prescription_no >= 0),
  form               text NOT NULL,
  delivery_id        text NOT NULL DEFAULT '',
  form_count         integer NOT NULL CHECK (form_count > 0),
  quantity_dispensed integer CHECK (quantity_dispensed BETWEEN 1 AND 6),
  recipient_name     text NOT NULL,
  recipient_phone    text NOT NULL,
  province           text NOT NULL,
  city               text NOT NULL,
  county             text NOT NULL,
  street             text NOT NULL,
  zip_code           text NOT NULL DEFAULT '',
  remark             text NOT NULL DEFAULT '',
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  UNIQUE (visit_record_id, prescription_no, user_id)
);
CREATE INDEX delivery_drafts_user ON delivery_drafts (user_id, updated_at DESC);
