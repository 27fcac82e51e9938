-- References are entered once (decision 031). The References feature's table is the one list of referees: the
-- application's references section (profReferences) shows it and is worked out from it, and the agency can record an
-- answer taken by phone (who recorded it, when).
--
-- 1. Where a referee was first entered, and the agency's record of a phone answer.
ALTER TABLE "candidate_references" ADD COLUMN "origin" text DEFAULT 'references' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_references" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "candidate_references" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
-- 2. Referees typed into the application's section before it shared the list move into the table as drafts: no
-- request is sent on the candidate's behalf (they typed the referee for a form, not as a request to e-mail them); the
-- candidate checks the details in References and sends it. The section's own copy is removed, so each referee's
-- contact details are kept in one place. Their fields map onto the request's: the name splits at its first space,
-- the relationship gives the reference type, the phone takes the request's form (123)123-1234, MM/YYYY becomes YYYY-MM;
-- what the section did not ask (salutation, country, city, state) stays empty for the candidate to fill in.
INSERT INTO "candidate_references" ("candidate_id", "org_id", "salutation", "first_name", "last_name", "contact_method", "email",
    "country", "city", "state", "phone", "reference_type", "reference_is_or_was_my", "work_together_from", "work_together_to",
    "job_title", "company_name", "status", "origin", "link_version", "created_at", "updated_at")
  SELECT s."candidate_id", c."org_id", '',
    left(coalesce(substring(btrim(e->>'name') from '^\S+'), ''), 30),
    left(btrim(regexp_replace(btrim(coalesce(e->>'name', '')), '^\S+', '')), 30),
    CASE WHEN btrim(coalesce(e->>'email', '')) <> '' THEN 'email' ELSE 'phone' END,
    left(lower(btrim(coalesce(e->>'email', ''))), 254),
    '', '', '',
    CASE WHEN length(regexp_replace(coalesce(e->>'phone', ''), '\D', '', 'g')) = 10 THEN
      '(' || substr(regexp_replace(e->>'phone', '\D', '', 'g'), 1, 3) || ')' || substr(regexp_replace(e->>'phone', '\D', '', 'g'), 4, 3)
        || '-' || substr(regexp_replace(e->>'phone', '\D', '', 'g'), 7, 4)
      ELSE '' END,
    CASE e->>'relationship' WHEN 'Manager' THEN 'Manager' WHEN 'Supervisor' THEN 'Supervisor' WHEN 'Charge nurse' THEN 'Charge Nurse'
      WHEN 'Colleague' THEN 'Coworker' ELSE '' END,
    CASE e->>'relationship' WHEN 'Manager' THEN 'Nurse manager' WHEN 'Supervisor' THEN 'Direct supervisor' WHEN 'Charge nurse' THEN 'Charge nurse'
      WHEN 'Colleague' THEN 'Coworker' ELSE '' END,
    CASE WHEN coalesce(e->>'from', '') ~ '^\d{2}/\d{4}$' THEN substr(e->>'from', 4, 4) || '-' || substr(e->>'from', 1, 2) ELSE '' END,
    CASE WHEN coalesce(e->>'to', '') ~ '^\d{2}/\d{4}$' THEN substr(e->>'to', 4, 4) || '-' || substr(e->>'to', 1, 2) ELSE '' END,
    left(btrim(coalesce(e->>'title', '')), 20),
    left(btrim(coalesce(e->>'company', '')), 50),
    'draft', 'application', 0, s."created_at", now()
  FROM "application_sections" s
  JOIN "candidates" c ON c."id" = s."candidate_id"
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(s."data") = 'array' THEN s."data" ELSE '[]'::jsonb END) e
  WHERE s."section" = 'profReferences' AND jsonb_typeof(e) = 'object'
    AND (btrim(coalesce(e->>'name', '')) <> '' OR btrim(coalesce(e->>'email', '')) <> '' OR btrim(coalesce(e->>'phone', '')) <> '');--> statement-breakpoint
DELETE FROM "application_sections" WHERE "section" = 'profReferences';--> statement-breakpoint
-- 3. The application's kept progress (0015) reads the references section from the list, by the rule of
-- packages/shared/src/domain/references-rule.ts (referencesSectionDone): at least 2 referees asked (a request out or a
-- reference given), one of them a Manager. A row of the section itself no longer counts.
CREATE OR REPLACE FUNCTION "application_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := ARRAY['personalInfo', 'education', 'medicalTraining', 'boardCert', 'lifeSupportCert', 'licenses',
    'LicenseandExams', 'workHistory', 'miltaryHistory', 'gapHistory', 'hospitalAffilation', 'profLiability',
    'actionsAndSanctions', 'healthStatus', 'profReferences', 'supplementalClaims', 'formW9', 'backgroundCheck'];
  -- Sections asked for only after an offer (OFFER_SECTIONS): not yet due before one, unless already done.
  offer_keys text[] := ARRAY['healthStatus'];
  present text[];
  references_done boolean;
  done_count int := 0;
  due_count int := 0;
  first_missing int := NULL;
BEGIN
  SELECT coalesce(array_agg("section"), '{}') INTO present FROM "application_sections"
    WHERE "candidate_id" = NEW."candidate_id" AND "status" IN ('complete', 'notApplicable') AND "section" <> 'profReferences';
  SELECT count(*) >= 2 AND coalesce(bool_or("reference_type" = 'Manager'), false) INTO references_done FROM "candidate_references"
    WHERE "candidate_id" = NEW."candidate_id" AND "status" IN ('requested', 'opened', 'completed');
  IF references_done THEN present := present || 'profReferences'::text; END IF;
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
CREATE TRIGGER "candidate_references_progress" AFTER INSERT OR UPDATE OF "candidate_id", "status", "reference_type" OR DELETE ON "candidate_references" FOR EACH ROW EXECUTE FUNCTION "application_progress_touch"();--> statement-breakpoint
UPDATE "applications" SET "step" = "step";
