-- The daily upload cap counts a user's uploads of the day inside the transaction that holds the
-- user's lock (api/src/routes/upload.ts): an index keeps that count cheap however many rows exist.
CREATE INDEX uploads_user_created ON uploads (user_id, created_at);
