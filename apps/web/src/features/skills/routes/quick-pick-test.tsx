// /quick/skills/checklist/pickTest: the quick application's checklist (or none: it can be sent without one).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { finishQuickApplication, quickPath, readQuickDraft } from '../api/quick-apply';
import { PickChecklist } from '../components/pick-checklist';

export default function QuickPickTestPage() {
  const { t } = useTranslation('quickApply');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!readQuickDraft()) return <NoDraft />;
  const skip = async () => {
    setSending(true);
    try {
      await finishQuickApplication({ skipChecklist: true });
      void navigate(quickPath('/quick/success'));
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <Typography variant="h1">{t('pick.title')}</Typography>
      <Typography color="text.secondary">{t('pick.intro')}</Typography>
      <PickChecklist
        quick
        suggested={params.get('suggested')}
        onPick={(c) => void navigate(quickPath(`/quick/skills/checklist/test?name=${encodeURIComponent(c.slug)}`))}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <Button onClick={() => void skip()} disabled={sending}>
          {t('pick.skip')}
        </Button>
      </Box>
    </Stack>
  );
}

export function NoDraft() {
  const { t } = useTranslation('quickApply');
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Typography variant="h1">{t('noDraft.title')}</Typography>
      <Typography>{t('noDraft.text')}</Typography>
      <Box>
        <Button variant="contained" component={RouterLink} to={quickPath('/quick/application')}>
          {t('noDraft.start')}
        </Button>
      </Box>
    </Stack>
  );
}
