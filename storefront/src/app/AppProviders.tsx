import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NoticeReadOnServerProvider } from '../layout/cookie-notice-choice';
import { ViewportGuessProvider, type ViewportGuess } from '../preferences/use-viewport';
import { LayoutModeProvider } from '../preferences/layout-mode';
import { SessionProvider } from '../session/session';
import { SessionGate } from '../session/SessionSplash';
import { TextsProvider } from '../i18n/texts';

/**
 * Providers, outermost first: translations, data cache, session and layout mode; the
 * router comes inside. The browser and the server (which renders public pages) compose the
 * same tree, each with its own router, so that hydration finds what the server wrote.
 * The session sits outside the router so that a saved token is tried before any page renders.
 */
export function AppProviders({
  i18n,
  queryClient,
  viewport = 'desktop',
  noticeRead = false,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  /** The layout the server rendered for (phone or desktop), until the real width is known. */
  viewport?: ViewportGuess;
  /** Whether the server rendered the page with the cookie notice read, until the cookie is read. */
  noticeRead?: boolean;
  children: ReactNode;
}) {
  return (
    <ViewportGuessProvider value={viewport}>
      <NoticeReadOnServerProvider value={noticeRead}>
        <I18nextProvider i18n={i18n}>
          <TextsProvider>
            <QueryClientProvider client={queryClient}>
              <SessionProvider>
                <LayoutModeProvider>
                  <SessionGate>{children}</SessionGate>
                </LayoutModeProvider>
              </SessionProvider>
            </QueryClientProvider>
          </TextsProvider>
        </I18nextProvider>
      </NoticeReadOnServerProvider>
    </ViewportGuessProvider>
  );
}
