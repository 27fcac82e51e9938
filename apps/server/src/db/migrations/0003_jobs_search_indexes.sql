DROP INDEX "jobs_search_state_idx";--> statement-breakpoint
DROP INDEX "jobs_submodality_idx";--> statement-breakpoint
DROP INDEX "jobs_weekly_pay_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_specialty_idx" ON "jobs" USING btree ("org_id","submodality","state","modality","duration_weeks","weekly_pay","created_at","id") WHERE "jobs"."is_open" and "jobs"."is_complete";--> statement-breakpoint
CREATE INDEX "jobs_open_state_idx" ON "jobs" USING btree ("org_id","state","submodality","modality","duration_weeks","weekly_pay","created_at","id") WHERE "jobs"."is_open" and "jobs"."is_complete";--> statement-breakpoint
CREATE INDEX "jobs_open_pay_idx" ON "jobs" USING btree ("org_id","weekly_pay") WHERE "jobs"."is_open" and "jobs"."is_complete";