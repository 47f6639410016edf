import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import type { Translator } from '../i18n/translate.js';
import { AuthProvider } from './auth/use-auth.js';
import { I18nProvider } from './i18n/i18n.js';
import { ConnectionBanner } from './layout/connection-banner.js';
import { ErrorBoundary } from './layout/error-boundary.js';
import { queryClient } from './lib/query-client.js';
import { BannerToastProvider } from './ui/banner-toast.js';
import { Toaster } from './ui/toaster.js';

/**
 * The app round its router: the browser gives it a BrowserRouter, the build's prerender a StaticRouter
 * for one path, so both render the same tree (what hydration needs), in the page's language.
 */
export function AppShell({ children, translator }: { children: ReactNode; translator: Translator }) {
  return (
    <StrictMode>
      <I18nProvider translator={translator}>
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
      </I18nProvider>
    </StrictMode>
  );
}
