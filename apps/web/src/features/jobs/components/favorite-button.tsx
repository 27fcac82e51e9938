import { memo } from 'react';
import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { useSnackbar } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-client';
import { useToggleLike } from '../api/like-job';

/** The heart on every job card (spec §3 likes). */
export const FavoriteButton = memo(function FavoriteButton({ jobId, position, liked }: { jobId: string; position: string; liked: boolean }) {
  const { t } = useTranslation('jobs');
  const { enqueueSnackbar } = useSnackbar();
  const toggleLike = useToggleLike();
  const label = liked ? t('card.unlike', { position }) : t('card.like', { position });
  return (
    // A page of cards has a heart on each: the Tooltip loads on the first hover or keyboard focus of one.
    <LazyTooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={liked}
        color={liked ? 'error' : 'default'}
        onClick={() => void toggleLike({ jobId, liked: !liked }).catch((error: unknown) => enqueueSnackbar(errorMessage(error), { variant: 'error' }))}
      >
        {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </LazyTooltip>
  );
});
