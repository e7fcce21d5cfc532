-- Accounts, sessions, SMS codes, third-party login, invitations, doctors, uploads, addresses and
-- public home content. Times are timestamptz written from the application's clock (tests inject one).

CREATE TABLE users (
  user_id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone         text NOT NULL UNIQUE,
  user_name     text NOT NULL,
  -- NULL until the user sets one (pwdNotSet 0): SMS, invitation and third-party sign-ups have none.
  password_hash text,
  inheritor     char(1) NOT NULL DEFAULT 'N' CHECK (inheritor IN ('Y', 'N')),
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until  timestamptz,
  created_at    timestamptz NOT NULL
);

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  role    text NOT NULL,
  PRIMARY KEY (user_id, role)
);

-- Only a hash of the bearer token is kept, so a copy of the database cannot be used to log in.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE sms_codes (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone      text NOT NULL,
  type       text NOT NULL,
  code       text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  attempts   integer NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone_type ON sms_codes (phone, type, created_at DESC);
CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at);

CREATE TABLE wx_identities (
  identity_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  openid      text NOT NULL UNIQUE,
  nickname    text NOT NULL,
  -- One third-party identity per account and one account per identity.
  user_id     integer UNIQUE REFERENCES users (user_id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL
);

CREATE TABLE wx_codes (
  code        text PRIMARY KEY,
  identity_id integer NOT NULL REFERENCES wx_identities (identity_id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  -- Consumed by a login that returned a token, or by a bind. A login without a token leaves it usable.
  consumed_at timestamptz
);

CREATE TABLE invitations (
  invite_id    text PRIMARY KEY,
  invite_name  text NOT NULL,
  phone        text NOT NULL,
  role         text NOT NULL,
  role_name    text NOT NULL,
  sponsor      text NOT NULL,
  dept_name    text NOT NULL,
  security_no  text NOT NULL,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
  user_id      integer REFERENCES users (user_id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL,
  confirmed_at timestamptz
);

CREATE TABLE doctors (
  doctor_id      integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- NULL while an invitation (status 2) waits for its invitee to confirm.
  user_id        integer UNIQUE REFERENCES users (user_id) ON DELETE CASCADE,
  invite_id      text REFERENCES invitations (invite_id) ON DELETE SET NULL,
  doctor_name    text NOT NULL DEFAULT '',
  doctor_sex     char(1) NOT NULL DEFAULT '1' CHECK (doctor_sex IN ('0', '1')),
  doctor_phone   text NOT NULL DEFAULT '',
  id_no          text NOT NULL DEFAULT '',
  cert_no        text NOT NULL DEFAULT '',
  cert_image_url text NOT NULL DEFAULT '',
  status         text NOT NULL CHECK (status IN ('0', '1', '2', '3', '4', '5')),
  remark         text,
  hospital_id    integer,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);

CREATE TABLE uploads (
  upload_id  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    integer REFERENCES users (user_id) ON DELETE SET NULL,
  url        text NOT NULL UNIQUE,
  file_name  text NOT NULL,
  mime       text NOT NULL,
  size       integer NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE delivery_addresses (
  delivery_address_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  receiver_name text NOT NULL,
  phone_no      text NOT NULL,
  province      text NOT NULL,
  city          text NOT NULL,
  county        text NOT NULL DEFAULT '',
  street        text NOT NULL,
  zip_code      text NOT NULL DEFAULT '',
  -- Region names joined by slash, kept for keyword search.
  region_text   text NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX delivery_addresses_user ON delivery_addresses (user_id, delivery_address_id DESC);

CREATE TABLE site_settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE notices (
  notice_id      integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  notice_type    integer NOT NULL,
  notice_content text NOT NULL,
  sort           integer NOT NULL DEFAULT 0
);

CREATE TABLE carousel_items (
  carousel_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  image_url   text NOT NULL,
  title       text NOT NULL DEFAULT '',
  sort        integer NOT NULL DEFAULT 0
);

-- News and courses share one shape (infoTitle, infoUrl, createTime).
CREATE TABLE articles (
  article_id  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('news', 'course')),
  info_title  text NOT NULL,
  info_url    text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX articles_kind ON articles (kind, created_at DESC);
