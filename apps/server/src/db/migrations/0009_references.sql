CREATE TABLE "candidate_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"salutation" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"contact_method" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"work_phone" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"reference_type" text NOT NULL,
	"reference_is_or_was_my" text NOT NULL,
	"work_together_from" text NOT NULL,
	"work_together_to" text NOT NULL,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"current_company_name" text DEFAULT '' NOT NULL,
	"specific_area_of_expertise" text DEFAULT '' NOT NULL,
	"current_job_title" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"link_version" integer DEFAULT 0 NOT NULL,
	"link_nonce" text,
	"token_hash" text,
	"link_expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"reminder3_sent_at" timestamp with time zone,
	"reminder7_sent_at" timestamp with time zone,
	"outcome" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by_name" text,
	"answered_by_title" text,
	"verified_email" text,
	"answer_method" text,
	"answered_ip" text,
	"answered_user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_references" ADD CONSTRAINT "candidate_references_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate_references" ADD CONSTRAINT "candidate_references_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "candidate_references_candidate_idx" ON "candidate_references" USING btree ("candidate_id");
--> statement-breakpoint
CREATE INDEX "candidate_references_token_idx" ON "candidate_references" USING btree ("token_hash");
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "references_rule" boolean DEFAULT true NOT NULL;
