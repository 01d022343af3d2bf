import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';
import { LayoutModeProvider, useLayoutMode } from '../preferences/layout-mode';
import { buildTheme } from '../preferences/theme';
import { buildRoutes } from '../routing/route-table';
import { SessionProvider } from '../session/session';
import { SessionGate } from '../session/SessionSplash';

const router = createBrowserRouter(buildRoutes());

function ThemedRouter() {
  const { mode, direction } = useLayoutMode();
  const theme = useMemo(() => buildTheme({ mode, direction }), [mode, direction]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </ThemeProvider>
  );
}

/**
 * Providers, outermost first: translations, data cache, session, layout mode and theme, routes.
 * The session sits outside the router so that a saved token is tried before any page renders.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <LayoutModeProvider>
            <ThemedRouter />
          </LayoutModeProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
