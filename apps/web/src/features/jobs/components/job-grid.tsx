import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Cards in a responsive grid: one column on a phone, up to three on a desktop. */
export function JobGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      aria-busy={busy}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {children}
    </Box>
  );
}
