-- The language each reader of the portal's e-mails reads in (decision 042): a candidate's (set at sign-up, quick apply,
-- every sign-in and whenever the web client's language changes), a quick application's and a public job-alert
-- subscriber's (the language of their requests), and a reference request's (the candidate's when it was sent, for the
-- referee). Only en, de and es; every existing row is English, as every e-mail was until now.
ALTER TABLE "candidates" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_language_check" CHECK ("language" IN ('en', 'de', 'es'));--> statement-breakpoint
ALTER TABLE "quick_applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quick_applications" ADD CONSTRAINT "quick_applications_language_check" CHECK ("language" IN ('en', 'de', 'es'));--> statement-breakpoint
ALTER TABLE "public_job_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "public_job_subscriptions" ADD CONSTRAINT "public_job_subscriptions_language_check" CHECK ("language" IN ('en', 'de', 'es'));--> statement-breakpoint
ALTER TABLE "candidate_references" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_references" ADD CONSTRAINT "candidate_references_language_check" CHECK ("language" IN ('en', 'de', 'es'));
