// Quick apply calls (public; spec §2 /quick/...). The quick application is continued by a secret the server gave at the
// start, kept in this tab's session storage and sent as the x-quick-draft header (never in a URL). These calls carry
// no sign-in token, so they have their own small fetch instead of the signed-in client.
import type { TChecklistDraft, TQuickApplication, TSaveChecklistBody } from '@portal/shared/skills';
import type { TSession } from '@portal/shared/schemas/auth';
import { placeOnBoard } from '@portal/shared/domain/boards';
import { ApiError, currentOrg } from '../../../lib/api-client';
import { boardOfLocation } from '../../../lib/home-board';

/** A page of the quick flow on the partner board it was started from (`?board=`), so every step keeps that brand. */
export const quickPath = (path: string): string => placeOnBoard(path, boardOfLocation());

const DRAFT_KEY = 'quickDraft';
export const readQuickDraft = (): string | null => {
  try {
    return window.sessionStorage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
};
export const writeQuickDraft = (value: string | null): void => {
  try {
    if (value) window.sessionStorage.setItem(DRAFT_KEY, value);
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    /* private mode: the flow still works in this page */
  }
};

async function call<T>(method: string, path: string, body?: unknown): Promise<{ data: T; message?: string }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Messages and the checklist in the language the page shows (lib/i18n.ts keeps <html lang> on it), as api-client does.
  if (document.documentElement.lang) headers['Accept-Language'] = document.documentElement.lang;
  const draft = readQuickDraft();
  if (draft) headers['x-quick-draft'] = draft;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(undefined, 0);
  }
  const json = (await response.json().catch(() => null)) as { status?: boolean; data?: T; message?: string; errors?: Array<{ path: string; message: string }> } | null;
  if (!response.ok || json?.status !== true) throw new ApiError(json?.message, response.status, json?.errors);
  return { data: json.data as T, message: json.message };
}

/** Starts one; `org` is the organisation of the page's brand (a partner board's), else the device's. */
export async function startQuickApplication(values: Omit<TQuickApplication, 'org'>, pageOrg?: string): Promise<string> {
  const org = pageOrg ?? currentOrg();
  const { data } = await call<{ draft: string }>('POST', '/api/quick/application', { ...values, ...(org ? { org } : {}) });
  writeQuickDraft(data.draft);
  return data.draft;
}

export const getQuickChecklist = async (slug: string) => (await call<TChecklistDraft>('GET', `/api/quick/application/checklist/${encodeURIComponent(slug)}`)).data;

export const saveQuickChecklist = async (slug: string, body: TSaveChecklistBody) =>
  (await call<TChecklistDraft>('PUT', `/api/quick/application/checklist/${encodeURIComponent(slug)}`, body)).data;

export async function finishQuickApplication(body: { attest?: boolean; signature?: string; skipChecklist?: boolean }): Promise<string | undefined> {
  const { message } = await call<undefined>('POST', '/api/quick/application/finish', body);
  writeQuickDraft(null);
  return message;
}


/** The claim's answer: a session (a new address's account), or, for an address that has an account, where to sign in. */
export type QuickClaim = TSession | { signIn: true; signInPath: string };
export const claimQuickLink = async (token: string) => (await call<QuickClaim>('POST', '/api/quick/claim', { token })).data;
