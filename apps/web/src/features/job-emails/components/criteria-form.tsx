import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { US_STATES, usStateName } from '@portal/shared/domain/us-states';
import { FREQUENCIES, SHIFT_PREFERENCES, type TFrequency, type TSubscriptionCriteria } from '@portal/shared/schemas/job-emails';
import type { TSpecialty } from '@portal/shared/schemas/jobs';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';

const STATE_CODES = US_STATES.map(([code]) => code);

/** A number field that is empty for "no limit". */
function NumberField({ label, value, onChange, max, help }: { label: string; value: number | null; onChange: (v: number | null) => void; max: number; help?: string }) {
  return (
    <TextField
      label={label}
      type="number"
      value={value ?? ''}
      helperText={help}
      onChange={(event) => {
        const raw = event.target.value.trim();
        const n = Number(raw);
        onChange(raw === '' || !Number.isFinite(n) ? null : Math.max(0, Math.min(max, Math.round(n))));
      }}
      slotProps={{ htmlInput: { min: 0, max, inputMode: 'numeric' } }}
    />
  );
}

/** What alerts match (spec §3 subscription data): states with the compact switch, specialties, modality, shift, pay, duration, frequency. */
export function CriteriaForm({ value, onChange, specialties }: { value: TSubscriptionCriteria; onChange: (v: TSubscriptionCriteria) => void; specialties: TSpecialty[] }) {
  // The modality names are the job filter's (`jobs`).
  const { t } = useTranslation(['jobEmails', 'jobs']);
  const ids = { shift: useId(), compact: useId(), frequency: useId(), modality: useId() };
  const modalities = [...new Set([...specialties.map((s) => s.modality).filter(Boolean), ...(value.modality ? [value.modality] : [])])];
  const set = <K extends keyof TSubscriptionCriteria>(key: K, next: TSubscriptionCriteria[K]) => onChange({ ...value, [key]: next });
  const chosen = value.specialties.map((v) => specialties.find((s) => s.value === v) ?? { value: v, label: v, type: 'Allied' as const, modality: '' });
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Autocomplete
        multiple
        options={STATE_CODES}
        value={value.states}
        onChange={(_e, next) => set('states', next)}
        getOptionLabel={(code) => `${usStateName(code) ?? code} (${code})`}
        filterSelectedOptions
        limitTags={6}
        renderInput={(params) => <TextField {...params} label={t('criteria.states')} placeholder={value.states.length ? '' : t('criteria.statesPlaceholder')} />}
        slotProps={{ chip: { size: 'small' } }}
      />
      <Autocomplete
        multiple
        options={[...specialties].sort((a, b) => a.label.localeCompare(b.label))}
        value={chosen}
        onChange={(_e, next) => set('specialties', next.map((s) => s.value))}
        isOptionEqualToValue={(o, c) => o.value === c.value}
        getOptionLabel={(o) => o.label}
        filterSelectedOptions
        limitTags={4}
        renderInput={(params) => <TextField {...params} label={t('criteria.specialties')} placeholder={value.specialties.length ? '' : t('criteria.specialtiesPlaceholder')} />}
        slotProps={{ chip: { size: 'small' } }}
      />
      <Box>
        <FormControlLabel
          control={<Switch checked={value.compactState} onChange={(e) => set('compactState', e.target.checked)} slotProps={{ input: { 'aria-describedby': ids.compact } }} />}
          label={t('criteria.compact')}
        />
        <FormHelperText id={ids.compact} sx={{ mt: 0 }}>
          {t('criteria.compactHelp')}
        </FormHelperText>
      </Box>
      <FormControl fullWidth>
        <InputLabel id={ids.modality}>{t('criteria.modality')}</InputLabel>
        <Select labelId={ids.modality} label={t('criteria.modality')} value={value.modality} onChange={(e) => set('modality', e.target.value)}>
          <MenuItem value="">{t('criteria.anyModality')}</MenuItem>
          {modalities.map((modality) => (
            <MenuItem key={modality} value={modality}>
              {t(`jobs:filter.modalities.${modality}`, { defaultValue: modality })}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl fullWidth>
        <InputLabel id={ids.shift}>{t('criteria.shift')}</InputLabel>
        <Select labelId={ids.shift} label={t('criteria.shift')} value={value.shift} onChange={(e) => set('shift', e.target.value as TSubscriptionCriteria['shift'])}>
          {SHIFT_PREFERENCES.map((shift) => (
            <MenuItem key={shift} value={shift}>
              {t(`criteria.shifts.${shift}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <NumberField label={t('criteria.minPay')} value={value.minWeeklyPay} onChange={(v) => set('minWeeklyPay', v)} max={100_000} help={t('criteria.minPayHelp')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <NumberField label={t('criteria.durationMin')} value={value.durationMin} onChange={(v) => set('durationMin', v)} max={104} />
        <NumberField label={t('criteria.durationMax')} value={value.durationMax} onChange={(v) => set('durationMax', v)} max={104} />
      </Box>
      <FormControl sx={{ gridColumn: { md: '1 / -1' } }}>
        <FormLabel id={ids.frequency}>{t('criteria.frequency')}</FormLabel>
        <RadioGroup row aria-labelledby={ids.frequency} value={value.frequency} onChange={(e) => set('frequency', e.target.value as TFrequency)}>
          {FREQUENCIES.map((f) => (
            <FormControlLabel key={f} value={f} control={<Radio />} label={t(`criteria.frequencies.${f}`)} />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
