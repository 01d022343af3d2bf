import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import type { ViewportGuess } from '../preferences/use-viewport';
import { buildRoutes } from '../routing/route-table';
import { AppProviders } from './AppProviders';

const router = createBrowserRouter(buildRoutes());

/** The storefront in the browser: the shared providers around the browser's router. */
export function App({
  queryClient,
  viewport,
  noticeRead,
}: {
  queryClient: QueryClient;
  viewport?: ViewportGuess;
  noticeRead?: boolean;
}) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient} viewport={viewport} noticeRead={noticeRead}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
