import { Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { LimitType } from '../../contract/chat.js';
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

/** The usage limits: the text for each limit. */
const limitTexts: Record<LimitType, string> = {
  DAILY_CONVERSATION_LIMIT: "You've reached your daily limit of 2 conversations on the free plan.",
  CONVERSATION_REPLY_LIMIT: "You've reached the limit of 10 replies in this conversation on the free plan.",
  GUEST_REPLY_LIMIT:
    "You've reached the guest limit of 20 replies an hour. Create a free account to keep talking.",
};

/** The trial offer: shown at a usage limit and on the last allowed use. */
export function TrialOfferDialog({ offer, onClose }: { offer: TrialOffer | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={offer !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="trial-offer-dialog">
        <DialogHeader>
          <Sparkles className="size-8 text-highlight" aria-hidden="true" />
          <DialogTitle>Get 7 Days Free Premium Access!</DialogTitle>
          <DialogDescription className="text-lg text-muted">
            {offer ? limitTexts[offer.limitType] : ''}
          </DialogDescription>
        </DialogHeader>
        <p className="text-muted">
          Try Basic free for 7 days: unlimited conversations and replies, saved history and reminders. You can
          cancel at any time before the trial ends and pay nothing.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Maybe Later
          </Button>
          <Button
            onClick={() => {
              onClose();
              navigate('/pricing?plan=basic&trial=true');
            }}
          >
            Start My 7-Day Free Trial
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
