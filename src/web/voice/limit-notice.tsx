import { Link, useLocation } from 'react-router';
import type { Translator } from '../../i18n/translate.js';
import { useTrialAvailable } from '../billing/trial.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { registerPath } from '../lib/return-path.js';
import { Button } from '../ui/button.js';
import type { LimitType } from './conversation/usage-limit.js';

/** Below this many replies left, the voice panel says how many remain. */
const FEW_REPLIES = 3;

/** What the microphone says when a limit stops it, per limit (in the page's language, at call time). */
const atLimitText = (t: Translator): Record<LimitType, string> => ({
  CONVERSATION_REPLY_LIMIT: t(
    'This conversation has used its 10 free replies. Start a new conversation, or try Basic free for 7 days.',
  ),
  DAILY_CONVERSATION_LIMIT: t(
    "You've used today's 2 free conversations. Try Basic free for 7 days, or come back tomorrow.",
  ),
  GUEST_REPLY_LIMIT: t(
    "You've used the guest limit of 20 replies an hour. Create a free account to keep talking.",
  ),
});

/** The line under the microphone near a Free limit ("2 replies left in this conversation"), else null. */
export function repliesLeftText(left: number | null): string | null {
  if (left === null || left <= 0 || left > FEW_REPLIES) return null;
  return translator()(
    '{left, plural, one {# reply left in this conversation} other {# replies left in this conversation}}',
    { left },
  );
}

/** The same, for someone whose address has had Basic's trial: Basic is offered without it. */
const atLimitTextNoTrial = (t: Translator): Record<LimitType, string> => ({
  ...atLimitText(t),
  CONVERSATION_REPLY_LIMIT: t(
    'This conversation has used its 10 free replies. Start a new conversation, or upgrade to Basic.',
  ),
  DAILY_CONVERSATION_LIMIT: t(
    "You've used today's 2 free conversations. Upgrade to Basic, or come back tomorrow.",
  ),
});

export const limitText = (limit: LimitType | null, trialAvailable = true): string | null =>
  limit ? (trialAvailable ? atLimitText : atLimitTextNoTrial)(translator())[limit] : null;

/** The way on from a limit that stopped the microphone: a new conversation, the trial, or an account. */
export function LimitActions({
  limit,
  onNewConversation,
}: {
  limit: LimitType;
  onNewConversation: () => void;
}) {
  const { pathname, search } = useLocation();
  const trial = useTrialAvailable();
  const t = useT();
  if (limit === 'GUEST_REPLY_LIMIT') {
    return (
      <div className="flex flex-wrap justify-center gap-3" data-testid="limit-actions">
        <Button asChild>
          <Link to={registerPath(pathname + search)}>{t('Create a free account')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap justify-center gap-3" data-testid="limit-actions">
      {limit === 'CONVERSATION_REPLY_LIMIT' && (
        <Button variant="outline" onClick={onNewConversation}>
          {t('New Conversation')}
        </Button>
      )}
      <Button asChild>
        {trial ? (
          <Link to="/pricing?plan=basic&trial=true">{t('Start My 7-Day Free Trial')}</Link>
        ) : (
          <Link to="/pricing?plan=basic">{t('Choose {plan}', { plan: t('Basic') })}</Link>
        )}
      </Button>
    </div>
  );
}
