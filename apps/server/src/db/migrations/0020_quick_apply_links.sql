-- Quick apply's e-mailed link is a one-time token of auth_tokens (purpose quick_apply: a sign-in link's lifetime,
-- single use, spent with the account's other tokens), sent only to an address without an account; an account's owner
-- reviews what was sent after signing in. The quick application's own 7-day link goes, and every link it gave out
-- with it. A pending quick application is found by its organisation and address; an account's tokens by the same pair
-- (links sent before the account existed carry no account id).
DROP INDEX IF EXISTS "quick_applications_link_idx";--> statement-breakpoint
ALTER TABLE "quick_applications" DROP COLUMN IF EXISTS "link_hash";--> statement-breakpoint
ALTER TABLE "quick_applications" DROP COLUMN IF EXISTS "link_expires_at";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quick_applications_org_email_idx" ON "quick_applications" USING btree ("org_id","email");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auth_tokens_org_email_idx" ON "auth_tokens" USING btree ("org_id","email");
