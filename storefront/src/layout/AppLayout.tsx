import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieNotice } from '../content/CookieNotice';
import { LegalPrompt } from '../content/LegalPrompt';
import { PwaStatus } from '../pwa/PwaStatus';
import { ScrollManager } from '../routing/ScrollManager';
import { LoginFailureDialog } from '../session/LoginFailureDialog';
import { Footer } from './Footer';
import { Header } from './Header';
import { NoticeSnackbar } from './NoticeSnackbar';
import { PageLoading } from './PageLoading';
import { SkipLink } from './SkipLink';

export const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <CookieNotice />
      <Header />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, '&:focus': { outline: 'none' } }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollManager />
      <LoginFailureDialog />
      <NoticeSnackbar />
      <LegalPrompt />
      <PwaStatus />
    </Box>
  );
}
