import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import 'react-toastify/dist/ReactToastify.css';
import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { TOAST } from '@buyerlab/contract';
import { scrollAnimationStyles, useScrollAnimations } from './use-scroll-animations';
import { router } from './router';
import { toastStyles } from './toast-styles';
import { theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } },
});

export function App() {
  useScrollAnimations();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={scrollAnimationStyles} />
      <GlobalStyles styles={toastStyles} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <ToastContainer
        position="top-right"
        autoClose={TOAST.defaultAutoCloseMs}
        draggable
        pauseOnHover
        pauseOnFocusLoss
        newestOnTop
        theme="colored"
      />
    </ThemeProvider>
  );
}
