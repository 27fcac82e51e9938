// The agency's sign-in page lets a partner board's candidate choose their board (decision 034): accounts belong to
// one organisation, and a partner's candidate signs in on its board's page. The list is the same for everyone and
// says nothing about any account; the board this device's last candidate belonged to comes first.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { homeBoard } from '../../../lib/home-board';
import { useTranslation } from '../../../lib/use-translation';
import { useBoards } from '../api/get-boards';

export function BoardChoice({ search }: { search: string }) {
  const { t } = useTranslation('auth');
  const { data } = useBoards(true);
  const boards = (data ?? []).filter((choice) => choice.board);
  if (!boards.length) return null;
  const home = homeBoard();
  const ordered = [...boards.filter((b) => b.board === home), ...boards.filter((b) => b.board !== home)];
  return (
    <Box component="nav" aria-labelledby="board-choice-title" sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="board-choice-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('boardChoiceTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('boardChoiceText')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {ordered.map((choice) => (
          <li key={choice.board}>
            <Link component={RouterLink} to={`/auth/login/${choice.board}${search}`} data-board={choice.board}>
              {choice.board === home ? t('boardChoiceLast', { name: choice.name }) : choice.name}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
