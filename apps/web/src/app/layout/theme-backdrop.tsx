import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useUiSettings } from '../../lib/theme';

// spec §2 settings drawer: background size header/half/full.
const HEIGHTS = { header: 160, half: '50vh', full: '100%' } as const;

/**
 * The coloured band behind the page (spec §2: background size, art decoration, gradient): the theme colour, or a
 * gradient of its two colours, with an optional drawing over it. Purely decorative; the page sits on its own surface
 * above it, so no text is ever drawn on the colour.
 */
export function ThemeBackdrop() {
  const theme = useTheme();
  const { bgPosition, gradient, decoration } = useUiSettings();
  const { primary, secondary } = theme.palette;
  const dark = theme.palette.mode === 'dark';
  // In dark mode the band is a deep shade of the colour, so that the page stays the brightest thing on screen.
  const from = dark ? alpha(primary.main, 0.35) : primary.main;
  const to = dark ? alpha(secondary.main, 0.35) : secondary.main;
  return (
    <Box
      aria-hidden="true"
      data-testid="theme-backdrop"
      data-size={bgPosition}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: HEIGHTS[bgPosition],
        maxHeight: '100%',
        overflow: 'hidden',
        pointerEvents: 'none',
        background: gradient ? `linear-gradient(120deg, ${from}, ${to})` : from,
      }}
    >
      {decoration && (
        <svg
          data-testid="art-decoration"
          width="100%"
          height="100%"
          viewBox="0 0 1200 400"
          preserveAspectRatio="xMidYMin slice"
          focusable="false"
          style={{ position: 'absolute', inset: 0 }}
        >
          <g fill="none" stroke="#ffffff" strokeOpacity={0.22} strokeWidth={2}>
            <circle cx="1080" cy="40" r="120" />
            <circle cx="1080" cy="40" r="170" />
            <circle cx="120" cy="330" r="90" />
            <path d="M0 220 C 200 140, 380 300, 600 210 S 980 120, 1200 230" />
            <path d="M0 260 C 220 180, 400 340, 620 250 S 1000 160, 1200 270" />
          </g>
          <g fill="#ffffff" fillOpacity={0.16}>
            <circle cx="300" cy="70" r="10" />
            <circle cx="340" cy="110" r="6" />
            <circle cx="860" cy="300" r="14" />
            <circle cx="700" cy="60" r="8" />
          </g>
        </svg>
      )}
    </Box>
  );
}
