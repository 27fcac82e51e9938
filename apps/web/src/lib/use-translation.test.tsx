import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from './i18n';
import { Trans, useTranslation } from './use-translation';

function Footer({ email }: { email: string }) {
  return (
    <p data-testid="footer">
      <Trans ns="common" i18nKey="footer.support" values={{ email, phone: '+1 555' }} components={{ mail: <a href={`mailto:${email}`} />, tel: <a href="tel:+1555" /> }} />
    </p>
  );
}

function Title() {
  const { t } = useTranslation(['jobs', 'common']);
  return <h1>{t('filter.title')}</h1>;
}

describe('useTranslation and Trans', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('renders a message’s tags as the elements given, with the values as text only', () => {
    render(<Footer email="help@example.com" />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['help@example.com', '+1 555']);
    expect(links[0]).toHaveProperty('href', 'mailto:help@example.com');
    expect(screen.getByTestId('footer').textContent).toBe('Technical support by e-mail (help@example.com) and phone (+1 555)');
  });

  it('never makes an element of a value that looks like a tag', () => {
    render(<Footer email="<tel>x</tel>" />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['<tel>x</tel>', '+1 555']);
  });

  it('renders again in the new language, once its messages are in', async () => {
    render(
      <Suspense fallback="loading">
        <Title />
      </Suspense>,
    );
    const english = screen.getByRole('heading').textContent;
    expect(english).toBeTruthy();
    await act(() => i18n.changeLanguage('de'));
    const german = screen.getByRole('heading').textContent;
    expect(german).toBe(i18n.t('filter.title', { ns: 'jobs', lng: 'de' }));
    expect(german).not.toBe(english);
  });
});
