import { DEFAULT_ERROR_MESSAGE } from '@portal/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage } from './api-client';
import { getAuth, reloadAuthFromStorage, setSession, updateAuth } from './auth-store';
import { registerNavigate } from './navigation';

type Call = { url: string; init: RequestInit };

function respond(status: number, body: unknown, calls: Call[] = []) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);
const bodyOf = (call: Call | undefined) => JSON.parse(String(call?.init.body)) as unknown;

describe('api client', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    reloadAuthFromStorage();
    navigate.mockReset();
    registerNavigate(navigate);
    window.history.replaceState(null, '', '/jobs/open');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    registerNavigate(null);
  });

  describe('the 401 rule (spec §4)', () => {
    it('clears the token and the persisted state, goes to /auth/login and logs out', async () => {
      setSession({ token: 'tok', email: 'a@b.co', org: 'MHS' });
      updateAuth({ likes: ['1'] });
      localStorage.setItem('references', '{"x":1}');
      localStorage.setItem('settings', '{"mode":"dark"}');
      respond(401, { status: false, message: 'Your session has ended.' });

      const error = await api.get('/api/candidate/dash').catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
      expect((error as ApiError).message).toBe('Your session has ended.');
      expect(localStorage.getItem('jwt')).toBeNull();
      expect(localStorage.getItem('auth')).toBeNull();
      expect(getAuth().token).toBeNull();
      expect(getAuth().likes).toEqual([]);
      expect(navigate).toHaveBeenCalledWith('/auth/login', expect.objectContaining({ replace: true }));
      // The device's theme is not session data.
      expect(localStorage.getItem('settings')).toBe('{"mode":"dark"}');
    });

    it('before the app has rendered (a first call), waits for the router, then signs out in the page', async () => {
      registerNavigate(null);
      setSession({ token: 'tok', email: 'a@b.co', org: 'MHS' });
      respond(401, { status: false, message: 'Your session has ended.' });
      await api.get('/api/candidate/dash').catch(() => undefined);
      // The access guard of the first render decides on the stored session, as on any visit.
      expect(getAuth().token).toBe('tok');
      registerNavigate(navigate);
      expect(getAuth().token).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/auth/login', expect.objectContaining({ replace: true }));
    });

    it('wipes the saved open-jobs filter although the open-jobs code never loaded', async () => {
      setSession({ token: 'tok' });
      localStorage.setItem('openJobFilter', '{"form":{"state":["TX"],"specialties":[]}}');
      respond(401, { status: false, message: 'Unauthorized' });
      await api.get('/api/reference/get-reference').catch(() => undefined);
      expect(localStorage.getItem('openJobFilter')).toBeNull();
    });

    it('on the auth pages (a failed sign-in) clears the session but stays on the page', async () => {
      window.history.replaceState(null, '', '/auth/login');
      respond(401, { status: false, message: 'Invalid email or password.' });
      const error = await api.postNoOrg('/api/auth/login', { email: 'a@b.co', password: 'x' }).catch((caught: unknown) => caught);
      expect((error as ApiError).message).toBe('Invalid email or password.');
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  describe('error messages (spec §8)', () => {
    it('throws the server message when there is one', async () => {
      respond(400, {
        status: false,
        message: 'Please enter a valid email.',
        errors: [{ path: 'email', message: 'Please enter a valid email.' }],
      });
      const error = (await api
        .postNoOrg('/api/auth/validateEmailAddress', { email: 'x' })
        .catch((caught: unknown) => caught)) as ApiError;
      expect(error.message).toBe('Please enter a valid email.');
      expect(error.status).toBe(400);
      expect(error.errors).toEqual([{ path: 'email', message: 'Please enter a valid email.' }]);
      expect(error.isDefaultMessage).toBe(false);
    });

    it('uses the default message when the server gives none', async () => {
      respond(500, { status: false });
      const error = (await api.get('/api/job/public/list').catch((caught: unknown) => caught)) as ApiError;
      expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
      expect(error.message).toBe('Error completing your request. Please try again in a few minutes.');
      expect(error.isDefaultMessage).toBe(true);
    });

    it('uses the default message for a body that is not JSON (a proxy error page)', async () => {
      respond(502, '<html>Bad gateway</html>');
      await expect(api.get('/api/candidate/dash')).rejects.toThrow(DEFAULT_ERROR_MESSAGE);
    });

    it('treats {status:false} with HTTP 200 as a failure', async () => {
      respond(200, { status: false, message: 'No such job.' });
      await expect(api.get('/api/job/x')).rejects.toThrow('No such job.');
    });

    it('uses the default message when the network fails', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
      const error = (await api.get('/api/candidate/dash').catch((caught: unknown) => caught)) as ApiError;
      expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
      expect(error.status).toBe(0);
    });

    it('errorMessage() gives the default for anything that is not an ApiError', () => {
      expect(errorMessage(new Error('boom'))).toBe(DEFAULT_ERROR_MESSAGE);
      expect(errorMessage(new ApiError('Server says no', 400))).toBe('Server says no');
    });
  });

  describe('requests (spec §7)', () => {
    it('sends JSON to the same origin with the bearer token from local storage jwt', async () => {
      localStorage.setItem('jwt', 'abc.def.ghi');
      const calls = respond(200, { status: true, data: { ok: 1 }, message: 'Fine' });
      const response = await api.get<{ ok: number }>('/api/profile');
      expect(response).toEqual({ status: true, data: { ok: 1 }, message: 'Fine' });
      expect(calls[0]?.url).toBe('/api/profile');
      expect(headersOf(calls[0]).get('Authorization')).toBe('Bearer abc.def.ghi');
    });

    it('sends no Authorization header without a token (public calls)', async () => {
      const calls = respond(200, { status: true, data: [] });
      await api.get('/api/job/public/initial');
      expect(headersOf(calls[0]).has('Authorization')).toBe(false);
    });

    it('signed in, the public job calls carry no token, and their 401 signs nobody out (spec §6)', async () => {
      setSession({ token: 'tok', email: 'a@b.co', org: 'MHS' });
      const calls = respond(200, { status: true, data: [] });
      const { getPublicInitial } = await import('../features/jobs/api/get-public-initial');
      const { getPublicJobs } = await import('../features/jobs/api/get-public-jobs');
      await getPublicInitial('tlcjobs').catch(() => undefined);
      await getPublicJobs({ board: 'tlcjobs', form: {}, page: 2 });
      expect(calls.map((call) => call.url)).toEqual([
        '/api/job/public/initial?board=tlcjobs',
        '/api/job/public/list?board=tlcjobs&page=2',
      ]);
      for (const call of calls) expect(headersOf(call).get('Authorization')).toBeNull();
      respond(401, { status: false, message: 'Unauthorized' });
      await getPublicJobs({ board: 'tlcjobs', form: {}, page: 1 }).catch(() => undefined);
      expect(getAuth().token).toBe('tok');
    });

    it('keeps the error code the server gave', async () => {
      respond(404, { status: false, message: 'This job is with TLC Nursing Careers.', code: 'JOB_OTHER_ORG' });
      const error = (await api.get('/api/job/x').catch((caught: unknown) => caught)) as ApiError;
      expect(error.code).toBe('JOB_OTHER_ORG');
    });

    it('adds the organisation code to "with org" calls, not to postNoOrg', async () => {
      setSession({ token: 't', prefix: 'MHS-candidate' });
      const calls = respond(200, { status: true, data: null });
      await api.post('/api/candidate/analytics/candidate', { email: 'a@b.co' });
      await api.put('/api/x', { a: 1 });
      await api.postNoOrg('/api/tech/getLogs', { portal: 'Candidate', release: true });
      await api.postArray('/api/candidate/submission/add', [{ jobId: '1' }, { jobId: '2' }]);
      expect(bodyOf(calls[0])).toEqual({ email: 'a@b.co', org: 'MHS' });
      expect(calls[1]?.init.method).toBe('PUT');
      expect(bodyOf(calls[1])).toEqual({ a: 1, org: 'MHS' });
      expect(bodyOf(calls[2])).toEqual({ portal: 'Candidate', release: true });
      expect(bodyOf(calls[3])).toEqual([
        { jobId: '1', org: 'MHS' },
        { jobId: '2', org: 'MHS' },
      ]);
    });

    it('signed out, takes the organisation from the cached brand', async () => {
      localStorage.setItem(
        'identity',
        JSON.stringify({
          code: 'TLC',
          prefix: 'TLC-candidate',
          name: 'TLC',
          logo: null,
          favicon: null,
          supportEmail: 'a@b.co',
          supportPhone: '1',
          board: 'tlcjobs',
        }),
      );
      const calls = respond(200, { status: true, data: null });
      await api.postForm('/api/auth/reset-password-verify', { code: '123456', otp: '123456' });
      expect(headersOf(calls[0]).get('Content-Type')).toBe('application/x-www-form-urlencoded');
      expect(String(calls[0]?.init.body)).toBe('code=123456&otp=123456&org=TLC');
    });
  });
});
