-- A reminder row of a credential the application no longer lists (removed, or its date changed after a reminder went
-- out) is kept, so that reminder is not sent twice, but leaves the expiring list.
ALTER TABLE "expiry_reminders" ADD COLUMN "current" boolean DEFAULT true NOT NULL;
