// A candidate's UI settings and guide flag (spec §3 UI settings, §4 guide): read, change, mark the guide as shown.
import { DEFAULT_UI_SETTINGS, type TUiSettings, type TUiSettingsState, type TUiSettingsUpdate, ZUiSettings } from '@portal/shared/schemas/ui-settings';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { prepareRead, type PreparedRead } from '../../db/prepared';
import { uiSettings } from '../../db/schema/index';

type Owner = { candidateId: string; orgId: string };

/**
 * The read every page load of the web app makes: one prepared statement (db/prepared.ts), what the answer holds only.
 * Through the query builder it cost about 1 ms of the server's time on the embedded database (docs/performance.md).
 */
const READ_SQL = 'select settings::text, (guide_seen_at is not null)::text from ui_settings where candidate_id = $1::uuid';
const reads = new WeakMap<FastifyInstance, PreparedRead>();

export async function readUiSettings(app: FastifyInstance, candidateId: string): Promise<TUiSettingsState> {
  let read = reads.get(app);
  if (!read) reads.set(app, (read = prepareRead(app.db, 'portal_ui_settings', READ_SQL)));
  const [row] = await read([candidateId]);
  const settings = row?.[0] ? (JSON.parse(row[0]) as Partial<TUiSettings>) : null;
  // A stored value that no longer fits the schema (a theme since removed) falls back to the defaults, field by field.
  const stored = settings ? ZUiSettings.safeParse({ ...DEFAULT_UI_SETTINGS, ...settings }) : null;
  return { settings: stored?.success ? stored.data : null, guideSeen: row?.[1] === 'true' };
}

/** Merges the change into the stored settings (or the defaults) and answers the whole state. */
export async function updateUiSettings(app: FastifyInstance, owner: Owner, change: TUiSettingsUpdate): Promise<TUiSettingsState> {
  const current = await readUiSettings(app, owner.candidateId);
  const settings: TUiSettings = { ...(current.settings ?? DEFAULT_UI_SETTINGS), ...stripUndefined(change) };
  await app.db
    .insert(uiSettings)
    .values({ candidateId: owner.candidateId, orgId: owner.orgId, settings })
    .onConflictDoUpdate({ target: uiSettings.candidateId, set: { settings, updatedAt: sql`now()` } });
  return { settings, guideSeen: current.guideSeen };
}

/** Back to the defaults: the row keeps only the guide flag. */
export async function resetUiSettings(app: FastifyInstance, candidateId: string): Promise<TUiSettingsState> {
  await app.db.update(uiSettings).set({ settings: null, updatedAt: sql`now()` }).where(eq(uiSettings.candidateId, candidateId));
  return readUiSettings(app, candidateId);
}

/** spec §4: the guide is shown once after the first sign-in; `seen: false` shows it again at the next sign-in. */
export async function markGuideSeen(app: FastifyInstance, owner: Owner, seen: boolean): Promise<TUiSettingsState> {
  const guideSeenAt = seen ? new Date() : null;
  await app.db
    .insert(uiSettings)
    .values({ candidateId: owner.candidateId, orgId: owner.orgId, guideSeenAt })
    // The first time it was shown is what counts: a second "seen" keeps the first date.
    .onConflictDoUpdate({
      target: uiSettings.candidateId,
      set: { guideSeenAt: seen ? sql`coalesce(${uiSettings.guideSeenAt}, now())` : null, updatedAt: sql`now()` },
    });
  return readUiSettings(app, owner.candidateId);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
