import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TSubscription, TSubscriptionCriteria } from '@portal/shared/schemas/job-emails';
import { useSnackbar } from '../../../lib/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useSaveSubscription } from '../api/save-subscription';
import { useSpecialties } from '../api/get-specialties';
import { useSubscription } from '../api/get-subscription';
import { CriteriaForm } from '../components/criteria-form';
import { date } from '../format';

function criteriaOf(s: TSubscription): TSubscriptionCriteria {
  return { states: s.states, compactState: s.compactState, specialties: s.specialties, modality: s.modality, shift: s.shift, minWeeklyPay: s.minWeeklyPay, durationMin: s.durationMin, durationMax: s.durationMax, frequency: s.frequency };
}

function SubscriptionForm({ subscription }: { subscription: TSubscription }) {
  const { t, i18n } = useTranslation('jobEmails');
  const { enqueueSnackbar } = useSnackbar();
  const specialties = useSpecialties();
  const save = useSaveSubscription();
  const [criteria, setCriteria] = useState(() => criteriaOf(subscription));
  // A subscription not saved yet is offered switched on: saving it is the candidate's "yes".
  const [active, setActive] = useState(subscription.source === 'saved' ? subscription.active : true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...criteria, active },
      {
        onSuccess: ({ message }) => enqueueSnackbar(message ?? t('subscription.saved'), { variant: 'success' }),
        onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
      },
    );
  };

  return (
    <Paper component="form" variant="outlined" onSubmit={submit} aria-label={t('subscription.title')} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        {subscription.source === 'application' && <Alert severity="info">{t('subscription.prefilled')}</Alert>}
        {subscription.source === 'saved' && subscription.unsubscribedAt && !subscription.active && (
          <Alert severity="warning">{t('subscription.unsubscribed', { date: date(subscription.unsubscribedAt, i18n.language) })}</Alert>
        )}
        <FormControlLabel control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />} label={t('subscription.active')} />
        <CriteriaForm value={criteria} onChange={setCriteria} specialties={specialties.data ?? []} />
        {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary">
            {subscription.postalAddress ? t('subscription.postal', { address: subscription.postalAddress }) : ''}
          </Typography>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {t('subscription.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /subscription: what the candidate wants to hear about, pre-filled from the application's preferences. */
export default function SubscriptionPage() {
  const { t } = useTranslation('jobEmails');
  const subscription = useSubscription();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('subscription.title')}</Typography>
      <Typography color="text.secondary">{t('subscription.intro')}</Typography>
      {subscription.isError && <Alert severity="error">{errorMessage(subscription.error)}</Alert>}
      {subscription.isPending && <Typography role="status">{t('loading')}</Typography>}
      {subscription.data && <SubscriptionForm key={subscription.data.id ?? 'new'} subscription={subscription.data} />}
      <Button component={RouterLink} to="/jobs/email" sx={{ alignSelf: 'flex-start' }}>
        {t('emails.title')}
      </Button>
    </Stack>
  );
}
