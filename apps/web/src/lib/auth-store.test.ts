// The auth state tells its readers of a change only when something changed.
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getAuth, onSessionEnd, setSession, updateAuth, useAuth } from './auth-store';

afterEach(() => clearSession());

describe('updateAuth', () => {
  it('re-renders readers when the data changes, not when the same data comes again', () => {
    setSession({ token: 'jwt', email: 'a@example.com' });
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useAuth();
    });
    const first = renders;
    act(() => updateAuth({ likes: ['j1', 'j2'] }));
    expect(renders).toBe(first + 1);
    const state = getAuth();
    // A new array with the same ids (a page's call answered again): nothing changes, nothing re-renders.
    act(() => updateAuth({ likes: ['j1', 'j2'] }));
    expect(getAuth()).toBe(state);
    expect(renders).toBe(first + 1);
    act(() => updateAuth({ likes: ['j1'] }));
    expect(getAuth().likes).toEqual(['j1']);
    expect(renders).toBe(first + 2);
  });
});

describe('onSessionEnd', () => {
  it('tells when a session ends or another candidate signs in over it, not at a sign-in or a data change', () => {
    let ended = 0;
    const stop = onSessionEnd(() => (ended += 1));
    setSession({ token: 'jwt-a', email: 'a@example.com' });
    updateAuth({ likes: ['j1'] });
    expect(ended).toBe(0);
    setSession({ token: 'jwt-b', email: 'b@example.com' });
    expect(ended).toBe(1);
    clearSession();
    expect(ended).toBe(2);
    clearSession();
    expect(ended).toBe(2);
    stop();
  });
});
