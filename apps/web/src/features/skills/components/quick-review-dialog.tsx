// The owner's review of quick applications sent with their e-mail address (opened by the e-mail's sign-in link: the
// dashboard with ?quick=review). Each shows everything that was sent — names, contact data, role, specialties, states,
// the checklist and its signature — and is added to the account or discarded (deleted) by the owner's choice only.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorMessage } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { formatDate } from '../../dashboard/components/format';
import { type PendingQuickApplication, usePendingQuickApplications, useQuickChoice } from '../api/quick-review';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 0.75, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

function PendingItem({ item, busy, onChoose }: { item: PendingQuickApplication; busy: boolean; onChoose: (choice: 'attach' | 'discard') => void }) {
  const { t, i18n } = useTranslation('quickApply');
  const titleId = `quick-pending-${item.id}`;
  const role = t(`roles.${item.role}`, { defaultValue: item.role });
  const checklist = item.checklist;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        {t('review.sentOn', { date: formatDate(item.sentAt, i18n.language) })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }, columnGap: 2, rowGap: { xs: 0.25, sm: 0.5 }, m: 0 }}
      >
        <Fact label={t('review.name')} value={`${item.firstName} ${item.lastName}`.trim()} />
        <Fact label={t('fields.email')} value={item.email} />
        <Fact label={t('fields.phone')} value={item.phone} />
        <Fact label={t('fields.zip')} value={item.zip} />
        <Fact label={t('fields.role')} value={role} />
        <Fact label={t('fields.specialties')} value={item.specialties.join(', ')} />
        <Fact label={t('fields.states')} value={item.states.join(', ')} />
        <Fact
          label={t('review.checklist')}
          value={checklist ? t('review.checklistProgress', { name: checklist.name, answered: checklist.answered, total: checklist.total }) : t('review.noChecklist')}
        />
        {checklist && (
          <Fact
            label={t('review.signature')}
            value={
              checklist.signature && checklist.signedAt
                ? t('review.signedBy', { name: checklist.signature, date: formatDate(checklist.signedAt, i18n.language) })
                : t('review.notSigned')
            }
          />
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" disabled={busy} onClick={() => onChoose('attach')} aria-describedby={titleId}>
          {t('review.attach')}
        </Button>
        <Button variant="outlined" color="error" disabled={busy} onClick={() => onChoose('discard')} aria-describedby={titleId}>
          {t('review.discard')}
        </Button>
      </Stack>
    </Box>
  );
}

export default function QuickReviewDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('quickApply');
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const pending = usePendingQuickApplications();
  const choice = useQuickChoice();
  const { enqueueSnackbar } = useSnackbar();
  const items = pending.data ?? [];

  const choose = (id: string, which: 'attach' | 'discard') =>
    choice.mutate(
      { id, choice: which },
      { onSuccess: ({ message }) => enqueueSnackbar(message ?? t(which === 'attach' ? 'review.attached' : 'review.discarded'), { variant: 'success' }) },
    );

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="quick-review-title">
      <DialogTitle id="quick-review-title">{t('review.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('review.intro')}
        </Typography>
        {pending.isPending && <CircularProgress size={28} aria-label={t('review.loading')} />}
        {pending.isError && <Alert severity="error">{errorMessage(pending.error)}</Alert>}
        {choice.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(choice.error)}
          </Alert>
        )}
        {pending.data && items.length === 0 && <Typography role="status">{t('review.none')}</Typography>}
        <Stack spacing={2}>
          {items.map((item) => (
            <PendingItem key={item.id} item={item} busy={choice.isPending} onChoose={(which) => choose(item.id, which)} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('review.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
