ALTER TABLE "organizations" ADD COLUMN "postal_address" text;
--> statement-breakpoint
CREATE TABLE "job_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL REFERENCES "candidates"("id") ON DELETE cascade,
	"org_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"compact_state" boolean DEFAULT false NOT NULL,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shift" text DEFAULT 'any' NOT NULL,
	"min_weekly_pay" integer,
	"duration_min" integer,
	"duration_max" integer,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_subscriptions_candidate_idx" ON "job_subscriptions" ("candidate_id");
--> statement-breakpoint
CREATE INDEX "job_subscriptions_org_idx" ON "job_subscriptions" ("org_id") WHERE "active";
--> statement-breakpoint
CREATE TABLE "public_job_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"compact_state" boolean DEFAULT false NOT NULL,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shift" text DEFAULT 'any' NOT NULL,
	"min_weekly_pay" integer,
	"duration_min" integer,
	"duration_max" integer,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"pending" jsonb,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_period" text,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "public_job_subscriptions_org_email_idx" ON "public_job_subscriptions" ("org_id", "email");
--> statement-breakpoint
CREATE TABLE "job_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL REFERENCES "candidates"("id") ON DELETE cascade,
	"org_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"subscription_id" uuid NOT NULL REFERENCES "job_subscriptions"("id") ON DELETE cascade,
	"period_key" text NOT NULL,
	"subject" text NOT NULL,
	"jobs" jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"unsubscribe_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_emails_candidate_period_idx" ON "job_emails" ("candidate_id", "period_key");
--> statement-breakpoint
CREATE INDEX "job_emails_candidate_created_idx" ON "job_emails" ("candidate_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "jobs_updated_idx" ON "jobs" ("org_id", "updated_at") WHERE "is_open" AND "is_complete";
