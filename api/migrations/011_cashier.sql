-- The cashier (spec 3 §2.10, §3, §4, §7 Cashier; api/README.md "Cashier"): bank card binding by SMS,
-- one bound savings card per user, payments of delivery orders through the (sandbox) Adapay provider,
-- and the ledger of every change of a payment. Money is integer fen, always the order's sum_price_fen.

-- A binding in progress: the card and its holder as entered, and the SMS sent to the card's phone.
CREATE TABLE card_applies (
  apply_id     text PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  member_id    text NOT NULL,
  card_no      text NOT NULL CHECK (card_no ~ '^\d{12,19}$'),
  bank         text NOT NULL,
  holder_name  text NOT NULL,
  -- Only the masked ID number is kept: the provider verified it, the portal never shows it.
  id_no_masked text NOT NULL,
  tel_no       text NOT NULL CHECK (tel_no ~ '^\d{11}$'),
  sms_code_id  integer NOT NULL,
  created_at   timestamptz NOT NULL,
  confirmed_at timestamptz
);
CREATE INDEX card_applies_user ON card_applies (user_id, created_at DESC);

-- One card per user: a new binding replaces the row.
CREATE TABLE bound_cards (
  user_id     integer PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  member_id   text NOT NULL,
  apply_id    text NOT NULL,
  card_no     text NOT NULL CHECK (card_no ~ '^\d{12,19}$'),
  bank        text NOT NULL,
  holder_name text NOT NULL,
  tel_no      text NOT NULL CHECK (tel_no ~ '^\d{11}$'),
  bound_at    timestamptz NOT NULL
);

-- A payment of a delivery order: awaiting (the SMS code or the payer's answer on the provider page)
-- → processing (the provider took it; its result is due at settle_at) → succeeded | failed;
-- awaiting → closed (replaced, or the order stopped being payable); succeeded → refunded.
CREATE TABLE cashier_payments (
  payment_id        text PRIMARY KEY,
  delivery_order_id integer NOT NULL REFERENCES delivery_orders (delivery_order_id) ON DELETE CASCADE,
  user_id           integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  -- back_office: paid or failed by the operator's verbs (and every order paid before the cashier existed).
  channel           text NOT NULL CHECK (channel IN ('fast_pay', 'alipay_qr', 'back_office')),
  amount_fen        integer NOT NULL CHECK (amount_fen > 0),
  state             text NOT NULL CHECK (state IN ('awaiting', 'processing', 'succeeded', 'failed', 'closed', 'refunded')),
  -- fast_pay: the card charged and the phone its SMS goes to, and the code last sent for it.
  card_no           text,
  tel_no            text,
  sms_code_id       integer,
  -- What the provider answered when it took the payment, reported at settle_at.
  outcome           text CHECK (outcome IN ('succeeded', 'failed')),
  reason            text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL,
  confirmed_at      timestamptz,
  settle_at         timestamptz,
  ended_at          timestamptz,
  CHECK ((state = 'processing') <= (outcome IS NOT NULL AND settle_at IS NOT NULL))
);
-- At most one open payment and at most one charge per order, whatever the number of requests or instances.
CREATE UNIQUE INDEX cashier_payments_one_open ON cashier_payments (delivery_order_id) WHERE state IN ('awaiting', 'processing');
CREATE UNIQUE INDEX cashier_payments_one_charge ON cashier_payments (delivery_order_id) WHERE state IN ('succeeded', 'refunded');
CREATE INDEX cashier_payments_due ON cashier_payments (settle_at) WHERE state = 'processing';
CREATE INDEX cashier_payments_user ON cashier_payments (user_id, created_at DESC);

-- Every change of a payment: who, when, from, to, the payment's amount, and the money it moved
-- (+ charged, − refunded, 0 otherwise). `reconcile` compares its sum per order with the order.
CREATE TABLE payment_ledger (
  entry_id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id        text NOT NULL REFERENCES cashier_payments (payment_id) ON DELETE CASCADE,
  delivery_order_id integer NOT NULL REFERENCES delivery_orders (delivery_order_id) ON DELETE CASCADE,
  actor             text NOT NULL,
  from_state        text,
  to_state          text NOT NULL,
  amount_fen        integer NOT NULL,
  money_fen         integer NOT NULL,
  at                timestamptz NOT NULL
);
CREATE INDEX payment_ledger_order ON payment_ledger (delivery_order_id, entry_id);
CREATE INDEX payment_ledger_payment ON payment_ledger (payment_id, entry_id);

-- Orders paid before the cashier existed (seed, the operator's pay-order): one back-office payment
-- each, with its charge and, when refunded, its refund, so the ledger agrees with every order.
INSERT INTO cashier_payments (payment_id, delivery_order_id, user_id, channel, amount_fen, state, reason, created_at, confirmed_at, ended_at)
SELECT 'BO' || lpad(o.delivery_order_id::text, 10, '0'), o.delivery_order_id, o.user_id, 'back_office', o.sum_price_fen,
       CASE WHEN r.delivery_order_id IS NULL THEN 'succeeded' ELSE 'refunded' END, '收银台启用前的支付', o.paid_at, o.paid_at, o.paid_at
  FROM delivery_orders o LEFT JOIN delivery_refunds r ON r.delivery_order_id = o.delivery_order_id
 WHERE o.paid_at IS NOT NULL;
INSERT INTO payment_ledger (payment_id, delivery_order_id, actor, from_state, to_state, amount_fen, money_fen, at)
SELECT payment_id, delivery_order_id, 'migration', NULL, 'succeeded', amount_fen, amount_fen, created_at
  FROM cashier_payments WHERE channel = 'back_office';
INSERT INTO payment_ledger (payment_id, delivery_order_id, actor, from_state, to_state, amount_fen, money_fen, at)
SELECT p.payment_id, p.delivery_order_id, 'migration', 'succeeded', 'refunded', p.amount_fen, -r.amount_fen, r.created_at
  FROM cashier_payments p JOIN delivery_refunds r ON r.delivery_order_id = p.delivery_order_id
 WHERE p.channel = 'back_office' AND p.state = 'refunded';
