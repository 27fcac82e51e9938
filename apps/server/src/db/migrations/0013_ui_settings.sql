CREATE TABLE "ui_settings" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"settings" jsonb,
	"guide_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ui_settings" ADD CONSTRAINT "ui_settings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ui_settings" ADD CONSTRAINT "ui_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
