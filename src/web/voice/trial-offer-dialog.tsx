import { Sparkles } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { LimitType } from '../../contract/chat.js';
import type { Translator } from '../../i18n/translate.js';
import { useTrialAvailable } from '../billing/trial.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { registerPath } from '../lib/return-path.js';
import { Button } from '../ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.js';
import type { TrialOffer } from './conversation/use-conversation.js';

/** The usage limits: the text of a refusal at each limit. */
const limitTexts = (t: Translator): Record<LimitType, string> => ({
  DAILY_CONVERSATION_LIMIT: t("You've reached your daily limit of 2 conversations on the free plan."),
  CONVERSATION_REPLY_LIMIT: t(
    "You've reached the limit of 10 replies in this conversation on the free plan.",
  ),
  GUEST_REPLY_LIMIT: t(
    "You've reached the guest limit of 20 replies an hour. Create a free account to keep talking.",
  ),
});

function offerText(offer: TrialOffer, t: Translator): string {
  // The last allowed conversation of the day is no refusal: it is said as what it is.
  if (offer.limitType === 'DAILY_CONVERSATION_LIMIT' && !offer.refused)
    return t('This is your last free conversation for today. Enjoy it: a new one can start tomorrow.');
  return limitTexts(t)[offer.limitType];
}

/**
 * The trial offer: shown at a usage limit and on the last allowed use. The trial is Basic's (Premium
 * has none), so the title and the text both name Basic. A guest's way on is a free account. Someone
 * whose address has had its trial is offered Basic without one.
 */
export function TrialOfferDialog({ offer, onClose }: { offer: TrialOffer | null; onClose: () => void }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const guest = offer?.limitType === 'GUEST_REPLY_LIMIT';
  const trial = useTrialAvailable();
  const t = useT();
  const locale = useLocale();
  return (
    <Dialog open={offer !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="trial-offer-dialog">
        <DialogHeader>
          <Sparkles className="size-8 text-highlight" aria-hidden="true" />
          <DialogTitle>{trial ? t('Get 7 Days Free Basic Access!') : t('Upgrade to Basic')}</DialogTitle>
          <DialogDescription className="text-lg text-muted">
            {offer ? offerText(offer, t) : ''}
          </DialogDescription>
        </DialogHeader>
        <p className="text-muted">
          {trial
            ? t(
                'Try Basic free for 7 days: unlimited conversations and replies, saved history and reminders. You can cancel at any time before the trial ends and pay nothing.',
              )
            : t(
                'Basic gives you unlimited conversations and replies, saved history and reminders, for {price} a month. Cancel any time.',
                {
                  price: new Intl.NumberFormat(locale, {
                    style: 'currency',
                    currency: 'USD',
                    maximumFractionDigits: 0,
                  }).format(20),
                },
              )}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('Maybe Later')}
          </Button>
          {guest && (
            <Button
              variant="outline"
              onClick={() => {
                onClose();
                navigate(registerPath(pathname + search));
              }}
            >
              {t('Create a free account')}
            </Button>
          )}
          <Button
            onClick={() => {
              onClose();
              navigate(trial ? '/pricing?plan=basic&trial=true' : '/pricing?plan=basic');
            }}
          >
            {trial ? t('Start My 7-Day Free Trial') : t('Choose {plan}', { plan: t('Basic') })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
