-- Where the application stands, kept on its row (docs/performance.md "Candidate pages"): the wizard step, the
-- completeness and whether a CV is on file, so that the dashboard reads three columns instead of decrypting every
-- section. The rules are those of packages/shared/src/application/progress.ts (wizardStep, completenessPercent) over
-- SECTION_KEYS in their order; test/application-progress.test.ts checks that both give the same figures. Triggers keep
-- them in the same transaction as the write, whoever makes it: a section saved, changed or removed, a document added,
-- changed or removed, an offer recorded.
ALTER TABLE "applications" ADD COLUMN "step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "completeness" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "has_resume" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "application_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := ARRAY['personalInfo', 'education', 'medicalTraining', 'boardCert', 'lifeSupportCert', 'licenses',
    'LicenseandExams', 'workHistory', 'miltaryHistory', 'gapHistory', 'hospitalAffilation', 'profLiability',
    'actionsAndSanctions', 'healthStatus', 'profReferences', 'supplementalClaims', 'formW9', 'backgroundCheck'];
  -- Sections asked for only after an offer (OFFER_SECTIONS): not yet due before one, unless already done.
  offer_keys text[] := ARRAY['healthStatus'];
  present text[];
  done_count int := 0;
  due_count int := 0;
  first_missing int := NULL;
BEGIN
  SELECT coalesce(array_agg("section"), '{}') INTO present FROM "application_sections"
    WHERE "candidate_id" = NEW."candidate_id" AND "status" IN ('complete', 'notApplicable');
  FOR i IN 1 .. array_length(keys, 1) LOOP
    IF keys[i] = ANY (present) THEN
      done_count := done_count + 1;
      due_count := due_count + 1;
    ELSIF NEW."offer_recorded_at" IS NULL AND keys[i] = ANY (offer_keys) THEN
      CONTINUE;
    ELSE
      due_count := due_count + 1;
      IF first_missing IS NULL THEN first_missing := i - 1; END IF;
    END IF;
  END LOOP;
  NEW."has_resume" := EXISTS (SELECT 1 FROM "documents" WHERE "candidate_id" = NEW."candidate_id" AND "kind" = 'resume');
  NEW."step" := coalesce(first_missing, 0);
  NEW."completeness" := ((done_count + CASE WHEN NEW."has_resume" THEN 1 ELSE 0 END) * 100) / (due_count + 1);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_progress" BEFORE INSERT OR UPDATE ON "applications" FOR EACH ROW EXECUTE FUNCTION "application_progress"();--> statement-breakpoint
-- A section or a document changed: the application's row is worked out again (its BEFORE trigger above). An insert or
-- update makes the row if the candidate has none yet; a delete only updates one that is still there (when a candidate
-- is deleted, the cascade removes the row too).
CREATE FUNCTION "application_progress_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "applications" SET "step" = "step" WHERE "candidate_id" = OLD."candidate_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW."candidate_id" IS DISTINCT FROM OLD."candidate_id") THEN
    INSERT INTO "applications" ("candidate_id") VALUES (NEW."candidate_id")
      ON CONFLICT ("candidate_id") DO UPDATE SET "step" = "applications"."step";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_sections_progress" AFTER INSERT OR UPDATE OF "candidate_id", "section", "status" OR DELETE ON "application_sections" FOR EACH ROW EXECUTE FUNCTION "application_progress_touch"();--> statement-breakpoint
CREATE TRIGGER "documents_progress" AFTER INSERT OR UPDATE OF "candidate_id", "kind" OR DELETE ON "documents" FOR EACH ROW EXECUTE FUNCTION "application_progress_touch"();--> statement-breakpoint
-- Existing rows: every candidate with a section or a document gets a row, and every row is worked out.
INSERT INTO "applications" ("candidate_id")
  SELECT "candidate_id" FROM "application_sections" UNION SELECT "candidate_id" FROM "documents"
  ON CONFLICT ("candidate_id") DO NOTHING;--> statement-breakpoint
UPDATE "applications" SET "step" = "step";
