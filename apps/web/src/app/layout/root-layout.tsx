import { Box } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppModals } from '../app-modals';
import { PageLoader } from '../../components/ui/page-loader';
import { Footer } from './footer';
import { Header } from './header';

/** Header and footer frame every page except the live session (/chat/*). */
export function RootLayout() {
  const { pathname } = useLocation();
  // Only the live session itself; /chatbot-services is a normal page.
  const immersive = /^\/chat(\/|$)/.test(pathname);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {immersive ? null : <Header />}
      <Box component="main" id="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {immersive ? null : <Footer />}
      <AppModals />
    </Box>
  );
}
