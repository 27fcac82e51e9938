-- Versions per candidate of what the server keeps of each candidate's own pages (docs/performance.md "Candidate
-- pages", decision 046): the references list, the skills checklists and the job e-mail history. A candidate's
-- checklist draft is saved every few seconds while they answer: a counter shared by every candidate would drop every
-- kept answer at each such save, so each write bumps only the counters of the candidates whose rows it changed, in its
-- own transaction (whoever makes it: the API, the portal command, psql), and notifies their ids. A write of more than
-- 100 candidates at once, a TRUNCATE, and a change to the checklists themselves (names, items) bump the shared kind
-- "pages" instead. Lock order: these triggers' names sort after every other trigger of their table, so a statement
-- bumps the shared kinds first (catalogue, orgs, sessions, dashboard, pages) and the candidates' counters last, in the
-- order of their ids; no two statements wait on each other in a cycle.
CREATE TABLE "candidate_versions" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "cache_versions" ("kind") VALUES ('pages') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_candidate_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  -- The candidates of the rows the statement changed (both sides of an update), in one order.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "candidate_id" ORDER BY "candidate_id") INTO changed FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT t.id ORDER BY t.id) INTO changed
      FROM (SELECT "candidate_id" AS id FROM old_rows UNION ALL SELECT "candidate_id" FROM new_rows) t;
  ELSE
    SELECT array_agg(DISTINCT "candidate_id" ORDER BY "candidate_id") INTO changed FROM old_rows;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(changed) > 100 THEN
    UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "kind" = 'pages';
    PERFORM pg_notify('cache_versions', 'pages');
    RETURN NULL;
  END IF;
  INSERT INTO "candidate_versions" AS v ("candidate_id", "version")
    SELECT id, 1 FROM unnest(changed) AS id ORDER BY id
    ON CONFLICT ("candidate_id") DO UPDATE SET "version" = v."version" + 1;
  PERFORM pg_notify('candidate_versions', array_to_string(changed, ','));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidate_references_versions_insert" AFTER INSERT ON "candidate_references" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_candidate_versions"();--> statement-breakpoint
CREATE TRIGGER "candidate_references_versions_update" AFTER UPDATE ON "candidate_references" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_candidate_versions"();--> statement-breakpoint
CREATE TRIGGER "candidate_references_versions_delete" AFTER DELETE ON "candidate_references" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_candidate_versions"();--> statement-breakpoint
CREATE TRIGGER "candidate_references_versions_truncate" AFTER TRUNCATE ON "candidate_references" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('pages');--> statement-breakpoint
CREATE TRIGGER "candidate_checklists_versions_insert" AFTER INSERT ON "candidate_checklists" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_candidate_versions"();--> statement-breakpoint
CREATE TRIGGER "candidate_checklists_versions_update" AFTER UPDATE ON "candidate_checklists" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_candidate_versions"();--> statement-breakpoint
CREATE TRIGGER "candidate_checklists_versions_delete" AFTER DELETE ON "candidate_checklists" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_candidate_versions"();--> statement-breakpoint
CREATE TRIGGER "candidate_checklists_versions_truncate" AFTER TRUNCATE ON "candidate_checklists" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('pages');--> statement-breakpoint
CREATE TRIGGER "job_emails_versions_insert" AFTER INSERT ON "job_emails" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_candidate_versions"();--> statement-breakpoint
CREATE TRIGGER "job_emails_versions_update" AFTER UPDATE ON "job_emails" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_candidate_versions"();--> statement-breakpoint
CREATE TRIGGER "job_emails_versions_delete" AFTER DELETE ON "job_emails" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_candidate_versions"();--> statement-breakpoint
CREATE TRIGGER "job_emails_versions_truncate" AFTER TRUNCATE ON "job_emails" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('pages');--> statement-breakpoint
CREATE TRIGGER "skill_checklists_versions" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "skill_checklists" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('pages');
