import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AuthProvider } from './auth/use-auth.js';
import { ConnectionBanner } from './layout/connection-banner.js';
import { ErrorBoundary } from './layout/error-boundary.js';
import { queryClient } from './lib/query-client.js';
import { BannerToastProvider } from './ui/banner-toast.js';
import { Toaster } from './ui/toaster.js';

/**
 * The app round its router: the browser gives it a BrowserRouter, the build's prerender a StaticRouter
 * for one path, so both render the same tree (what hydration needs).
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <BannerToastProvider>
              {children}
              <Toaster />
              <ConnectionBanner />
            </BannerToastProvider>
          </AuthProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
