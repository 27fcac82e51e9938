// A shared validator message shows in the reader's language where the application locales translate it (the section
// form passes every field's message through this lookup); one without a translation passes through in English.
import { act, renderHook } from '@testing-library/react';
import { APPLICATION_MESSAGES } from '@portal/shared/application/validate';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { useValidationMessage } from './messages';

describe('useValidationMessage', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('an Active licence with a past expiry date: the message in English, then in German and Spanish', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { result, rerender } = renderHook(() => useValidationMessage());
    expect(result.current(APPLICATION_MESSAGES.activeExpired)).toBe(APPLICATION_MESSAGES.activeExpired);
    await act(() => i18n.changeLanguage('de'));
    rerender();
    expect(result.current(APPLICATION_MESSAGES.activeExpired)).toMatch(/^Dies ist als aktiv angegeben/);
    await act(() => i18n.changeLanguage('es'));
    rerender();
    expect(result.current(APPLICATION_MESSAGES.activeExpired)).not.toBe(APPLICATION_MESSAGES.activeExpired);
    expect(result.current('A message of the server, already in the reader’s language.')).toBe('A message of the server, already in the reader’s language.');
    expect(result.current(undefined)).toBeUndefined();
  });
});
