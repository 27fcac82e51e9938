// /quick/application (spec §2 quick routes, §3 quick application): the short form, no account needed. The answer is the
// same whether or not the e-mail has an account; nothing of an account is shown here.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CANDIDATE_SPECIALTY_OPTIONS, SPECIALTY_PLACEHOLDER } from '@portal/shared/application/specialties';
import { maskPhone } from '@portal/shared/application/validate';
import { US_STATES } from '@portal/shared/domain/us-states';
import { QUICK_ROLES, ZQuickApplication, suggestedChecklist } from '@portal/shared/skills';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { brandPlace, useBrand } from '../../../lib/brand';
import { quickPath, startQuickApplication } from '../api/quick-apply';

/** The one list of candidate specialties (shared with the application and the specialty picker's save). */
const SPECIALTIES = CANDIDATE_SPECIALTY_OPTIONS.map((o) => o.value);
const SPECIALTY_LABELS = new Map(CANDIDATE_SPECIALTY_OPTIONS.map((o) => [o.value, o.label]));
const EMPTY = { firstName: '', lastName: '', email: '', phone: '', zip: '', role: '', specialties: [] as string[], states: [] as string[] };

export default function QuickApplicationPage() {
  const { t } = useTranslation('quickApply');
  // The specialties' names as the application shows them.
  const { t: tApplication } = useTranslation('application');
  const specialtyLabel = (value: string) =>
    value === SPECIALTY_PLACEHOLDER
      ? t('fields.specialtyPlaceholder')
      : tApplication(`options.personalInfo.specialties.${value}`, { defaultValue: SPECIALTY_LABELS.get(value) ?? value });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The organisation whose brand the page shows (a partner board's when the flow started there).
  const brand = useBrand(brandPlace(pathname, search));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ZQuickApplication.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      document.getElementById(`quick-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await startQuickApplication(parsed.data, brand?.code);
      // The picker offers the role's own checklist first.
      const suggested = suggestedChecklist(parsed.data.role, parsed.data.specialties);
      void navigate(quickPath(`/quick/skills/checklist/pickTest${suggested ? `?suggested=${encodeURIComponent(suggested)}` : ''}`));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const field = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'zip', extra: Record<string, unknown> = {}) => (
    <TextField
      id={`quick-${name}`}
      label={t(`fields.${name}`)}
      value={values[name]}
      onChange={(e) => set(name, name === 'phone' ? maskPhone(e.target.value) : e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      required
      fullWidth
      {...extra}
    />
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Typography variant="h1">{t('form.title')}</Typography>
      <Typography color="text.secondary">{t('form.intro')}</Typography>
      <Paper variant="outlined" component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('firstName', { autoComplete: 'given-name' })}
            {field('lastName', { autoComplete: 'family-name' })}
          </Stack>
          {field('email', { type: 'email', autoComplete: 'email' })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('phone', { type: 'tel', autoComplete: 'tel-national', placeholder: '(615)555-0101' })}
            {field('zip', { autoComplete: 'postal-code', slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 5 } } })}
          </Stack>
          <TextField
            id="quick-role"
            select
            label={t('fields.role')}
            value={values.role}
            onChange={(e) => set('role', e.target.value)}
            error={Boolean(errors.role)}
            helperText={errors.role ?? ' '}
            required
          >
            {QUICK_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`roles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            multiple
            options={SPECIALTIES}
            getOptionLabel={specialtyLabel}
            value={values.specialties}
            onChange={(_, value) => set('specialties', value)}
            renderInput={(params) => (
              <TextField {...params} id="quick-specialties" label={t('fields.specialties')} error={Boolean(errors.specialties)} helperText={errors.specialties ?? ' '} required />
            )}
          />
          <Autocomplete
            multiple
            options={US_STATES.map(([code]) => code as string)}
            getOptionLabel={(code) => `${US_STATES.find(([c]) => c === code)?.[1] ?? code} (${code})`}
            value={values.states}
            onChange={(_, value) => set('states', value)}
            renderInput={(params) => (
              <TextField {...params} id="quick-states" label={t('fields.states')} error={Boolean(errors.states)} helperText={errors.states ?? ' '} required />
            )}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {t('form.privacy')}
          </Typography>
          <Box>
            <Button type="submit" variant="contained" disabled={sending}>
              {t('form.next')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
