import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { Slide } from '../slides';

/** The slide's picture: the theme's colours in soft shapes around the slide's icon; decorative (inline SVG, no file). */
export function GuideIllustration({ slide }: { slide: Slide }) {
  const theme = useTheme();
  const { Icon } = slide;
  const primary = theme.palette.primary.main;
  const secondary = theme.palette.secondary.main;
  // Each slide turns the shapes a little, so consecutive slides do not look the same.
  const turn = (slide.number * 47) % 360;
  return (
    <Box aria-hidden="true" sx={{ position: 'relative', width: '100%', maxWidth: 320, mx: 'auto', aspectRatio: '16 / 9' }}>
      <svg viewBox="0 0 320 180" width="100%" height="100%" focusable="false" style={{ position: 'absolute', inset: 0 }}>
        <g transform={`rotate(${turn} 160 90)`}>
          <circle cx="70" cy="60" r="46" fill={alpha(primary, 0.16)} />
          <circle cx="255" cy="120" r="58" fill={alpha(secondary, 0.16)} />
          <circle cx="240" cy="40" r="14" fill={alpha(secondary, 0.35)} />
          <circle cx="90" cy="140" r="10" fill={alpha(primary, 0.35)} />
        </g>
        <path d="M20 150 C 90 110, 140 180, 200 140 S 290 120, 300 150" fill="none" stroke={alpha(primary, 0.4)} strokeWidth="4" strokeLinecap="round" />
        <circle cx="160" cy="88" r="54" fill={primary} />
      </svg>
      <Icon
        sx={{
          position: 'absolute',
          left: '50%',
          top: '49%',
          transform: 'translate(-50%, -50%)',
          fontSize: { xs: 48, sm: 56 },
          color: theme.palette.primary.contrastText,
        }}
      />
    </Box>
  );
}
