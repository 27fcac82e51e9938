import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/use-translation';

/** A titled page that later work replaces (see app/routes.tsx). */
export default function PagePlaceholder({ title }: { title: string }) {
  const { t } = useTranslation(['routes', 'common']);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h1" gutterBottom>
        {t(title, { ns: 'routes' })}
      </Typography>
      <Typography color="text.secondary">{t('placeholder.comingSoon', { ns: 'common' })}</Typography>
    </Paper>
  );
}
