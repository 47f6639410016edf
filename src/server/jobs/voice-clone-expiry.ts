import { eq } from 'drizzle-orm';
import { toSubscriptionView } from '../billing/subscription-view.js';
import type { Database } from '../db/client.js';
import { users, voiceClones } from '../db/schema/index.js';
import { deleteOwnVoice, mayUseOwnVoice } from '../voice-clone/own-voice.js';
import type { VoiceCloner } from '../voice-clone/voice-cloner.js';
import type { JobLog } from './reminder-dispatcher.js';

export type VoiceCloneExpiryDeps = { db: Database; clock: () => Date; cloner: VoiceCloner };

/**
 * The own voices of people whose Premium ended: a cancelled Premium whose paid period still runs is
 * 'paused' (the voice is not used from the moment of cancelling, and Voice Settings say when it will be
 * deleted); once the period is over, or the plan is no longer Premium, the voice is deleted at the
 * provider with every recording kept. A voice whose owner has Premium again is 'ready'. Safe in
 * several processes at once: a voice the provider no longer has counts as deleted.
 */
export async function expireOwnVoices(
  deps: VoiceCloneExpiryDeps,
  log?: Pick<JobLog, 'warn'>,
): Promise<{ paused: number; deleted: number; resumed: number }> {
  const now = deps.clock();
  const rows = await deps.db
    .select({ clone: voiceClones, user: users })
    .from(voiceClones)
    .innerJoin(users, eq(users.id, voiceClones.userId));
  const done = { paused: 0, deleted: 0, resumed: 0 };
  for (const { clone, user } of rows) {
    if (mayUseOwnVoice(user, now)) {
      if (clone.status === 'paused') {
        await deps.db.update(voiceClones).set({ status: 'ready' }).where(eq(voiceClones.id, clone.id));
        done.resumed++;
      }
    } else if (toSubscriptionView(user, now)?.plan === 'premium') {
      if (clone.status === 'ready') {
        await deps.db.update(voiceClones).set({ status: 'paused' }).where(eq(voiceClones.id, clone.id));
        done.paused++;
      }
    } else {
      try {
        if (await deleteOwnVoice(deps, user.id)) done.deleted++;
      } catch (err) {
        // Tried again on the next run.
        log?.warn({ userId: user.id, err: { message: (err as Error).message } }, 'own voice not deleted');
      }
    }
  }
  return done;
}
