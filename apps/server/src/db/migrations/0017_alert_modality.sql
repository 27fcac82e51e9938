-- A job alert keeps the open-jobs search's modality (Nursing, Allied, ...) and matches with it; empty is any.
ALTER TABLE "job_subscriptions" ADD COLUMN "modality" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "public_job_subscriptions" ADD COLUMN "modality" text DEFAULT '' NOT NULL;
