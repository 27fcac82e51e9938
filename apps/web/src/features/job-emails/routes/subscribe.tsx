import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FREQUENCIES, type TSubscriptionCriteria } from '@portal/shared/schemas/job-emails';
import { ZEmail } from '@portal/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useSpecialties } from '../api/get-specialties';
import { useConfirmSubscribe, useMagicSubscribeData, usePublicSubscribe } from '../api/public-subscribe';
import { CriteriaForm } from '../components/criteria-form';
import { money } from '../format';

const EMPTY: TSubscriptionCriteria = { states: [], compactState: false, specialties: [], modality: '', shift: 'any', minWeeklyPay: null, durationMin: null, durationMax: null, frequency: FREQUENCIES[1] };

function Confirm({ token }: { token: string }) {
  const { t, i18n } = useTranslation('jobEmails');
  const data = useMagicSubscribeData(token);
  const confirm = useConfirmSubscribe();
  if (data.isError) return <Alert severity="error">{errorMessage(data.error)}</Alert>;
  if (!data.data) return <Typography role="status">{t('loading')}</Typography>;
  const c = data.data.criteria;
  const all = t('subscribe.all');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h5">
          {t('subscribe.confirmTitle')}
        </Typography>
        <Typography>{t('subscribe.confirmIntro', { brand: data.data.brand, email: data.data.email })}</Typography>
        <Stack component="dl" spacing={0.5} sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1 } }}>
          <dt>{t('criteria.states')}</dt>
          <dd>{[...c.states, ...(c.compactState ? [t('criteria.compact')] : [])].join(', ') || all}</dd>
          <dt>{t('criteria.specialties')}</dt>
          <dd>{c.specialties.join(', ') || all}</dd>
          <dt>{t('criteria.shift')}</dt>
          <dd>{t(`criteria.shifts.${c.shift}`)}</dd>
          <dt>{t('criteria.minPay')}</dt>
          <dd>{c.minWeeklyPay ? money(c.minWeeklyPay, i18n.language) : all}</dd>
          <dt>{t('criteria.frequency')}</dt>
          <dd>{t(`criteria.frequencies.${c.frequency}`)}</dd>
        </Stack>
        {confirm.data ? (
          <Alert severity="success" role="status">
            {confirm.data}
          </Alert>
        ) : (
          <Button variant="contained" size="large" onClick={() => confirm.mutate(token)} disabled={confirm.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('subscribe.confirm')}
          </Button>
        )}
        {confirm.isError && <Alert severity="error">{errorMessage(confirm.error)}</Alert>}
        {data.data.postalAddress && (
          <Typography variant="body2" color="text.secondary">
            {data.data.brand} · {data.data.postalAddress}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

function SubscribeForm() {
  const { t } = useTranslation('jobEmails');
  const specialties = useSpecialties();
  const subscribe = usePublicSubscribe();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState('');
  const [criteria, setCriteria] = useState(EMPTY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZEmail.safeParse(email);
    if (!checked.success) {
      setEmailError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setEmailError('');
    subscribe.mutate({ email: checked.data, ...criteria });
  };
  if (subscribe.data)
    return (
      <Alert severity="success" role="status">
        {subscribe.data}
      </Alert>
    );
  return (
    <Paper component="form" noValidate variant="outlined" onSubmit={submit} aria-label={t('subscribe.title')} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <TextField label={t('subscribe.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={Boolean(emailError)} helperText={emailError || ' '} />
        <CriteriaForm value={criteria} onChange={setCriteria} specialties={specialties.data ?? []} />
        {subscribe.isError && <Alert severity="error">{errorMessage(subscribe.error)}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {t('subscribe.consent')}
        </Typography>
        <Button type="submit" variant="contained" size="large" disabled={subscribe.isPending} sx={{ alignSelf: 'flex-end' }}>
          {t('subscribe.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /subcribe (sic, spec §2): job alerts without an account, double opt-in; with ?token= it is the link's confirm page. */
export default function SubscribePage() {
  const { t } = useTranslation('jobEmails');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">{t('subscribe.title')}</Typography>
      {!token && <Typography color="text.secondary">{t('subscribe.intro')}</Typography>}
      {token ? <Confirm token={token} /> : <SubscribeForm />}
    </Stack>
  );
}
