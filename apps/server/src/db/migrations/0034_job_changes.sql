-- The jobs each catalogue version wrote (docs/performance.md "The open-jobs index", decision 051): an instance's
-- in-memory index of the open jobs is caught up from the rows of these jobs instead of a full read of the table. Every
-- statement that writes `jobs` records, in its own transaction, the ids of the rows it inserted, updated (both sides)
-- or deleted under the catalogue version it has just bumped (the trigger of 0005_cache_versions: these triggers' names
-- sort after it, so the version read here is the statement's own). A statement of more than 20,000 jobs (more than an
-- index catches up at once), and a TRUNCATE, record one row without a job (job_id null: "rebuild"). Versions are bumped one transaction at a time (the
-- row lock of cache_versions), so a snapshot that sees version v sees every row recorded up to v and none after.
-- Changes older than the last 10,000 versions are dropped as new ones are recorded (an index older than that is
-- rebuilt).
CREATE TABLE "job_changes" (
	"version" bigint NOT NULL,
	"job_id" uuid
);--> statement-breakpoint
CREATE INDEX "job_changes_version_idx" ON "job_changes" ("version");--> statement-breakpoint
CREATE FUNCTION "record_job_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current bigint;
  many boolean;
BEGIN
  SELECT "version" INTO current FROM "cache_versions" WHERE "kind" = 'catalogue';
  IF TG_OP = 'TRUNCATE' THEN
    many := true;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*) > 20000 INTO many FROM (SELECT 1 FROM old_rows LIMIT 20001) t;
  ELSE
    SELECT count(*) > 20000 INTO many FROM (SELECT 1 FROM new_rows LIMIT 20001) t;
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
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_changes_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_job_changes"();--> statement-breakpoint
CREATE TRIGGER "jobs_changes_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_job_changes"();--> statement-breakpoint
CREATE TRIGGER "jobs_changes_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_job_changes"();--> statement-breakpoint
CREATE TRIGGER "jobs_changes_truncate" AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "record_job_changes"();--> statement-breakpoint
-- What was written before this migration is not recorded: an index built before it is rebuilt once.
INSERT INTO "job_changes" ("version", "job_id") SELECT "version", NULL FROM "cache_versions" WHERE "kind" = 'catalogue';
