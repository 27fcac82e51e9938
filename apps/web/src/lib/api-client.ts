// The one API client of the web app (spec §7). Every call goes to the same origin ('' base) with JSON, the bearer
// token from local storage `jwt` when one exists, and — for the "with org" variants — an `org` field holding the
// organisation code. Responses are the envelope {status, data, message}.
//
// Variants (spec §7): get, post (adds org), postNoOrg, postArray (array body, org added to each item; submissions),
// put (adds org), postForm (form-encoded, adds org). Each resolves to the envelope and throws ApiError otherwise.
import { DEFAULT_ERROR_MESSAGE, STORAGE_KEYS } from '@portal/shared/constants';
import type { FirstCalls } from '../first-calls-table';
import { clearSession, getAuth } from './auth-store';
import { readIdentity } from './identity-cache';
import { signInPath } from './home-board';
import { navigateTo, whenNavigable } from './navigation';
import { readString } from './storage';

export const API_BASE = '';

export type ApiResponse<T> = { status: true; data: T; message?: string };
export type FieldError = { path: string; message: string };

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  /** True when the server gave no message and the spec §8 default is shown. */
  readonly isDefaultMessage: boolean;
  /** The server's error code, when it gave one (e.g. JOB_OTHER_ORG). */
  readonly code: string | undefined;

  constructor(message: string | undefined, status: number, errors?: FieldError[], code?: string) {
    super(message || DEFAULT_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.isDefaultMessage = !message;
    this.code = code;
  }
}

type Body = { kind: 'json'; value: unknown } | { kind: 'form'; value: Record<string, string> } | { kind: 'none' };

/** The organisation code for "with org" calls: the signed-in candidate's, else the brand of the public page. */
export function currentOrg(): string | undefined {
  return getAuth().org ?? readIdentity()?.code ?? undefined;
}

function withOrg<T>(value: T): T {
  const org = currentOrg();
  if (!org || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return { ...value, org };
}

/** spec §4: a 401 on any call clears the stored token and persisted state, goes to /auth/login and logs out.
 * On the auth pages themselves (a failed sign-in) the user stays where they are to read the message. A first call
 * answered before the app's first render applies it once the router is there (lib/navigation.ts whenNavigable). */
function applyUnauthorizedRule(): void {
  whenNavigable(() => {
    clearSession();
    if (!window.location.pathname.startsWith('/auth')) {
      navigateTo(signInPath(), { replace: true, state: { reason: 'unauthorized' } });
    }
  });
}

/** The global of first-calls.ts (first-calls-table.ts FIRST_CALLS_GLOBAL; not imported, which would bundle it here). */
export const FIRST_CALLS_GLOBAL = '__portalFirstCalls';

/**
 * A call that first-calls.ts started as the document loaded, for this session and language, in the last seconds: taken
 * once (a later call asks the server). A call it started that failed to reach the server is asked again.
 */
function takeFirstCall(path: string, token: string, language: string): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, FirstCalls | null | undefined>;
  // The app asked before the script ran (its file came in after the app's): the script, when it runs, starts nothing,
  // since the calls it would start again could never be taken.
  if (!(FIRST_CALLS_GLOBAL in holder)) holder[FIRST_CALLS_GLOBAL] = null;
  const started = holder[FIRST_CALLS_GLOBAL];
  if (!started || started.token !== token || started.language !== language) return undefined;
  // The app takes them as it starts; an answer older than 10 s (first-calls-table.ts FIRST_CALLS_MAX_AGE_MS) is not news.
  if (Date.now() - started.at > 10_000) return undefined;
  const call = started.calls.get(path);
  started.calls.delete(path);
  return call;
}

async function request<T>(method: string, path: string, body: Body, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { signal, anonymous = false } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Server messages in the language the candidate reads (lib/i18n.ts keeps <html lang> on the chosen language).
  if (typeof document !== 'undefined' && document.documentElement.lang) headers['Accept-Language'] = document.documentElement.lang;
  const token = anonymous ? null : readString(STORAGE_KEYS.jwt);
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (body.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.value);
  } else if (body.kind === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body.value).toString();
  }

  let response: Response;
  try {
    const started = method === 'GET' && token ? takeFirstCall(path, token, headers['Accept-Language'] ?? '') : undefined;
    response = (started && (await started.catch(() => undefined))) || (await fetch(`${API_BASE}${path}`, { method, headers, body: payload, signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    // Offline or the server unreachable: the spec §8 default message.
    throw new ApiError(undefined, 0);
  }

  // A proxy's HTML error page or an empty body is not JSON: treat it as "no message".
  const json: unknown = await response.json().catch(() => null);
  const envelope = (json && typeof json === 'object' ? json : {}) as { status?: unknown; message?: unknown; errors?: unknown; code?: unknown };
  const message = typeof envelope.message === 'string' && envelope.message.trim() ? envelope.message : undefined;

  if (response.status === 401 && !anonymous) {
    applyUnauthorizedRule();
    throw new ApiError(message, 401);
  }
  if (!response.ok || envelope.status !== true) {
    const errors = Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : undefined;
    throw new ApiError(message, response.status, errors, typeof envelope.code === 'string' ? envelope.code : undefined);
  }
  return json as ApiResponse<T>;
}

export type RequestOptions = {
  signal?: AbortSignal;
  /** A public call (spec §6: the public job list and initial calls carry no token): no bearer token, no 401 rule. */
  anonymous?: boolean;
};

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, { kind: 'none' }, options),
  post: <T>(path: string, body: object = {}, options: RequestOptions = {}) =>
    request<T>('POST', path, { kind: 'json', value: withOrg(body) }, options),
  postNoOrg: <T>(path: string, body: unknown = {}, options: RequestOptions = {}) =>
    request<T>('POST', path, { kind: 'json', value: body }, options),
  postArray: <T>(path: string, items: object[], options: RequestOptions = {}) =>
    request<T>('POST', path, { kind: 'json', value: items.map((item) => withOrg(item)) }, options),
  put: <T>(path: string, body: object = {}, options: RequestOptions = {}) =>
    request<T>('PUT', path, { kind: 'json', value: withOrg(body) }, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, { kind: 'none' }, options),
  postForm: <T>(path: string, fields: Record<string, string>, options: RequestOptions = {}) => {
    const org = currentOrg();
    return request<T>('POST', path, { kind: 'form', value: org ? { ...fields, org } : fields }, options);
  },
};

/** The text to show for a failed call: the server message, else the spec §8 default. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE;
}
