-- The dashboard's cache version (docs/performance.md "Candidate pages"): what GET /api/candidate/dash reads is kept in
-- memory per candidate under the kind "dashboard", and every write to what it reads bumps that kind in the same
-- transaction (the function of 0005_cache_versions), whoever makes it. Kinds are always bumped in the order catalogue,
-- orgs, sessions, dashboard (trigger names sort that way on a table), so two transactions never wait on each other in
-- a cycle. Column lists and conditions leave out writes the dashboard does not read (a job's pay, a checklist draft's
-- answers); a section or document write reaches the dashboard through the application row it updates (0015).
INSERT INTO "cache_versions" ("kind") VALUES ('dashboard') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "applications_bump_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "candidates_bump_dashboard" AFTER UPDATE OF "first_name" ON "candidates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "job_submissions_bump_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_submissions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "jobs_bump_dashboard" AFTER UPDATE OF "position_name", "facility_name", "city", "state", "org_id" OR DELETE OR TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "expiry_reminders_bump_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "expiry_reminders" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "candidate_recruiters_bump_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "candidate_recruiters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "recruiters_bump_dashboard" AFTER UPDATE OR DELETE OR TRUNCATE ON "recruiters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "candidate_references_bump_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "candidate_references" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "organizations_bump_dashboard" AFTER UPDATE OF "references_rule" OR DELETE OR TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "candidate_checklists_insert_bump_dashboard" AFTER INSERT ON "candidate_checklists" FOR EACH ROW WHEN (NEW."status" = 'completed') EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "candidate_checklists_update_bump_dashboard" AFTER UPDATE ON "candidate_checklists" FOR EACH ROW WHEN (OLD."status" = 'completed' OR NEW."status" = 'completed') EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "candidate_checklists_delete_bump_dashboard" AFTER DELETE ON "candidate_checklists" FOR EACH ROW WHEN (OLD."status" = 'completed') EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "candidate_checklists_truncate_bump_dashboard" AFTER TRUNCATE ON "candidate_checklists" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "skill_checklists_bump_dashboard" AFTER UPDATE OF "name" OR DELETE OR TRUNCATE ON "skill_checklists" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');--> statement-breakpoint
CREATE TRIGGER "job_emails_bump_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_emails" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('dashboard');
