// /references: the candidate's references with their status, the rule that gates applying (spec §1), and the ways to
// add, update, send again or withdraw one (until the referee answers: then it stays with the agency). The referees'
// answers are never shown here.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { WORK_TOGETHER_PRESENT, type TReference } from '@portal/shared/schemas/references';
import { useSnackbar } from '../../../lib/toast';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ReferenceRuleNotice, useReferenceRule } from '../../../components/reference-rule-notice';
import { errorMessage } from '../../../lib/api-client';
import { useReferences } from '../api/get-references';
import { useResendReference } from '../api/resend-reference';
import { useWithdrawReference } from '../api/withdraw-reference';
import { StatusChip } from '../../../components/reference-status-chip';
import { useReferenceMessage } from '../messages';

const day = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
const month = (value: string, language: string) => {
  const [y, m] = value.split('-').map(Number);
  return y && m ? new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1))) : value;
};
const nameOf = (r: TReference) => `${r.salutation} ${r.firstName} ${r.lastName}`;

export default function ReferencesPage() {
  const { t } = useTranslation('references');
  const references = useReferences();
  const rule = useReferenceRule();
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Box>
        <Typography variant="h1">{t('list.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('list.intro')}
        </Typography>
      </Box>
      {rule.status && (
        <Box>
          {rule.status.meetsRule ? (
            <Alert severity="success">{rule.status.ruleEnabled ? t('list.ruleMet') : t('list.ruleOff')}</Alert>
          ) : (
            <ReferenceRuleNotice status={rule.status} link={false} />
          )}
        </Box>
      )}
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/references/add">
          {t('list.add')}
        </Button>
      </Box>
      {references.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('list.loading')} />
        </Box>
      )}
      {references.isError && <Alert severity="error">{errorMessage(references.error)}</Alert>}
      {references.data && references.data.length === 0 && <Typography>{t('list.empty')}</Typography>}
      {references.data && references.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('list.title')}>
          {references.data.map((reference) => (
            <ReferenceCard key={reference._id} reference={reference} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ReferenceCard({ reference }: { reference: TReference }) {
  const { t, i18n } = useTranslation('references');
  const message = useReferenceMessage();
  const { enqueueSnackbar } = useSnackbar();
  const resend = useResendReference();
  const withdraw = useWithdrawReference();
  const [confirming, setConfirming] = useState(false);
  const name = nameOf(reference);
  const answered = reference.status === 'completed' || reference.status === 'declined';
  const lang = i18n.language;
  const titleId = `reference-${reference._id}`;

  const onResend = () =>
    resend.mutate(reference._id, {
      onSuccess: ({ message: m }) => enqueueSnackbar(message(m) ?? t('messages.resent'), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(message(errorMessage(error)), { variant: 'error' }),
    });
  const onWithdraw = () =>
    withdraw.mutate(reference._id, {
      onSuccess: (m) => enqueueSnackbar(message(m) ?? t('messages.removed'), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(message(errorMessage(error)), { variant: 'error' }),
      onSettled: () => setConfirming(false),
    });

  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby={titleId}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mr: 1 }}>
            {name}
          </Typography>
          <StatusChip status={reference.status} />
          <Typography variant="body2" color="text.secondary">
            {t(`options.referenceType.${reference.referenceType}`, { defaultValue: reference.referenceType })}
          </Typography>
        </Stack>
        <Typography variant="body2">
          {reference.referenceJobTitleWhenWorkingWithMe} · {reference.companyName} ·{' '}
          {t('list.workedTogether', {
            from: month(reference.workTogetherFrom, lang),
            to: reference.workTogetherTo === WORK_TOGETHER_PRESENT ? t('fields.present') : month(reference.workTogetherTo, lang),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[reference.email, reference.phone].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {reference.status === 'draft'
            ? t('list.draft')
            : reference.answeredAt
            ? t('list.answeredOn', { date: day(reference.answeredAt, lang) })
            : reference.sentAt
              ? `${t('list.sentOn', { date: day(reference.sentAt, lang) })}${reference.linkExpiresAt ? ` · ${t('list.expiresOn', { date: day(reference.linkExpiresAt, lang) })}` : ''}`
              : reference.contactMethod === 'phone'
                ? t('list.notSent')
                : ''}
        </Typography>
        {reference.needsRenewal && <Alert severity="warning">{t('list.renewal')}</Alert>}
        <Stack direction="row" spacing={1} sx={{ pt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {!answered && (
            <Button variant="outlined" component={RouterLink} to={`/references/update?id=${encodeURIComponent(reference._id)}`} aria-label={t('list.updateLabel', { name })}>
              {t('list.update')}
            </Button>
          )}
          {!answered && reference.status !== 'draft' && reference.contactMethod !== 'phone' && (
            <Button variant="outlined" onClick={onResend} disabled={resend.isPending} aria-label={t('list.resendLabel', { name })}>
              {t('list.resend')}
            </Button>
          )}
          {/* Not in the error colour: red text falls short of 4.5:1 on the dark theme's paper; the dialog asks first. */}
          {!answered && (
            <Button color="inherit" onClick={() => setConfirming(true)} aria-label={t('list.withdrawLabel', { name })}>
              {t('list.withdraw')}
            </Button>
          )}
        </Stack>
        {/* An answered reference is the agency's record of what the referee said: it stays, and the candidate is told why. */}
        {answered && (
          <Typography variant="body2" color="text.secondary">
            {t('list.kept')}
          </Typography>
        )}
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${titleId}-confirm`}>
        <DialogTitle id={`${titleId}-confirm`}>{t('list.confirmWithdrawTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('list.confirmWithdrawText', { name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('list.cancel')}</Button>
          <Button variant="contained" onClick={onWithdraw} disabled={withdraw.isPending}>
            {t('list.withdraw')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
