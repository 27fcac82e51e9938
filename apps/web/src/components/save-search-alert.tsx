// "Save this search as an alert" on the open-jobs page: one click saves the search form as a new saved search with its
// own alert (POST /api/candidate/subscriptions), beside the candidate's other saved searches, with the frequency and
// shift of their first one. Alerts match with the search's own rule (packages/shared/src/domain/job-filter.ts), so the
// alert finds what this search finds.
import Button from '@mui/material/Button';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { JobFilterFormInput } from '@portal/shared/domain/job-filter';
import { type TSubscription, criteriaFromSearchForm } from '@portal/shared/schemas/job-emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../lib/toast';
import { useTranslation } from '../lib/use-translation';
import { api, errorMessage } from '../lib/api-client';
import { navigateTo } from '../lib/navigation';

async function saveSearchAsAlert(form: JobFilterFormInput): Promise<TSubscription> {
  const current = (await api.get<TSubscription>('/api/candidate/subscription')).data;
  const frequency = current.source === 'saved' ? current.frequency : 'daily';
  const criteria = criteriaFromSearchForm(form, frequency);
  return (await api.post<TSubscription>('/api/candidate/subscriptions', { ...criteria, shift: current.source === 'saved' ? current.shift : 'any', active: true })).data;
}

export function SaveSearchAlert({ form }: { form: JobFilterFormInput }) {
  const { t } = useTranslation('jobEmails');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveSearchAsAlert,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['job-emails'] });
      enqueueSnackbar(t('saveAlert.saved'), {
        variant: 'success',
        // The toast renders outside the router: the app's navigation helper opens the page.
        action: (
          <Button color="inherit" size="small" onClick={() => navigateTo('/subscription')}>
            {t('saveAlert.manage')}
          </Button>
        ),
      });
    },
    onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
  });
  return (
    <Button variant="outlined" startIcon={<NotificationsActiveIcon />} onClick={() => save.mutate(form)} disabled={save.isPending} sx={{ alignSelf: { sm: 'flex-end' } }}>
      {t('saveAlert.button')}
    </Button>
  );
}
