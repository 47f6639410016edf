import { Sparkles } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { LimitType } from '../../contract/chat.js';
import { useTrialAvailable } from '../billing/trial.js';
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
const limitTexts: Record<LimitType, string> = {
  DAILY_CONVERSATION_LIMIT: "You've reached your daily limit of 2 conversations on the free plan.",
  CONVERSATION_REPLY_LIMIT: "You've reached the limit of 10 replies in this conversation on the free plan.",
  GUEST_REPLY_LIMIT:
    "You've reached the guest limit of 20 replies an hour. Create a free account to keep talking.",
};

/** The last allowed conversation of the day is no refusal: it is said as what it is. */
const LAST_CONVERSATION_TODAY =
  'This is your last free conversation for today. Enjoy it: a new one can start tomorrow.';

function offerText(offer: TrialOffer): string {
  if (offer.limitType === 'DAILY_CONVERSATION_LIMIT' && !offer.refused) return LAST_CONVERSATION_TODAY;
  return limitTexts[offer.limitType];
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
  return (
    <Dialog open={offer !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="trial-offer-dialog">
        <DialogHeader>
          <Sparkles className="size-8 text-highlight" aria-hidden="true" />
          <DialogTitle>{trial ? 'Get 7 Days Free Basic Access!' : 'Upgrade to Basic'}</DialogTitle>
          <DialogDescription className="text-lg text-muted">
            {offer ? offerText(offer) : ''}
          </DialogDescription>
        </DialogHeader>
        <p className="text-muted">
          {trial
            ? 'Try Basic free for 7 days: unlimited conversations and replies, saved history and reminders. You can cancel at any time before the trial ends and pay nothing.'
            : 'Basic gives you unlimited conversations and replies, saved history and reminders, for $20 a month. Cancel any time.'}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Maybe Later
          </Button>
          {guest && (
            <Button
              variant="outline"
              onClick={() => {
                onClose();
                navigate(registerPath(pathname + search));
              }}
            >
              Create a free account
            </Button>
          )}
          <Button
            onClick={() => {
              onClose();
              navigate(trial ? '/pricing?plan=basic&trial=true' : '/pricing?plan=basic');
            }}
          >
            {trial ? 'Start My 7-Day Free Trial' : 'Choose Basic'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
