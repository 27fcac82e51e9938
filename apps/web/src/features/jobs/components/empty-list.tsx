import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';

/** An empty list of the candidate's (favourites, submissions), with the way to open jobs. */
export function EmptyList({ text }: { text: string }) {
  const { t } = useTranslation('jobs');
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to="/jobs/open" variant="contained">
        {t('favorites.browse')}
      </Button>
    </Paper>
  );
}
