import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from '../../../lib/use-translation';

/** spec §2 "Open jobs screen messages": the initial prompt, "Jobs are loading..." and "Sorry no Jobs found in database". */
export function JobsMessage({ kind }: { kind: 'prompt' | 'loading' | 'empty' }) {
  const { t } = useTranslation('jobs');
  const icon =
    kind === 'loading' ? <CircularProgress size={32} aria-hidden /> : kind === 'empty' ? <SearchOffIcon fontSize="large" color="action" /> : <SearchIcon fontSize="large" color="action" />;
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 3, textAlign: 'center' }}>
      <Box sx={{ mb: 1.5, display: 'flex', justifyContent: 'center' }}>{icon}</Box>
      <Typography role="status" color="text.secondary" sx={{ fontSize: '1.05rem' }}>
        {t(`messages.${kind}`)}
      </Typography>
    </Paper>
  );
}
