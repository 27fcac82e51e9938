-- A section's document belongs to the entry it was uploaded for (a licence, a card, ...): at most 3 files an entry, and
-- they go with the entry. Rows written before carry no entry until the section is saved again (the CV never has one).
ALTER TABLE "documents" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "entry_id" text;--> statement-breakpoint
CREATE INDEX "documents_candidate_entry_idx" ON "documents" USING btree ("candidate_id","section","entry_id");--> statement-breakpoint
-- A candidate keeps several saved searches, each its own alert: no longer one subscription a candidate. A deleted one
-- stays (deleted_at) so the history of its alerts and their unsubscribe links keep working.
DROP INDEX IF EXISTS "job_subscriptions_candidate_idx";--> statement-breakpoint
CREATE INDEX "job_subscriptions_candidate_idx" ON "job_subscriptions" USING btree ("candidate_id");--> statement-breakpoint
ALTER TABLE "job_subscriptions" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_subscriptions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- One alert per saved search and period (was: per candidate and period).
DROP INDEX IF EXISTS "job_emails_candidate_period_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "job_emails_subscription_period_idx" ON "job_emails" USING btree ("subscription_id","period_key");
