CREATE TABLE "compact_states" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"as_of" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_likes" (
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_likes_candidate_id_job_id_pk" PRIMARY KEY("candidate_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"public_notes" text,
	"modality" text NOT NULL,
	"submodality" text NOT NULL,
	"shift" text NOT NULL,
	"vms_name" text,
	"position_name" text NOT NULL,
	"number_of_positions" integer DEFAULT 1 NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"duration_weeks" integer NOT NULL,
	"weekly_hours" numeric(5, 1) NOT NULL,
	"facility_name" text NOT NULL,
	"completion_bonus_pay" numeric(12, 2),
	"starting_bonus_pay" numeric(12, 2),
	"gap_rate" numeric(12, 2),
	"overtime_base" numeric(12, 2),
	"ot_pay_rate" numeric(12, 2),
	"weekly_pay" numeric(12, 2) NOT NULL,
	"weekly_stipends" numeric(12, 2),
	"estimated_start_date" date,
	"is_open" boolean DEFAULT true NOT NULL,
	"is_complete" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modalities" (
	"name" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submodalities" (
	"value" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"modality" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_likes" ADD CONSTRAINT "job_likes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_likes" ADD CONSTRAINT "job_likes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_submissions" ADD CONSTRAINT "job_submissions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_submissions" ADD CONSTRAINT "job_submissions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submodalities" ADD CONSTRAINT "submodalities_modality_modalities_name_fk" FOREIGN KEY ("modality") REFERENCES "public"."modalities"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "job_likes_job_idx" ON "job_likes" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_submissions_candidate_job_idx" ON "job_submissions" USING btree ("candidate_id","job_id");--> statement-breakpoint
CREATE INDEX "job_submissions_candidate_created_idx" ON "job_submissions" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_submissions_job_idx" ON "job_submissions" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_org_external_idx" ON "jobs" USING btree ("org_id","external_id");--> statement-breakpoint
CREATE INDEX "jobs_search_state_idx" ON "jobs" USING btree ("org_id","is_open","is_complete","state");--> statement-breakpoint
CREATE INDEX "jobs_submodality_idx" ON "jobs" USING btree ("org_id","submodality");--> statement-breakpoint
CREATE INDEX "jobs_weekly_pay_idx" ON "jobs" USING btree ("org_id","weekly_pay");--> statement-breakpoint
CREATE INDEX "jobs_newest_idx" ON "jobs" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."is_open" and "jobs"."is_complete";--> statement-breakpoint
CREATE INDEX "submodalities_modality_idx" ON "submodalities" USING btree ("modality");