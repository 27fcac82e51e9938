// The guide (spec §1, §4, §9): 37 slides on the candidate's journey with Back, Next and Done; Done closes the guide and
// puts it back at slide one. Keyboard: Tab to the buttons, or the arrow keys anywhere in it; screen readers hear
// "Slide x of 37" and the slide's title on every change.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

import CloseIcon from '@mui/icons-material/Close';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { visuallyHidden } from '../../../components/visually-hidden';
import { SLIDES } from '../slides';
import { GuideIllustration } from './guide-illustration';

export const GUIDE_SLIDES = SLIDES.length;

export function GuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('guide');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [index, setIndex] = useState(0);
  const id = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const slide = SLIDES[index]!;
  const current = index + 1;
  const last = index === GUIDE_SLIDES - 1;
  const title = t(`slides.${slide.number}.title`);

  const go = (to: number) => setIndex(Math.max(0, Math.min(GUIDE_SLIDES - 1, to)));
  const back = () => {
    go(index - 1);
    // Back disappears from the tab order on the first slide: focus goes on to Next rather than being lost.
    if (index - 1 === 0) nextRef.current?.focus();
  };
  const next = () => {
    go(index + 1);
    if (index + 1 === GUIDE_SLIDES - 1) queueMicrotask(() => nextRef.current?.focus());
  };
  // spec §4: Done closes and resets to step one.
  const done = () => {
    onClose();
    setIndex(0);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Arrow keys follow the reading direction: in right-to-left, the left arrow goes forward.
    const forward = theme.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = theme.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward && !last) {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === backward && index > 0) {
      event.preventDefault();
      go(index - 1);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={onKeyDown}
      data-testid="guide"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 3 }, pt: 2 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Chip size="small" label={t(`chapters.${slide.chapter}`)} color="primary" variant="outlined" />
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label={t('close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent sx={{ px: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box
          role="group"
          aria-roledescription="slide"
          aria-label={t('progress', { current, total: GUIDE_SLIDES })}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, textAlign: 'center' }}
        >
          <GuideIllustration slide={slide} />
          <Typography id={`${id}-title`} component="h3" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography id={`${id}-text`} sx={{ fontSize: { xs: '1rem', sm: '1.05rem' }, overflowWrap: 'anywhere' }}>
            {t(`slides.${slide.number}.text`)}
          </Typography>
        </Box>
        <Box sx={{ mt: 'auto' }}>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 0.5 }} data-testid="guide-progress" aria-hidden="true">
            {t('progress', { current, total: GUIDE_SLIDES })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(current / GUIDE_SLIDES) * 100}
            aria-label={t('progress', { current, total: GUIDE_SLIDES })}
          />
        </Box>
        {/* Announced on every change of slide. */}
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {t('announce', { current, total: GUIDE_SLIDES, title })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, pb: 2, justifyContent: 'space-between' }}>
        <Button
          ref={backRef}
          onClick={back}
          disabled={index === 0}
          startIcon={theme.direction === 'rtl' ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
        >
          {t('back')}
        </Button>
        {last ? (
          <Button ref={nextRef} variant="contained" onClick={done}>
            {t('done')}
          </Button>
        ) : (
          <Button
            ref={nextRef}
            variant="contained"
            onClick={next}
            endIcon={theme.direction === 'rtl' ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
            autoFocus
          >
            {t('next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
export default GuideDialog;
