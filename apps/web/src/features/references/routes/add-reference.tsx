// /references/add: a new reference request; the referee is e-mailed a single-use link (unless contacted by phone).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useSnackbar } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useSaveReference } from '../api/save-reference';
import { ReferenceForm } from '../components/reference-form';
import { FORM_FRAME } from '../components/form-frame';
import { useReferenceMessage } from '../messages';
import { returnTo } from '../return-to';

export default function AddReferencePage() {
  const { t } = useTranslation('references');
  const message = useReferenceMessage();
  const save = useSaveReference();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [params] = useSearchParams();
  const back = returnTo(params);
  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      <Link component={RouterLink} to={back} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}>
        <ArrowBackIcon fontSize="small" /> {t('form.back')}
      </Link>
      <Typography variant="h1">{t('form.addTitle')}</Typography>
      <Typography color="text.secondary">{t('form.intro')}</Typography>
      <Box sx={FORM_FRAME}>
        <ReferenceForm
          submitLabel={t('form.save')}
          busy={save.isPending}
          error={save.isError ? errorMessage(save.error) : null}
          onSubmit={(values) =>
            save.mutate(
              { values },
              {
                onSuccess: ({ message: m }) => {
                  enqueueSnackbar(message(m) ?? t('messages.requested'), { variant: 'success' });
                  void navigate(back);
                },
              },
            )
          }
        />
      </Box>
    </Stack>
  );
}
