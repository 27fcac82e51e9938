-- Versions of what the server keeps in memory (docs/performance.md): every write to a table below bumps its kind in
-- the same transaction, so an instance that reads a version after a write was acknowledged sees the new one. The
-- notification (delivered at commit) lets the embedded database's one process follow the versions without reading.
CREATE TABLE "cache_versions" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "cache_versions" ("kind") VALUES ('catalogue'), ('orgs'), ('sessions');--> statement-breakpoint
CREATE FUNCTION "bump_cache_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Kinds in a fixed order (catalogue, orgs, sessions) so that two transactions never wait on each other in a cycle.
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "kind" = ANY (TG_ARGV::text[]);
  PERFORM pg_notify('cache_versions', array_to_string(TG_ARGV::text[], ','));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('catalogue');--> statement-breakpoint
CREATE TRIGGER "compact_states_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "compact_states" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('catalogue');--> statement-breakpoint
CREATE TRIGGER "submodalities_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "submodalities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('catalogue');--> statement-breakpoint
CREATE TRIGGER "organizations_bump_orgs" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('orgs', 'sessions');--> statement-breakpoint
CREATE TRIGGER "partner_boards_bump_orgs" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_boards" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('orgs');--> statement-breakpoint
CREATE TRIGGER "sessions_bump_sessions" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('sessions');--> statement-breakpoint
CREATE TRIGGER "candidates_bump_sessions" AFTER UPDATE OF "email", "org_id" OR DELETE OR TRUNCATE ON "candidates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_versions"('sessions');
