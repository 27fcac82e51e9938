import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SNACKBAR_HIDE_MS, SNACKBAR_MAX } from '@portal/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import i18n from '../lib/i18n';
import { TOASTS_CLASS, buildTheme, useThemeMode } from '../lib/theme';

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

/** QueryClient, theme (light/dark, Open Sans), i18n and toasts (spec §8: at most 3, red error / green success, 3 s). */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const mode = useThemeMode();
  const theme = useMemo(() => buildTheme(mode), [mode]);
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <SnackbarProvider
            maxSnack={SNACKBAR_MAX}
            autoHideDuration={SNACKBAR_HIDE_MS}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            // Below the top bar, so a toast never covers its buttons (lib/theme.ts places the class).
            classes={{ containerAnchorOriginTopRight: TOASTS_CLASS }}
            // notistack's error and success variants are red and green.
          >
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
