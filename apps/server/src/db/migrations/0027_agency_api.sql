-- The agency API (decision 033): organisation keys, stored as SHA-256 hashes, and the log of what the keys read of a
-- candidate's sensitive answers, documents and PDFs (shown to the candidate on My Account).
CREATE TABLE "agency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agency_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"key_id" uuid,
	"candidate_id" uuid NOT NULL,
	"what" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_keys" ADD CONSTRAINT "agency_keys_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_reads" ADD CONSTRAINT "agency_reads_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_reads" ADD CONSTRAINT "agency_reads_key_id_agency_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."agency_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_reads" ADD CONSTRAINT "agency_reads_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_keys_hash_idx" ON "agency_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "agency_keys_org_idx" ON "agency_keys" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_reads_candidate_idx" ON "agency_reads" USING btree ("candidate_id","created_at");
