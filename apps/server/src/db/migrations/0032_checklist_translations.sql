-- A skills checklist carries its name, role, description, category titles and item texts in German and Spanish beside
-- English (decision 043): per language, the categories and items by their ids. English stays the text of record (the
-- sections column) and the content hash; adding or changing translations adds no version. `{}`: English only.
ALTER TABLE "skill_checklists" ADD COLUMN IF NOT EXISTS "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
