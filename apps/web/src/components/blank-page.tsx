import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** spec §2: /openjobs/:id is a placeholder blank page. Its title is for screen readers only. */
export default function BlankPage() {
  const { t } = useTranslation('routes');
  return (
    <Typography
      variant="h1"
      sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
    >
      {t('openJob')}
    </Typography>
  );
}
