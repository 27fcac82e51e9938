// Licence and certification expiry (domain.md §1 licenses, boardCert, lifeSupportCert): an "expiring soon" list (what
// expires within 90 days and what has expired, packages/shared/src/application/expiry.ts), e-mail reminders 60, 30 and
// 7 days before (those still ahead when the date is saved) and a notice once expired (the day after, or at once when
// saved already expired), through the product's one durable queue (app.queue). Each is a row of expiry_reminders; its
// task is keyed by the row, and the row's sent_at is set before sending, so it goes out once.
import type { SectionKey } from '@portal/shared/application/contract';
import { expiryState, REMINDER_DAYS } from '@portal/shared/application/expiry';
import { EXPIRY_SECTIONS } from '@portal/shared/application/sections';
import { parseFullDate } from '@portal/shared/application/validate';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { candidates, expiryReminders, organizations } from '../../db/schema/index';
import { agencyEvent } from '../../lib/agency-events';
import type { Language } from '../../lib/language';
import { renderMail } from '../../mail/layout';
import { CREDENTIAL, mailWords, wordsOf } from '../../mail/texts';
import { withBoard } from '../orgs/repository';

/** days_before of the notice once expired: the day after the expiry date. */
export const EXPIRED_NOTICE = -1;
export const REMINDER_TASK = 'application.expiry-reminder';
/** Reminders go out at 14:00 UTC (morning in the continental US). */
const SEND_HOUR_UTC = 14;
const DAY_MS = 86_400_000;

type Entry = Record<string, unknown>;
export type Expiring = { section: SectionKey; label: string; expiresOn: string };

const s = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** What expires in a section's data, labelled as the candidate would say it. */
export function expiringItems(key: SectionKey, data: unknown): Expiring[] {
  if (!(EXPIRY_SECTIONS as readonly string[]).includes(key) || !Array.isArray(data)) return [];
  const out: Expiring[] = [];
  for (const entry of data as Entry[]) {
    if (!entry || typeof entry !== 'object') continue;
    const date = parseFullDate(s(entry.expiryDate));
    if (!date) continue;
    const label =
      key === 'licenses'
        ? [s(entry.type), 'licence', s(entry.state), s(entry.number)].filter(Boolean).join(' ')
        : key === 'boardCert'
          ? `${s(entry.name) === 'Other' ? s(entry.otherName) || 'Other' : s(entry.name)} certification`
          : `${s(entry.type)} card`;
    out.push({ section: key, label: label.slice(0, 200), expiresOn: date.toISOString().slice(0, 10) });
  }
  return out;
}

/**
 * A reminder's credential in `language`: its label (expiringItems' English words) read back into its parts and named
 * with the language's words (mail/texts.ts CREDENTIAL); a label that does not read back is kept as it is.
 */
export function credentialIn(language: Language, section: string, label: string): string {
  const words = label.split(' ');
  const at = words.indexOf('licence');
  const parts =
    section === 'licenses' && at >= 0
      ? { kind: 'licence' as const, name: words.slice(0, at).join(' '), rest: words.slice(at + 1).join(' ') }
      : section === 'boardCert' && label.endsWith(' certification')
        ? { kind: 'certification' as const, name: label.slice(0, -' certification'.length), rest: '' }
        : section === 'lifeSupportCert' && label.endsWith(' card')
          ? { kind: 'card' as const, name: label.slice(0, -' card'.length), rest: '' }
          : null;
  return parts ? wordsOf(CREDENTIAL, language, parts) : label;
}

