// /references/update?id=…: an unanswered request corrected (a bounced address fixed voids the old link and sends a new one).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useSnackbar } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useReferences } from '../api/get-references';
import { useSaveReference } from '../api/save-reference';
import { ReferenceForm, toFormValues } from '../components/reference-form';
import { FORM_FRAME } from '../components/form-frame';
import { useReferenceMessage } from '../messages';
import { returnTo } from '../return-to';

export default function UpdateReferencePage() {
  const { t } = useTranslation('references');
  const message = useReferenceMessage();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const references = useReferences();
  const save = useSaveReference();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const reference = references.data?.find((r) => r._id === id);
  const answered = reference && (reference.status === 'completed' || reference.status === 'declined');
  // A draft (kept without a request) is sent by this form.
  const draft = reference?.status === 'draft';
  const back = returnTo(params);
  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      <Link component={RouterLink} to={back} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}>
        <ArrowBackIcon fontSize="small" /> {t('form.back')}
      </Link>
      <Typography variant="h1">{t('form.updateTitle')}</Typography>
      {references.isPending && <CircularProgress aria-label={t('list.loading')} />}
      {references.isError && <Alert severity="error">{errorMessage(references.error)}</Alert>}
      {references.data && !reference && <Alert severity="warning">{t('form.notFound')}</Alert>}
      {answered && <Alert severity="info">{t('form.answered')}</Alert>}
      {reference && !answered && (
        <>
          <Typography color="text.secondary">{draft ? t('form.draftIntro') : t('form.updateIntro')}</Typography>
          <Box sx={FORM_FRAME}>
            <ReferenceForm
              initial={toFormValues(reference)}
              submitLabel={draft ? t('form.save') : t('form.saveUpdate')}
              busy={save.isPending}
              error={save.isError ? errorMessage(save.error) : null}
              onSubmit={(values) =>
                save.mutate(
                  { id, values },
                  {
                    onSuccess: ({ message: m }) => {
                      enqueueSnackbar(message(m) ?? t(draft ? 'messages.requested' : 'messages.updated'), { variant: 'success' });
                      void navigate(back);
                    },
                  },
                )
              }
            />
          </Box>
        </>
      )}
    </Stack>
  );
}
