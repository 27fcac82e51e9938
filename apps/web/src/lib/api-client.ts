// The one API client of the web app (spec §7). Every call goes to the same origin ('' base) with JSON, the bearer
// token from local storage `jwt` when one exists, and — for the "with org" variants — an `org` field holding the
// organisation code. Responses are the envelope {status, data, message}.
//
// Variants (spec §7): get, post (adds org), postNoOrg, postArray (array body, org added to each item; submissions),
// put (adds org), postForm (form-encoded, adds org). Each resolves to the envelope and throws ApiError otherwise.
import { DEFAULT_ERROR_MESSAGE, STORAGE_KEYS } from '@portal/shared/constants';
import { clearSession, getAuth } from './auth-store';
import { readIdentity } from './identity-cache';
import { navigateTo } from './navigation';
import { readString } from './storage';

export const API_BASE = '';

export type ApiResponse<T> = { status: true; data: T; message?: string };
export type FieldError = { path: string; message: string };

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  /** True when the server gave no message and the spec §8 default is shown. */
  readonly isDefaultMessage: boolean;

  constructor(message: string | undefined, status: number, errors?: FieldError[]) {
    super(message || DEFAULT_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.isDefaultMessage = !message;
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
 * On the auth pages themselves (a failed sign-in) the user stays where they are to read the message. */
function applyUnauthorizedRule(): void {
  clearSession();
  if (!window.location.pathname.startsWith('/auth')) {
    navigateTo('/auth/login', { replace: true, state: { reason: 'unauthorized' } });
  }
}

async function request<T>(method: string, path: string, body: Body, signal?: AbortSignal): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readString(STORAGE_KEYS.jwt);
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
    response = await fetch(`${API_BASE}${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    // Offline or the server unreachable: the spec §8 default message.
    throw new ApiError(undefined, 0);
  }

  // A proxy's HTML error page or an empty body is not JSON: treat it as "no message".
  const json: unknown = await response.json().catch(() => null);
  const envelope = (json && typeof json === 'object' ? json : {}) as { status?: unknown; message?: unknown; errors?: unknown };
  const message = typeof envelope.message === 'string' && envelope.message.trim() ? envelope.message : undefined;

  if (response.status === 401) {
    applyUnauthorizedRule();
    throw new ApiError(message, 401);
  }
  if (!response.ok || envelope.status !== true) {
    const errors = Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : undefined;
    throw new ApiError(message, response.status, errors);
  }
  return json as ApiResponse<T>;
}

export type RequestOptions = { signal?: AbortSignal };

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, { kind: 'none' }, options.signal),
  post: <T>(path: string, body: object = {}, options: RequestOptions = {}) =>
    request<T>('POST', path, { kind: 'json', value: withOrg(body) }, options.signal),
  postNoOrg: <T>(path: string, body: unknown = {}, options: RequestOptions = {}) =>
    request<T>('POST', path, { kind: 'json', value: body }, options.signal),
  postArray: <T>(path: string, items: object[], options: RequestOptions = {}) =>
    request<T>('POST', path, { kind: 'json', value: items.map((item) => withOrg(item)) }, options.signal),
  put: <T>(path: string, body: object = {}, options: RequestOptions = {}) =>
    request<T>('PUT', path, { kind: 'json', value: withOrg(body) }, options.signal),
  postForm: <T>(path: string, fields: Record<string, string>, options: RequestOptions = {}) => {
    const org = currentOrg();
    return request<T>('POST', path, { kind: 'form', value: org ? { ...fields, org } : fields }, options.signal);
  },
};

/** The text to show for a failed call: the server message, else the spec §8 default. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE;
}
