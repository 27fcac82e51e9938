import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FREQUENCIES, type TFrequency } from '@portal/shared/schemas/job-emails';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useApplyUnsubscribe, useUnsubscribeInfo } from '../api/unsubscribe';

/**
 * /unsubscribe?token=: the confirm page of an alert's link (CAN-SPAM): one button unsubscribes at once, or the reader
 * keeps the e-mails and receives them less often. Public: no sign-in, no extra information asked.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('jobEmails');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useUnsubscribeInfo(token);
  const apply = useApplyUnsubscribe();
  const frequencyLabel = useId();
  const lower = info.data ? FREQUENCIES.slice(FREQUENCIES.indexOf(info.data.frequency) + 1) : [];
  const [frequency, setFrequency] = useState<TFrequency | ''>('');
  const chosen = frequency || lower[0] || '';

  const body = () => {
    if (!token) return <Alert severity="error">{t('unsubscribe.missing')}</Alert>;
    if (info.isError) return <Alert severity="error">{errorMessage(info.error)}</Alert>;
    if (!info.data) return <Typography role="status">{t('loading')}</Typography>;
    if (apply.data)
      return (
        <Alert severity={apply.data.changed ? 'success' : 'info'} role="status">
          {apply.data.message}
        </Alert>
      );
    if (info.data.unsubscribed) return <Alert severity="info">{t('unsubscribe.already')}</Alert>;
    return (
      <Stack spacing={3}>
        <Typography>{t('unsubscribe.intro', { brand: info.data.brand, email: info.data.email })}</Typography>
        <Button variant="contained" color="error" size="large" onClick={() => apply.mutate({ token, action: 'unsubscribe' })} disabled={apply.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('unsubscribe.confirm')}
        </Button>
        {lower.length > 0 && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <FormControl>
              <FormLabel id={frequencyLabel}>{t('unsubscribe.lessOften')}</FormLabel>
              <RadioGroup row aria-labelledby={frequencyLabel} value={chosen} onChange={(e) => setFrequency(e.target.value as TFrequency)}>
                {lower.map((f) => (
                  <FormControlLabel key={f} value={f} control={<Radio />} label={t(`criteria.frequencies.${f}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            <Button variant="outlined" onClick={() => chosen && apply.mutate({ token, action: 'frequency', frequency: chosen })} disabled={apply.isPending} sx={{ display: 'flex', mt: 1 }}>
              {t('unsubscribe.apply')}
            </Button>
          </Paper>
        )}
        {apply.isError && <Alert severity="error">{errorMessage(apply.error)}</Alert>}
      </Stack>
    );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h1">{t('unsubscribe.title')}</Typography>
      {body()}
      <Typography variant="body2" color="text.secondary">
        {t('unsubscribe.manage')}{' '}
        <RouterLink to="/subscription">{t('subscription.title')}</RouterLink>
      </Typography>
    </Stack>
  );
}
