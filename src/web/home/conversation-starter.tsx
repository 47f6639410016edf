import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../auth/use-auth.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { Spinner } from '../ui/spinner.js';
import { SavedConversations } from './saved-conversations.js';
import type { HomeAlert } from './use-home-alerts.js';

type Props = { onAlert: (alert: Omit<HomeAlert, 'id'>) => void };

/**
 * The conversation starter area: the place on / where the voice conversation screen sits. It holds
 * the signed-in user's saved conversations, or for a guest what an account adds.
 */
export function ConversationStarter({ onAlert }: Props) {
  const t = useT();
  const { user, isLoading } = useAuth();
  return (
    <section
      id="conversation"
      aria-labelledby="conversation-heading"
      data-testid="conversation-starter"
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8"
    >
      <h2
        id="conversation-heading"
        tabIndex={-1}
        className="text-2xl font-semibold text-foreground focus-visible:outline-none"
      >
        {user ? t('Your conversations') : t('Start a conversation')}
      </h2>
      <div className="mt-4">
        {isLoading ? (
          <Spinner label={t('Loading your account')} />
        ) : user ? (
          <SavedConversations onAlert={onAlert} />
        ) : (
          <GuestStarter onAlert={onAlert} />
        )}
      </div>
    </section>
  );
}

function GuestStarter({ onAlert }: Props) {
  const t = useT();
  const [params] = useSearchParams();
  const param = params.get('conversation');
  const told = useRef<string | null>(null);

  useEffect(() => {
    if (param === null || told.current === param) return;
    told.current = param;
    const t = translator();
    onAlert({
      tone: 'info',
      title: t('Please log in to open a saved conversation'),
      message: t('Saved conversations belong to an account, so only their owner can open them.'),
    });
  }, [param, onAlert]);

  return (
    <div className="flex flex-col gap-4 text-lg text-muted">
      <p>
        {t(
          'You are welcome to talk with an expert as a guest. Guest conversations are not saved, so they are gone when you leave.',
        )}
      </p>
      <p>
        {t(
          'With a free account your conversations are kept safe for you to return to, and you can set reminders and download transcripts.',
        )}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/auth">{t('Log in')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/auth?tab=register">{t('Register')}</Link>
        </Button>
      </div>
    </div>
  );
}
