-- A write of up to 100,000 jobs in one statement records each job's id (0034 recorded ids up to 20,000 and one row
-- without a job above that): an instance's index of the open jobs catches such a write up from the rows of its jobs
-- and answers at once, then rebuilds in the background (decision 053), where it used to leave the searches of a large
-- catalogue to the database until a full rebuild ended (about a second each at a million jobs). Above 100,000, and for a
-- TRUNCATE, one row without a job is still recorded ("rebuild"). The function is otherwise 0034's.
CREATE OR REPLACE FUNCTION "record_job_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current bigint;
  many boolean;
BEGIN
  SELECT "version" INTO current FROM "cache_versions" WHERE "kind" = 'catalogue';
  IF TG_OP = 'TRUNCATE' THEN
    many := true;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*) > 100000 INTO many FROM (SELECT 1 FROM old_rows LIMIT 100001) t;
  ELSE
    SELECT count(*) > 100000 INTO many FROM (SELECT 1 FROM new_rows LIMIT 100001) t;
  END IF;
  IF many THEN
    INSERT INTO "job_changes" ("version", "job_id") VALUES (current, NULL);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "job_changes" ("version", "job_id") SELECT current, "id" FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "job_changes" ("version", "job_id") SELECT DISTINCT current, t.id FROM (SELECT "id" FROM old_rows UNION SELECT "id" FROM new_rows) t;
  ELSE
    INSERT INTO "job_changes" ("version", "job_id") SELECT current, "id" FROM old_rows;
  END IF;
  DELETE FROM "job_changes" WHERE "version" <= current - 10000;
  RETURN NULL;
END
$$;
