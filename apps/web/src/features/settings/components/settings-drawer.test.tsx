// The settings drawer applies each choice at once (lib/theme.ts store), shows 8 colours until Show All, picks a random
// colour other than the current one, and offers the five layouts.
import { THEME_NAMES } from '@portal/shared/schemas/ui-settings';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers, createQueryClient } from '../../../app/providers';
import { applyUiSettings, getUiSettings } from '../../../lib/theme';
import { DEFAULT_UI_SETTINGS } from '@portal/shared/schemas/ui-settings';
import { SettingsDrawer, randomTheme } from './settings-drawer';

describe('settings drawer', { timeout: 20_000 }, () => {
  it('Theme and Layout tabs change the settings at once', async () => {
    applyUiSettings(DEFAULT_UI_SETTINGS);
    const user = userEvent.setup();
    render(
      <Providers queryClient={createQueryClient()}>
        <SettingsDrawer open onClose={() => undefined} />
      </Providers>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(within(drawer).getByRole('button', { name: 'Dark' }));
    expect(getUiSettings().mode).toBe('dark');
    await user.click(within(drawer).getByRole('button', { name: 'Right to left' }));
    expect(getUiSettings().direction).toBe('rtl');
    // The page turns once the right-to-left styles are there (they start loading when the drawer opens).
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    const colours = within(drawer).getByRole('group', { name: 'Theme colour' });
    expect(within(colours).getAllByRole('button')).toHaveLength(8);
    await user.click(within(drawer).getByRole('button', { name: 'Show All' }));
    expect(within(colours).getAllByRole('button')).toHaveLength(THEME_NAMES.length);
    await user.click(within(colours).getByRole('button', { name: 'Graphite' }));
    expect(getUiSettings().theme).toBe('graphite');
    expect(within(colours).getByRole('button', { name: 'Graphite' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(drawer).getByRole('button', { name: 'Full' }));
    expect(getUiSettings().bgPosition).toBe('full');
    await user.click(within(drawer).getByLabelText('Gradient'));
    expect(getUiSettings().gradient).toBe(false);
    await user.click(within(drawer).getByRole('tab', { name: 'Layout' }));
    const layouts = within(drawer).getByRole('radiogroup', { name: 'Layout' });
    expect(within(layouts).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(layouts).getByRole('radio', { name: 'Mega menu' }));
    expect(getUiSettings().layout).toBe('mega-menu');
    await user.click(within(drawer).getByRole('button', { name: 'Reset to defaults' }));
    expect(getUiSettings()).toEqual(DEFAULT_UI_SETTINGS);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('a random theme is never the current one', () => {
    for (const current of THEME_NAMES)
      for (const r of [0, 0.5, 0.999]) expect(randomTheme(current, () => r)).not.toBe(current);
  });
});
