import type { SubscriptionChangeResponse } from '../../contract/billing.js';
import type { Database } from '../db/client.js';
import { cardDeclined, noSubscription, refusalError } from './billing-errors.js';
import { sandboxChargeSucceeds } from './sandbox-cards.js';
import type { MachineState, Transition } from './subscription-machine.js';
import { changeResult } from './subscription-result.js';
import { lockLiveSubscription, saveState, toMachineState } from './subscription-store.js';

/**
 * Applies a user's change (cancel, resubscribe, change plan) to their live subscription, locked for the
 * transaction: none is 404 NO_SUBSCRIPTION, a refused transition 409, a charge the card declines 402
 * (and nothing changes). The user's plan columns change in the same transaction.
 */
export async function changeSubscription(
  deps: { db: Database; clock: () => Date },
  userId: number,
  apply: (state: MachineState, now: Date) => Transition,
): Promise<SubscriptionChangeResponse> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockLiveSubscription(tx, userId);
    if (!row) throw noSubscription();
    const transition = apply(toMachineState(row), now);
    if (!transition.ok) throw refusalError(transition.reason);
    if (!sandboxChargeSucceeds(row.cardLast4, transition.chargeCents)) throw cardDeclined();
    await saveState(tx, row, transition.state, now);
    return changeResult(transition.state, transition.chargeCents, now);
  });
}
