// /skills/checklist/pickTest (spec §2): choose a category and a checklist to take.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { PickChecklist } from '../components/pick-checklist';

export default function PickTestPage() {
  const { t } = useTranslation('skills');
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('pick.title')}</Typography>
      <Typography color="text.secondary">{t('pick.intro')}</Typography>
      <PickChecklist quick={false} onPick={(c) => void navigate(`/skills/checklist/test?name=${encodeURIComponent(c.slug)}`)} />
    </Stack>
  );
}
