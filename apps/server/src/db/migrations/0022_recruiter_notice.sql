-- The chosen recruiter is told at most once an hour per candidate: when the last notice went out, and to whom. Rows
-- chosen before this were told when they were chosen.
ALTER TABLE "candidate_recruiters" ADD COLUMN "notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_recruiters" ADD COLUMN "noticed_recruiter_id" uuid;--> statement-breakpoint
ALTER TABLE "candidate_recruiters" ADD CONSTRAINT "candidate_recruiters_noticed_recruiter_id_recruiters_id_fk" FOREIGN KEY ("noticed_recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "candidate_recruiters" SET "notice_at" = "chosen_at", "noticed_recruiter_id" = "recruiter_id";
