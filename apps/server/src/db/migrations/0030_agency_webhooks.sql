-- Outgoing webhooks of the agency API (decision 036): an organisation's endpoints with their signing secrets, and the
-- log of every event's delivery to each of them (attempts, last status, next try).
CREATE TABLE "agency_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"candidate_id" uuid,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"response_excerpt" text,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_webhooks" ADD CONSTRAINT "agency_webhooks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_webhook_deliveries" ADD CONSTRAINT "agency_webhook_deliveries_webhook_id_agency_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."agency_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_webhook_deliveries" ADD CONSTRAINT "agency_webhook_deliveries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_webhook_deliveries" ADD CONSTRAINT "agency_webhook_deliveries_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_webhooks_org_idx" ON "agency_webhooks" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_webhook_deliveries_org_idx" ON "agency_webhook_deliveries" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_webhook_deliveries_webhook_idx" ON "agency_webhook_deliveries" USING btree ("webhook_id");--> statement-breakpoint
CREATE INDEX "agency_webhook_deliveries_candidate_idx" ON "agency_webhook_deliveries" USING btree ("candidate_id");
