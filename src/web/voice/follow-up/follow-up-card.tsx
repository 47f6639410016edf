import { BellRing, LogIn, Play, RotateCcw, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n.js';
import { signInPath } from '../../lib/return-path.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { Spinner } from '../../ui/spinner.js';
import type { FollowUpView } from './use-reminder-follow-up.js';

/** Right-to-left conversation languages. */
const rtl = new Set(['he-IL', 'ar-SA']);

/**
 * A reminder come due, said by the expert: the words at once (also read out by screen readers, in a
 * live region), and a Play button when the browser would not start sound by itself.
 */
export function FollowUpCard({
  view,
  expertName,
  onPlay,
  onClose,
}: {
  view: FollowUpView;
  expertName: string;
  onPlay: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const speaker = (view.phase === 'waiting' || view.phase === 'shown') && view.followUp.expertName;
  return (
    <Card
      className="flex flex-col gap-3 p-4"
      data-testid="follow-up-card"
      aria-labelledby="follow-up-heading"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id="follow-up-heading" className="flex items-center gap-2 text-lg font-semibold text-foreground">
          <BellRing className="size-5" aria-hidden="true" />
          {t('Reminder from {name}', { name: speaker || expertName })}
        </h3>
        <Button variant="ghost" size="icon" aria-label={t('Close reminder')} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {view.phase === 'loading' && <Spinner label={t('Loading your reminder')} />}
        {view.phase === 'error' && (
          <p className="text-danger-strong">
            {t('We could not load this reminder.')} {view.message}
          </p>
        )}
        {view.phase === 'signed-out' && (
          <p className="text-foreground">{t('Please sign in to hear this reminder.')}</p>
        )}
        {(view.phase === 'waiting' || view.phase === 'shown') && (
          <p
            className="text-lg text-foreground"
            lang={view.followUp.language}
            dir={rtl.has(view.followUp.language) ? 'rtl' : 'ltr'}
            data-testid="follow-up-text"
          >
            {view.followUp.text}
          </p>
        )}
      </div>
      {view.phase === 'error' && (
        <Button variant="outline" className="self-start" onClick={view.retry}>
          <RotateCcw aria-hidden="true" />
          {t('Try again')}
        </Button>
      )}
      {view.phase === 'signed-out' && (
        <Button asChild variant="outline" className="self-start">
          <Link to={signInPath(pathname + search)}>
            <LogIn aria-hidden="true" />
            {t('Sign In')}
          </Link>
        </Button>
      )}
      {view.phase === 'waiting' && (
        <Button size="lg" className="self-start" onClick={onPlay}>
          <Play aria-hidden="true" />
          {t('Play reminder')}
        </Button>
      )}
    </Card>
  );
}
