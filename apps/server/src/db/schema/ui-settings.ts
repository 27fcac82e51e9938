import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TUiSettings } from '@portal/shared/schemas/ui-settings';
import { candidates } from './candidates';
import { organizations } from './organizations';

/**
 * A candidate's UI settings (spec §3) and when the guide was first shown (spec §4: shown once after the first
 * sign-in). One row per candidate, made on the first save.
 */
export const uiSettings = pgTable('ui_settings', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  orgId: uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** Null until the candidate changes a setting: the device's own settings apply until then. */
  settings: jsonb('settings').$type<TUiSettings>(),
  guideSeenAt: timestamp('guide_seen_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
