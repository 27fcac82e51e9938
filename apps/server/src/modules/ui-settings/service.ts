// A candidate's UI settings and guide flag (spec §3 UI settings, §4 guide): read, change, mark the guide as shown.
import { DEFAULT_UI_SETTINGS, type TUiSettings, type TUiSettingsState, type TUiSettingsUpdate, ZUiSettings } from '@portal/shared/schemas/ui-settings';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uiSettings } from '../../db/schema/index';

type Owner = { candidateId: string; orgId: string };

export async function readUiSettings(app: FastifyInstance, candidateId: string): Promise<TUiSettingsState> {
  const [row] = await app.db.select().from(uiSettings).where(eq(uiSettings.candidateId, candidateId)).limit(1);
  // A stored value that no longer fits the schema (a theme since removed) falls back to the defaults, field by field.
  const stored = row?.settings ? ZUiSettings.safeParse({ ...DEFAULT_UI_SETTINGS, ...row.settings }) : null;
  return { settings: stored?.success ? stored.data : null, guideSeen: Boolean(row?.guideSeenAt) };
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