/** Replaces the pending reminders of a section with those its saved data calls for, and queues the new ones. */
export async function syncExpiryReminders(app: FastifyInstance, candidateId: string, key: SectionKey, data: unknown, now = new Date()) {
  if (!(EXPIRY_SECTIONS as readonly string[]).includes(key)) return;
  const wanted = expiringItems(key, data).flatMap((item) =>
    [...REMINDER_DAYS, EXPIRED_NOTICE].map((days) => ({
      ...item,
      daysBefore: days,
      runAt: new Date(Date.parse(`${item.expiresOn}T00:00:00Z`) + SEND_HOUR_UTC * 3_600_000 - days * DAY_MS),
    })),
  );
  const wantedKeys = new Set(wanted.map((w) => `${w.label}|${w.expiresOn}|${w.daysBefore}`));
  const rows = await app.db
    .select()
    .from(expiryReminders)
    .where(and(eq(expiryReminders.candidateId, candidateId), eq(expiryReminders.section, key)));
  for (const row of rows) {
    const isWanted = wantedKeys.has(`${row.label}|${row.expiresOn}|${row.daysBefore}`);
    if (!isWanted && !row.sentAt) {
      await app.db.delete(expiryReminders).where(eq(expiryReminders.id, row.id));
      await app.queue.cancel(`${REMINDER_TASK}:${row.id}`);
    } else if (isWanted !== row.current) {
      // A reminder already sent is kept (it is not sent again) and follows whether the credential is still listed.
      await app.db.update(expiryReminders).set({ current: isWanted }).where(eq(expiryReminders.id, row.id));
    }
  }
  for (const w of wanted) {
    // A reminder whose day has passed is not sent late; the notice once expired is sent at once when saved already expired.
    if (w.runAt.getTime() <= now.getTime() && w.daysBefore !== EXPIRED_NOTICE) continue;
    const runAt = new Date(Math.max(w.runAt.getTime(), now.getTime()));
    const [row] = await app.db
      .insert(expiryReminders)
      .values({ candidateId, section: key, label: w.label, expiresOn: w.expiresOn, daysBefore: w.daysBefore, runAt })
      .onConflictDoNothing()
      .returning({ id: expiryReminders.id });
    if (row) await app.queue.enqueue(REMINDER_TASK, { reminderId: row.id }, { key: `${REMINDER_TASK}:${row.id}`, runAt });
  }
}

export type ExpiringRow = { section: string; label: string; expiresOn: string };

/** The credentials that have expired or expire soon (packages/shared expiryState), soonest first. */
export function expiringList(rows: ExpiringRow[], now: Date) {
  return rows
    .map((r) => ({ ...r, ...expiryState(r.expiresOn, now) }))
    .filter((r) => r.state !== 'valid')
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.label.localeCompare(b.label))
    .map(({ state, ...r }) => ({ ...r, expired: state === 'expired' }));
}

/** The candidate's credentials listed as expiring or expired, soonest first. */
export async function expiringSoon(app: FastifyInstance, candidateId: string, now = new Date()) {
  const rows = await app.db
    .selectDistinct({ section: expiryReminders.section, label: expiryReminders.label, expiresOn: expiryReminders.expiresOn })
    .from(expiryReminders)
    .where(and(eq(expiryReminders.candidateId, candidateId), eq(expiryReminders.current, true)));
  return expiringList(rows, now);
}

export function registerReminderTask(app: FastifyInstance): void {
  app.queue.register(REMINDER_TASK, async (payload) => {
    const id = typeof payload.reminderId === 'string' ? payload.reminderId : '';
    if (!id) return;
    // Claimed before sending: a reminder already sent (or removed because the date changed) is not sent again.
    const [reminder] = await app.db
      .update(expiryReminders)
      .set({ sentAt: new Date() })
      .where(and(eq(expiryReminders.id, id), isNull(expiryReminders.sentAt)))
      .returning();
    if (!reminder) return;
    try {
      const [row] = await app.db
        .select({ email: candidates.email, firstName: candidates.firstName, language: candidates.language, org: organizations })
        .from(candidates)
        .innerJoin(organizations, eq(organizations.id, candidates.orgId))
        .where(eq(candidates.id, reminder.candidateId));
      if (!row) return;
      const expired = reminder.daysBefore === EXPIRED_NOTICE;
      const brand = await withBoard(app, row.org);
      // Which kind of credential and when, not its label (a licence's label carries its number).
      await agencyEvent(app.db, {
        type: 'credential.expiring',
        orgId: row.org.id,
        data: { candidateId: reminder.candidateId, section: reminder.section, expiresOn: reminder.expiresOn, daysBefore: expired ? 0 : reminder.daysBefore, expired },
      });
      // In the candidate's language (decision 042), the credential named in it too.
      const language = row.language;
      const named = { org: row.org.name, firstName: row.firstName, credential: credentialIn(language, reminder.section, reminder.label), expiresOn: reminder.expiresOn };
      const words = expired
        ? mailWords('application.expired', language, named)
        : mailWords('application.expiry-reminder', language, { ...named, days: reminder.daysBefore });
      const mail = renderMail(brand, app.config.publicUrl, language, words, { url: `${app.config.publicUrl}/editApplication` });
      await app.mailer.send({ kind: expired ? 'application.expired' : 'application.expiry-reminder', to: row.email, fromName: row.org.name, replyTo: row.org.supportEmail, ...mail });
    } catch (error) {
      await app.db.update(expiryReminders).set({ sentAt: null }).where(eq(expiryReminders.id, id));
      throw error;
    }
  });
}
