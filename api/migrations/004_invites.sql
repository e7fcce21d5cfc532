-- The invitation page shows a masked phone (139****0001): the invitee types the full number, and a
-- wrong one is answered 手机号与邀请信息不一致. So that answer cannot be used to try the 10 000
-- possible middle digits, wrong phones are counted per invitation; the 5th locks it for an hour.
ALTER TABLE invitations ADD COLUMN phone_misses integer NOT NULL DEFAULT 0;
ALTER TABLE invitations ADD COLUMN phone_locked_until timestamptz;
