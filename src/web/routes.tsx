import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { landingPageForHost, landingPageKeys } from '../contract/landing-values.js';
import { useAuth } from './auth/use-auth.js';
import { useT } from './i18n/i18n.js';
import { ErrorBoundary } from './layout/error-boundary.js';
import { Footer } from './layout/footer.js';
import { Header } from './layout/header.js';
import { AdminRoute, ProtectedRoute } from './layout/protected-route.js';
import { useReminderAlerts } from './reminders/use-reminder-alerts.js';
import { HydrationGate } from './ui/hydration-gate.js';
import { Spinner } from './ui/spinner.js';

// Every page is its own chunk, so the first load of / and /auth carries only what they need.
const HomePage = lazy(() => import('./home/home-page.js'));
const AuthPage = lazy(() => import('./auth/auth-page.js'));
const ProfilePage = lazy(() => import('./profile/profile-page.js'));
const RemindersPage = lazy(() => import('./pages/reminders-page.js'));
const PricingPage = lazy(() => import('./billing/pricing-page.js'));
const CheckoutPage = lazy(() => import('./billing/checkout-page.js'));
const PaymentSuccessPage = lazy(() => import('./billing/payment-success-page.js'));
const AboutPage = lazy(() => import('./pages/about-page.js'));
const PrivacyPage = lazy(() => import('./pages/privacy-page.js'));
const TermsPage = lazy(() => import('./pages/terms-page.js'));
const ContactPage = lazy(() => import('./contact/contact-page.js'));
const AssistantTestPage = lazy(() => import('./pages/assistant-test-page.js'));
const LandingPage = lazy(() => import('./landing/landing-page.js'));
const AdminPage = lazy(() => import('./admin/admin-page.js'));
const NotFoundPage = lazy(() => import('./pages/not-found.js'));

function Layout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const t = useT();
  useReminderAlerts(user?.id ?? null);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-[200] focus:rounded-lg focus:bg-surface focus:p-3"
      >
        {t('Skip to content')}
      </a>
      <HydrationGate>
        <Header />
      </HydrationGate>
      <main id="main" className="flex-1" tabIndex={-1}>
        {/* A page that fails to render or load leaves the header and footer working; going to another
            page clears the error. */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner label="Loading page" className="min-h-[50vh]" />}>
            <HydrationGate>
              <Outlet />
            </HydrationGate>
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}

/** A new page starts at the top (the declarative router has no ScrollRestoration). */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path, on purpose
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** On a host starting with my., your. or mentor., / is that landing page rather than the voice screen. */
const hostLandingPage = typeof window === 'undefined' ? null : landingPageForHost(window.location.hostname);

const signedIn = (page: ReactNode) => <ProtectedRoute>{page}</ProtectedRoute>;
const admin = (page: ReactNode) => <AdminRoute>{page}</AdminRoute>;

/** The route table (declarative routing keeps the first load small). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={hostLandingPage ? <LandingPage page={hostLandingPage} /> : <HomePage />} />
        {landingPageKeys.map((page) => (
          <Route key={page} path={`/lp/${page}`} element={<LandingPage page={page} />} />
        ))}
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/profile" element={signedIn(<ProfilePage />)} />
        <Route path="/reminders" element={signedIn(<RemindersPage />)} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/payment-success" element={<PaymentSuccessPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/assistant-test" element={<AssistantTestPage />} />
        <Route path="/admin" element={admin(<AdminPage />)} />
        <Route path="/voxpert-admin" element={admin(<AdminPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
