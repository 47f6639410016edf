import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../auth/use-auth.js';
import { useT } from '../i18n/i18n.js';
import { Alert } from '../ui/alert.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';

/** Signed-in pages: a spinner while the user loads, then /auth for nobody. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, isPending: isLoading } = useAuth();
  if (isLoading) return <Spinner label={t('Loading your account')} className="min-h-[50vh]" />;
  if (!user) return <Navigate to="/auth" replace />;
  return <>{children}</>;
}

/** Admin pages: non-admins see 'Access Denied', get the toast and go to /. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, isPending: isLoading } = useAuth();
  const navigate = useNavigate();
  const denied = !isLoading && user !== null && !user.isAdmin;

  useEffect(() => {
    if (!denied) return;
    toast({
      title: t('Access Denied'),
      description: t('You do not have admin privileges.'),
      variant: 'destructive',
    });
    navigate('/', { replace: true });
  }, [denied, navigate, t]);

  if (isLoading) return <Spinner label={t('Loading your account')} className="min-h-[50vh]" />;
  if (!user) return <Navigate to="/auth" replace />;
  if (denied) {
    return (
      <div className="mx-auto max-w-xl p-6">
        <Alert tone="error" title={t('Access Denied')}>
          {t('You do not have admin privileges.')}
        </Alert>
      </div>
    );
  }
  return <>{children}</>;
}
