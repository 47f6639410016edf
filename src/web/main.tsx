import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from './auth/use-auth.js';
import { watchPreloadErrors } from './layout/chunk-errors.js';
import { ConnectionBanner } from './layout/connection-banner.js';
import { ErrorBoundary } from './layout/error-boundary.js';
import { takeAttributionFromAddress } from './lib/landing-attribution.js';
import { queryClient } from './lib/query-client.js';
import { AppRoutes } from './routes.js';
import { BannerToastProvider } from './ui/banner-toast.js';
import { Toaster } from './ui/toaster.js';
import './styles.css';

watchPreloadErrors(window);
takeAttributionFromAddress();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <BannerToastProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
              <Toaster />
              <ConnectionBanner />
            </BannerToastProvider>
          </AuthProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
  );
}
