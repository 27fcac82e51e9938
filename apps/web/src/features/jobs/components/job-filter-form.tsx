import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { US_STATES, usStateName } from '@portal/shared/domain/us-states';
import type { TSpecialty } from '@portal/shared/schemas/jobs';
import { DURATION_WEEKS_MAX, DURATION_WEEKS_MIN, EMPTY_JOB_FILTER_FORM } from '@portal/shared/schemas/jobs-values';
import { type FormEvent, useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { AutocompleteField } from '../../../components/autocomplete-field';
import { NativeSelectField } from '../../../components/native-select-field';
import { date, money } from '../format';
import type { FilterFormValues } from '../open-jobs-state';

const PAY_SLIDER_MAX = 5_000;
// One collator for every sort (localeCompare makes one per comparison).
const byText = new Intl.Collator();
const PAY_STEP = 100;

export type JobFilterFormProps = {
  value: FilterFormValues;
  onChange: (value: FilterFormValues) => void;
  onSubmit: () => void;
  specialties: TSpecialty[];
  /** Compact-state list of the server: how many and as of when (for the switch's help text). */
  compact: { count: number; asOf: string | null } | undefined;
  /** A board offers only the states it has jobs in; the signed-in search offers all. */
  stateCodes?: string[];
  submitLabel?: string;
  busy?: boolean;
};

/** The job filter form of spec §3: state, compactState, specialties, modaility, durationWeek (range), salary. */
export function JobFilterForm({
  value,
  onChange,
  onSubmit,
  specialties,
  compact,
  stateCodes,
  submitLabel,
  busy,
}: JobFilterFormProps) {
  const { t, i18n } = useTranslation('jobs');
  const lng = i18n.language;
  const ids = { duration: useId(), pay: useId(), compact: useId() };
  const set = <K extends keyof FilterFormValues>(key: K, next: FilterFormValues[K]) => onChange({ ...value, [key]: next });

  const states = useMemo(() => stateCodes ?? US_STATES.map(([code]) => code), [stateCodes]);
  const modalities = useMemo(() => [...new Set(specialties.map((s) => s.modality))], [specialties]);
  // A chosen modality narrows the specialties offered; already chosen ones stay visible.
  const specialtyOptions = useMemo(
    () =>
      specialties
        .filter((s) => !value.modaility || s.modality === value.modaility || value.specialties.includes(s.value))
        .sort((a, b) => byText.compare(a.type, b.type) || byText.compare(a.label, b.label)),
    [specialties, value.modaility, value.specialties],
  );
  const chosenSpecialties = value.specialties.map(
    (v) => specialties.find((s) => s.value === v) ?? { value: v, label: v, type: 'Allied' as const, modality: '' },
  );
  const duration = value.durationWeek ?? [DURATION_WEEKS_MIN, DURATION_WEEKS_MAX];
  const minPay = value.salary?.[0] ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Paper component="form" variant="outlined" onSubmit={submit} aria-label={t('filter.title')} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Autocomplete
          multiple
          options={states}
          value={value.state}
          onChange={(_event, next) => set('state', next)}
          getOptionLabel={(code) => `${usStateName(code) ?? code} (${code})`}
          filterSelectedOptions
          limitTags={6}
          renderInput={(params) => (
            <AutocompleteField
              params={params}
              label={t('filter.states')}
              placeholder={value.state.length ? '' : t('filter.statesPlaceholder')}
            />
          )}
          slotProps={{ chip: { size: 'small' } }}
        />
        <Autocomplete
          multiple
          options={specialtyOptions}
          value={chosenSpecialties}
          onChange={(_event, next) =>
            set(
              'specialties',
              next.map((s) => s.value),
            )
          }
          isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
          groupBy={(option) => t(`filter.types.${option.type}`)}
          getOptionLabel={(option) => option.label}
          filterSelectedOptions
          limitTags={4}
          renderInput={(params) => (
            <AutocompleteField
              params={params}
              label={t('filter.specialties')}
              placeholder={value.specialties.length ? '' : t('filter.specialtiesPlaceholder')}
            />
          )}
          slotProps={{ chip: { size: 'small' } }}
        />
        <NativeSelectField
          label={t('filter.modality')}
          value={value.modaility}
          onChange={(next) => set('modaility', next)}
          options={[
            { value: '', label: t('filter.anyModality') },
            ...modalities.map((modality) => ({
              value: modality,
              label: t(`filter.modalities.${modality}`, { defaultValue: modality }),
            })),
          ]}
        />
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={value.compactState}
                onChange={(event) => set('compactState', event.target.checked)}
                slotProps={{ input: { 'aria-describedby': ids.compact } }}
              />
            }
            label={t('filter.compactState')}
          />
          <FormHelperText id={ids.compact} sx={{ mt: 0 }}>
            {compact?.asOf
              ? t('filter.compactHelp', { count: compact.count, date: date(compact.asOf, lng) })
              : t('filter.compactHelpNoDate')}
          </FormHelperText>
        </Box>
        <Box sx={{ px: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography id={ids.duration} variant="body2" color="text.secondary">
              {t('filter.duration')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('filter.durationValue', { from: duration[0], to: duration[1] })}
            </Typography>
          </Stack>
          <Slider
            // Each thumb has its own name ("Minimum duration", "Maximum duration"), not the one label of both.
            getAriaLabel={(thumb) => (thumb === 0 ? t('filter.durationMin') : t('filter.durationMax'))}
            getAriaValueText={(weeks) => t('card.weeks', { count: weeks })}
            min={DURATION_WEEKS_MIN}
            max={DURATION_WEEKS_MAX}
            value={[...duration]}
            onChange={(_event, next) => set('durationWeek', next as [number, number])}
            marks={[4, 13, 26, 52].map((weeks) => ({ value: weeks, label: String(weeks) }))}
            disableSwap
          />
        </Box>
        <Box sx={{ px: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography id={ids.pay} variant="body2" color="text.secondary">
              {t('filter.minPay')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {minPay > 0 ? money(minPay, lng) : t('filter.anyPay')}
            </Typography>
          </Stack>
          <Slider
            aria-labelledby={ids.pay}
            getAriaValueText={(amount) => (amount > 0 ? money(amount, lng) : t('filter.anyPay'))}
            min={0}
            max={PAY_SLIDER_MAX}
            step={PAY_STEP}
            value={Math.min(minPay, PAY_SLIDER_MAX)}
            onChange={(_event, next) => set('salary', [next as number, value.salary?.[1] ?? EMPTY_JOB_FILTER_FORM.salary![1]])}
          />
        </Box>
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2.5, justifyContent: 'flex-end' }}>
        <Button variant="text" onClick={() => onChange(EMPTY_JOB_FILTER_FORM)}>
          {t('filter.clear')}
        </Button>
        <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} disabled={busy}>
          {submitLabel ?? t('filter.getJobs')}
        </Button>
      </Stack>
    </Paper>
  );
}
