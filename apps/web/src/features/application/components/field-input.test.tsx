// A shared validator message shows in the reader's language where the application locales translate it.
import { act, render, screen } from '@testing-library/react';
import { sectionByKey } from '@portal/shared/application/sections';
import { APPLICATION_MESSAGES } from '@portal/shared/application/validate';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { FieldInput } from './field-input';

const expiry = sectionByKey('licenses').fields.find((f) => f.name === 'expiryDate')!;

describe('field errors', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('an Active licence with a past expiry date: the message in English, then in German', async () => {
    render(
      <Suspense fallback="loading">
        <FieldInput section="licenses" field={expiry} value="11/01/2020" onChange={() => undefined} onBlur={() => undefined} error={APPLICATION_MESSAGES.activeExpired} idPrefix="l0" />
      </Suspense>,
    );
    expect(await screen.findByText(APPLICATION_MESSAGES.activeExpired)).toBeTruthy();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText(/^Dies ist als aktiv angegeben/)).toBeTruthy();
  });
});
