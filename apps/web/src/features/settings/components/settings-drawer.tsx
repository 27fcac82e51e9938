// The settings drawer of spec §2: a Theme tab (light/dark, LTR/RTL, theme colour with the first 8 until Show All, random
// theme, background size, art decoration, gradient) and a Layout tab (the five layouts of spec §9). Every choice applies
// at once and is saved for the candidate (lib/theme.ts, use-ui-settings-sync.ts).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CasinoIcon from '@mui/icons-material/Casino';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  BG_POSITIONS,
  DEFAULT_UI_SETTINGS,
  LAYOUTS,
  THEME_NAMES,
  type Layout,
  type ThemeName,
  VISIBLE_THEMES,
} from '@portal/shared/schemas/ui-settings';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PALETTES } from '../../../lib/palettes';
import { loadRtlCache } from '../../../lib/rtl-cache';
import { updateUiSettings, useUiSettings } from '../../../lib/theme';
import { LayoutPreview } from './layout-preview';

export const SETTINGS_DRAWER_WIDTH = 340;

/** A theme other than the current one, at random (spec §2 "random theme"). */
export function randomTheme(current: ThemeName, random: () => number = Math.random): ThemeName {
  const others = THEME_NAMES.filter((name) => name !== current);
  return others[Math.floor(random() * others.length)] ?? current;
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2.5 }}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ThemeTab() {
  const { t } = useTranslation('settings');
  const settings = useUiSettings();
  const [showAll, setShowAll] = useState(() => THEME_NAMES.indexOf(settings.theme) >= VISIBLE_THEMES);
  const id = useId();
  const shown = showAll ? THEME_NAMES : THEME_NAMES.slice(0, VISIBLE_THEMES);
  const toggle = <T extends string>(value: T | null, apply: (value: T) => void) => {
    // A second click on the chosen button answers null: the choice stays.
    if (value !== null) apply(value);
  };

  return (
    <>
      <Section title={t('mode.label')} id={`${id}-mode`}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={settings.mode}
          aria-labelledby={`${id}-mode`}
          onChange={(_event, value: 'light' | 'dark' | null) => toggle(value, (mode) => updateUiSettings({ mode }))}
        >
          <ToggleButton value="light">{t('mode.light')}</ToggleButton>
          <ToggleButton value="dark">{t('mode.dark')}</ToggleButton>
        </ToggleButtonGroup>
      </Section>
      <Section title={t('direction.label')} id={`${id}-direction`}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={settings.direction}
          aria-labelledby={`${id}-direction`}
          onChange={(_event, value: 'ltr' | 'rtl' | null) => toggle(value, (direction) => updateUiSettings({ direction }))}
        >
          <ToggleButton value="ltr">{t('direction.ltr')}</ToggleButton>
          <ToggleButton value="rtl">{t('direction.rtl')}</ToggleButton>
        </ToggleButtonGroup>
      </Section>
      <Section title={t('colour.label')} id={`${id}-colour`}>
        <Box role="group" aria-labelledby={`${id}-colour`} id={`${id}-swatches`} sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
          {shown.map((name) => {
            const chosen = name === settings.theme;
            const colours = PALETTES[name][settings.mode];
            return (
              <Box key={name} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.25 }}>
                <IconButton
                  aria-pressed={chosen}
                  aria-label={t(`themes.${name}`)}
                  onClick={() => updateUiSettings({ theme: name })}
                  sx={{
                    width: 44,
                    height: 44,
                    border: 2,
                    borderColor: chosen ? 'text.primary' : 'divider',
                    background: `linear-gradient(135deg, ${colours.primary} 50%, ${colours.secondary} 50%)`,
                    color: settings.mode === 'light' ? '#ffffff' : '#121417',
                    '&:hover': { background: `linear-gradient(135deg, ${colours.primary} 50%, ${colours.secondary} 50%)`, opacity: 0.9 },
                  }}
                >
                  {chosen && <CheckIcon fontSize="small" />}
                </IconButton>
                <Typography variant="caption" aria-hidden="true" sx={{ textAlign: 'center', lineHeight: 1.2 }}>
                  {t(`themes.${name}`)}
                </Typography>
              </Box>
            );
          })}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button size="small" aria-expanded={showAll} aria-controls={`${id}-swatches`} onClick={() => setShowAll((all) => !all)}>
            {showAll ? t('colour.showLess') : t('colour.showAll')}
          </Button>
          <Button
            size="small"
            startIcon={<CasinoIcon />}
            onClick={() => {
              const theme = randomTheme(settings.theme);
              if (THEME_NAMES.indexOf(theme) >= VISIBLE_THEMES) setShowAll(true);
              updateUiSettings({ theme });
            }}
          >
            {t('colour.random')}
          </Button>
        </Box>
      </Section>
      <Section title={t('background.label')} id={`${id}-background`}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={settings.bgPosition}
          aria-labelledby={`${id}-background`}
          onChange={(_event, value: (typeof BG_POSITIONS)[number] | null) => toggle(value, (bgPosition) => updateUiSettings({ bgPosition }))}
        >
          {BG_POSITIONS.map((position) => (
            <ToggleButton key={position} value={position}>
              {t(`background.${position}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>
      <FormControlLabel
        control={<Switch checked={settings.decoration} onChange={(event) => updateUiSettings({ decoration: event.target.checked })} />}
        label={t('decoration')}
        sx={{ display: 'flex' }}
      />
      <FormControlLabel
        control={<Switch checked={settings.gradient} onChange={(event) => updateUiSettings({ gradient: event.target.checked })} />}
        label={t('gradient')}
        sx={{ display: 'flex' }}
      />
    </>
  );
}

function LayoutTab() {
  const { t } = useTranslation('settings');
  const settings = useUiSettings();
  const id = useId();
  return (
    <Section title={t('layout.label')} id={`${id}-layout`}>
      <RadioGroup
        aria-labelledby={`${id}-layout`}
        value={settings.layout}
        onChange={(event) => updateUiSettings({ layout: event.target.value as Layout })}
      >
        {LAYOUTS.map((layout) => (
          <FormControlLabel
            key={layout}
            value={layout}
            control={<Radio />}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: settings.layout === layout ? 'primary.main' : 'text.secondary' }}>
                <LayoutPreview layout={layout} />
                <Typography component="span" sx={{ color: 'text.primary' }}>
                  {t(`layout.${layout}`)}
                </Typography>
              </Box>
            }
            sx={{ mb: 1, mx: 0 }}
          />
        ))}
      </RadioGroup>
    </Section>
  );
}

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The right-to-left styles load while the drawer is open, so choosing RTL turns the page at once.
  useEffect(() => {
    if (open) loadRtlCache().catch(() => undefined);
  }, [open]);
  const { t } = useTranslation('settings');
  const [tab, setTab] = useState<'theme' | 'layout'>('theme');
  const id = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: SETTINGS_DRAWER_WIDTH, maxWidth: '100vw' }, 'aria-labelledby': `${id}-title` } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Tabs value={tab} onChange={(_event, value: 'theme' | 'layout') => setTab(value)} variant="fullWidth" aria-label={t('title')}>
        {(['theme', 'layout'] as const).map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} id={`${id}-tab-${name}`} aria-controls={`${id}-panel-${name}`} />
        ))}
      </Tabs>
      <Divider />
      {(['theme', 'layout'] as const).map((name) => (
        <Box
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          hidden={tab !== name}
          sx={{ p: 2, overflowY: 'auto' }}
        >
          {tab === name && (name === 'theme' ? <ThemeTab /> : <LayoutTab />)}
        </Box>
      ))}
      <Box sx={{ p: 2, pt: 0, mt: 'auto' }}>
        <Button fullWidth variant="outlined" startIcon={<RestartAltIcon />} onClick={() => updateUiSettings(DEFAULT_UI_SETTINGS)}>
          {t('reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
export default SettingsDrawer;
