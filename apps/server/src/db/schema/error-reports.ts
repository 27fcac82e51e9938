import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Render errors reported by the web client's error boundary (spec §4). */
export const errorReports = pgTable('error_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  portalName: text('portal_name').notNull(),
  errorDetails: text('error_details').notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
