-- Issue 21: a keyword's lookup read once, not on every page. The heavy doctor's 志强 matches
-- 2,500 of their patients; the GIN lookup reads each of them (2,400 heap pages, 3-4 ms at 1M
-- rows) on every call, while a doctor paging through the same search asks the same question again.
-- The API keeps a lookup's answer (api/src/commerce/keywordLookup.ts) with the doctor's keyword
-- version: how many changes to what a lookup reads (the doctor's patients, with their order, visit
-- and draft counts, and the drafts' recipient phones) have been committed. A kept answer is used
-- only while the version reads the same.
--
-- The version is a count in list_counts (list 'keyword'): every change appends +1 to
-- list_count_deltas, the sweeper folds them like the others. Only ever increasing, it reads the same
-- in a later snapshot exactly when no change has been committed in between, whichever transactions
-- were still open when the answer was read; and appended, no writer waits on another for it.
CREATE FUNCTION count_keyword_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_count_deltas (user_id, list, bucket, delta) SELECT DISTINCT user_id, 'keyword', '', 1 FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_count_deltas (user_id, list, bucket, delta) SELECT DISTINCT user_id, 'keyword', '', 1 FROM old_rows;
  ELSE
    INSERT INTO list_count_deltas (user_id, list, bucket, delta)
      SELECT user_id, 'keyword', '', 1 FROM old_rows UNION SELECT user_id, 'keyword', '', 1 FROM new_rows;
  END IF;
  RETURN NULL;
END $$;

-- A patient's name, phone, deletion and counts (migrations 019, 020: each order, visit and draft
-- written or removed updates its patient's row).
CREATE TRIGGER patients_keyword_ins AFTER INSERT ON patients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_keyword_change();
CREATE TRIGGER patients_keyword_upd AFTER UPDATE ON patients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_keyword_change();
CREATE TRIGGER patients_keyword_del AFTER DELETE ON patients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_keyword_change();

-- A draft found by its recipient's phone: written, saved again (its phone may change) or removed.
CREATE TRIGGER delivery_drafts_keyword_ins AFTER INSERT ON delivery_drafts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_keyword_change();
CREATE TRIGGER delivery_drafts_keyword_upd AFTER UPDATE ON delivery_drafts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_keyword_change();
CREATE TRIGGER delivery_drafts_keyword_del AFTER DELETE ON delivery_drafts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_keyword_change();
