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

const router = createBrowserRouter(buildRoutes());

function ThemedRouter() {
  const { mode, direction } = useLayoutMode();
  const theme = useMemo(() => buildTheme({ mode, direction }), [mode, direction]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}

/** Providers, outermost first: translations, data cache, layout mode and theme, routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LayoutModeProvider>
          <ThemedRouter />
        </LayoutModeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
