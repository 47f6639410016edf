import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/i18n.js';
import { Spinner } from '../ui/spinner.js';

type Props = {
  to: string;
  /** Milliseconds to wait before leaving. */
  delay: number;
  /** Shows the toast that explains the move, just before it. */
  notify: () => void;
  /** Already translated. */
  title: string;
  /** Already translated. */
  message: string;
};

/** A page that explains itself, then moves on (checkout without a plan or without an account). */
export function RedirectWithToast({ to, delay, notify, title, message }: Props) {
  const t = useT();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount; notify is a fresh closure each render.
  useEffect(() => {
    const timer = setTimeout(() => {
      notify();
      navigate(to, { replace: true });
    }, delay);
    return () => clearTimeout(timer);
  }, [to, delay, navigate]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-2 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-foreground">{title}</h1>
      <p className="text-lg text-muted">{message}</p>
      <Spinner label={t('Redirecting')} />
    </div>
  );
}
