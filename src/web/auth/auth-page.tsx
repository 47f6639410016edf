import { Navigate, useSearchParams } from 'react-router';
import { useT } from '../i18n/i18n.js';
import { safeReturnPath } from '../lib/return-path.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { Card, CardContent } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.js';
import { AuthMarketingBanner, AuthMarketingPanel } from './auth-marketing.js';
import { LoginForm } from './login-form.js';
import { RegisterForm } from './register-form.js';
import { useAuth } from './use-auth.js';

type AuthTab = 'login' | 'register';

/**
 * /auth: Log In and Register tabs (?tab=register selects Register); a signed-in visitor goes to /, or
 * back to the page that sent them to sign in (?next=, a path of this site only).
 */
export default function AuthPage() {
  const t = useT();
  const { user, isLoading } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const next = safeReturnPath(params.get('next'));
  usePageTitle(tab === 'register' ? t('Register') : t('Log In'));

  if (isLoading) return <Spinner label={t('Loading your account')} className="min-h-[50vh]" />;
  if (user) return <Navigate to={next ?? '/'} replace />;

  const selectTab = (value: string) =>
    setParams(
      { ...(value === 'register' ? { tab: 'register' } : {}), ...(next ? { next } : {}) },
      { replace: true },
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-10 lg:grid-cols-2 lg:gap-10">
      <AuthMarketingBanner className="lg:hidden" />
      <div className="flex flex-col gap-5">
        <div>
          <h1 className="text-3xl font-bold text-foreground">{t('Welcome to Voxpert')}</h1>
          <p className="mt-2 text-lg text-muted">
            {tab === 'register'
              ? t('Create a free account to save your conversations and reminders.')
              : t('Good to see you. Log in to pick up where you left off.')}
          </p>
        </div>
        <Card>
          <CardContent className="p-4 pt-4 sm:p-6">
            <Tabs value={tab} onValueChange={selectTab}>
              <TabsList aria-label={t('Log in or register')}>
                <TabsTrigger value="login">{t('Log In')}</TabsTrigger>
                <TabsTrigger value="register">{t('Register')}</TabsTrigger>
              </TabsList>
              <TabsContent value="login" className="mt-6">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register" className="mt-6">
                <RegisterForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
      <AuthMarketingPanel className="hidden lg:flex" />
    </div>
  );
}
