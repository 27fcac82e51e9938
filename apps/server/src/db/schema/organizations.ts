import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Organisation code: the part of the prefix before the first hyphen (spec §3). */
  code: text('code').notNull().unique(),
  prefix: text('prefix').notNull(),
  name: text('name').notNull(),
  logo: text('logo'),
  favicon: text('favicon'),
  supportEmail: text('support_email').notNull(),
  supportPhone: text('support_phone').notNull(),
  /** The physical postal address printed in every job alert (CAN-SPAM, domain.md §5); `portal org:set-address`. */
  postalAddress: text('postal_address'),
  /** The agency's own portal; exactly one organisation is the default. */
  isDefault: boolean('is_default').notNull().default(false),
  /** spec §1 references rule (2 completed, one from a Manager) gates job submissions; `portal references:rule` turns it off. */
  referencesRule: boolean('references_rule').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** White-label job boards of partner organisations (spec §2), addressed by path slug. */
export const partnerBoards = pgTable(
  'partner_boards',
  {
    slug: text('slug').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [index('partner_boards_org_idx').on(t.orgId)],
);
