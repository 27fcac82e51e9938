-- A skills test may draw a subset of its questions for each attempt (draw_count; null: every question) and carries its
-- name and description in German and Spanish beside English (the questions carry theirs in their JSON). An attempt
-- keeps what it drew: the questions in the order shown and each question's options in the order shown. Answers are
-- graded against that set only. Attempts started before this have none: every question in the test's own order.
ALTER TABLE "skill_tests" ADD COLUMN "draw_count" integer;--> statement-breakpoint
ALTER TABLE "skill_tests" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_test_attempts" ADD COLUMN "drawn" jsonb;
