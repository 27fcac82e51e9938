-- The job e-mail history lists each alert's number of jobs and its first three titles (JOBS_NAMED in
-- packages/shared/src/schemas/job-emails.ts), never the jobs' snapshot. Read from the snapshot, every list read
-- decompressed each alert's jsonb (about 1.4 KB stored, 2 KB as text, for the demo's alerts) to take them: about
-- half of the statement's time. Kept beside it as generated columns, they are written with the alert and never
-- differ from it; the snapshot is read only by an alert's detail. A change of JOBS_NAMED needs a migration that
-- changes "job_names" (test/job-emails-list-columns.test.ts checks they agree).
ALTER TABLE "job_emails" ADD COLUMN "job_count" integer GENERATED ALWAYS AS (jsonb_array_length("jobs")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_emails" ADD COLUMN "job_names" text GENERATED ALWAYS AS ((jsonb_path_query_array("jobs", '$[0 to 2].Position_Name'))::text) STORED NOT NULL;
