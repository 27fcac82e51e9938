CREATE TABLE "skill_checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid REFERENCES "organizations"("id") ON DELETE CASCADE,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"role" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "skill_checklists_scope_slug_version_idx" ON "skill_checklists" USING btree (coalesce("org_id"::text, '*'),"slug","version");
--> statement-breakpoint
CREATE TABLE "candidate_checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL REFERENCES "candidates"("id") ON DELETE CASCADE,
	"org_id" uuid NOT NULL,
	"checklist_id" uuid NOT NULL REFERENCES "skill_checklists"("id"),
	"slug" text NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"age_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature" text,
	"signed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_checklists_one_draft_idx" ON "candidate_checklists" USING btree ("candidate_id","slug") WHERE "status" = 'draft';
--> statement-breakpoint
CREATE INDEX "candidate_checklists_completed_idx" ON "candidate_checklists" USING btree ("candidate_id","completed_at") WHERE "status" = 'completed';
--> statement-breakpoint
CREATE TABLE "skill_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid REFERENCES "organizations"("id") ON DELETE CASCADE,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"pass_mark" integer NOT NULL,
	"max_attempts" integer DEFAULT 2 NOT NULL,
	"valid_days" integer DEFAULT 365 NOT NULL,
	"questions" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "skill_tests_scope_slug_version_idx" ON "skill_tests" USING btree (coalesce("org_id"::text, '*'),"slug","version");
--> statement-breakpoint
CREATE TABLE "skill_test_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL REFERENCES "candidates"("id") ON DELETE CASCADE,
	"org_id" uuid NOT NULL,
	"test_id" uuid NOT NULL REFERENCES "skill_tests"("id"),
	"slug" text NOT NULL,
	"attempt_no" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"timed_out" boolean DEFAULT false NOT NULL,
	"score" integer,
	"passed" boolean,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "skill_test_attempts_no_idx" ON "skill_test_attempts" USING btree ("candidate_id","slug","attempt_no");
--> statement-breakpoint
CREATE TABLE "quick_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"data" jsonb NOT NULL,
	"draft_hash" text NOT NULL,
	"checklist_id" uuid REFERENCES "skill_checklists"("id"),
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"age_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature" text,
	"signed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"link_hash" text,
	"link_expires_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"candidate_id" uuid REFERENCES "candidates"("id") ON DELETE CASCADE,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quick_applications_draft_idx" ON "quick_applications" USING btree ("draft_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "quick_applications_link_idx" ON "quick_applications" USING btree ("link_hash");
--> statement-breakpoint
CREATE INDEX "quick_applications_candidate_idx" ON "quick_applications" USING btree ("candidate_id");
