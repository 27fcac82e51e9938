-- The background check's 7-year address history became a list of addresses that must cover the past 7 years. A section
-- saved complete with the earlier free-text history (kept as it is, readable in its own field, decision 035) and no list
-- yet is complete no more: it is a draft until the candidate enters the addresses.
UPDATE "application_sections" SET "status" = 'draft'
WHERE "section" = 'backgroundCheck' AND "status" = 'complete' AND "data"->'addressHistory' IS NOT NULL AND "data"->'addresses' IS NULL;
