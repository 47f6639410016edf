import type { ExpertCategory } from '../../../contract/categories.js';
import type { CreateConversationResponse } from '../../../contract/conversations.js';
import { translator } from '../../i18n/current.js';
import { errorMessage } from '../../lib/api.js';
import type { ToastInput } from '../../ui/use-toast.js';
import type { ConversationApi } from './conversation-api.js';
import { type TrialOffer, usageLimitOffer } from './usage-limit.js';

/** A created conversation's id, or why there is none (the limit dialog or a toast already told). */
export type Creation = number | 'limit' | 'failed';

export type CreationContext = {
  api: Pick<ConversationApi, 'create'>;
  toast: (message: ToastInput) => void;
  /** The expert chosen now: creation asks for them. */
  category: () => ExpertCategory;
  /** The conversation turns go to already, if any. */
  currentId: () => number | null;
  /** The conversation was created and is where turns go from now on. */
  created: (answer: CreateConversationResponse) => void;
  offer: (trialOffer: TrialOffer) => void;
};

/**
 * Creating the conversation turns go to (POST /api/conversations), once: callers meanwhile share the
 * creation under way. `forget()` (another expert, a new or loaded conversation) disowns a creation
 * still under way: its answer, when it comes, is not where turns go.
 */
export function createConversationCreation(ctx: CreationContext) {
  let epoch = 0;
  let creating: Promise<Creation> | null = null;

  async function create(): Promise<Creation> {
    const asked = epoch;
    try {
      const answer = await ctx.api.create({ goatCategory: ctx.category() });
      // Another expert or conversation was chosen meanwhile: this one is not where turns go.
      if (epoch !== asked) return 'failed';
      ctx.created(answer);
      if (answer.showTrialOffer) ctx.offer({ limitType: 'DAILY_CONVERSATION_LIMIT', refused: false });
      return answer.id;
    } catch (err) {
      if (epoch !== asked) return 'failed';
      const limit = usageLimitOffer(err);
      if (limit) {
        ctx.offer(limit);
        return 'limit';
      }
      ctx.toast({
        title: translator()('Failed to create conversation: {reason}', { reason: errorMessage(err) }),
        variant: 'destructive',
      });
      return 'failed';
    }
  }

  return {
    ensure(): Promise<Creation> {
      const id = ctx.currentId();
      if (id !== null) return Promise.resolve(id);
      if (!creating) {
        const started = create().finally(() => {
          if (creating === started) creating = null;
        });
        creating = started;
      }
      return creating;
    },
    forget(): void {
      epoch += 1;
      creating = null;
    },
  };
}
