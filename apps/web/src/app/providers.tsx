import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { afterFirstPaint } from '../lib/after-paint';
import { onSessionEnd } from '../lib/auth-store';
import { ApiError } from '../lib/api-client';
import { addOpenSans } from '../lib/fonts';
import { useRtlCache } from '../lib/rtl-cache';
import { buildTheme, useUiSettings } from '../lib/theme';
import { ToastHost } from '../lib/toast';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a network blip may.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

// Right-to-left (spec §2 settings drawer, LTR/RTL): styles go through stylis' RTL plugin (lib/rtl-cache.ts), which
// mirrors every left/right (margins, paddings, borders, positions) so the whole layout is mirrored, not only the text.
// The provider stays in place and only its cache changes, so switching direction keeps every open panel and form as it
// is.
const ltrCache = createCache({ key: 'mui' });

/** QueryClient, theme (spec §3 UI settings: colour, light/dark, direction; Open Sans), i18n and toasts (spec §8: at most 3, red error / green success, 3 s). */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { mode, theme: themeName, direction } = useUiSettings();
  const theme = useMemo(() => buildTheme(mode, themeName, direction), [mode, themeName, direction]);
  const rtlCache = useRtlCache(direction === 'rtl');
  useEffect(() => afterFirstPaint(addOpenSans), []);
  // A candidate's data (profile, settings, lists) leaves the cache with their session.
  useEffect(() => onSessionEnd(() => client.clear()), [client]);
  const themed = (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      {/* spec §8 toasts: notistack loads with the first one (lib/toast.tsx). */}
      <ToastHost />
    </ThemeProvider>
  );
  return (
    <QueryClientProvider client={client}>
      <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : ltrCache}>{themed}</CacheProvider>
    </QueryClientProvider>
  );
}
