import { and, asc, eq, inArray, lt, lte } from 'drizzle-orm';
import { sandboxChargeSucceeds } from '../billing/sandbox-cards.js';
import { dueAction, periodEnded, renewalFailed, renewalSucceeded } from '../billing/subscription-machine.js';
import { saveState, toMachineState } from '../billing/subscription-store.js';
import type { Database } from '../db/client.js';
import { subscriptions } from '../db/schema/index.js';

/** Subscriptions claimed per transaction; a run claims batches until fewer than this are due. */
export const RENEWAL_BATCH = 100;

export type RenewalSummary = { renewed: number; failed: number; ended: number };

/**
 * Applies the server's clock to sandbox subscriptions whose period has ended: one set to end is
 * canceled (period ended); any other is charged for the next month (renewal; a trial ending converts to
 * active) with the card stored at checkout: 4000 0000 0000 0341's charges fail, so it goes past_due, is
 * retried every run and is canceled after the grace days. Each batch is claimed with SELECT ... FOR
 * UPDATE SKIP LOCKED and changed in the same transaction, so several processes never apply one twice.
 * A row this run already touched is not claimed again until the next run.
 */
export async function runBillingRenewals(deps: { db: Database; clock: () => Date }): Promise<RenewalSummary> {
  const summary: RenewalSummary = { renewed: 0, failed: 0, ended: 0 };
  const runStart = deps.clock();
  for (;;) {
    const count = await renewBatch(deps.db, deps.clock(), runStart, summary);
    if (count < RENEWAL_BATCH) return summary;
  }
}

async function renewBatch(db: Database, now: Date, runStart: Date, summary: RenewalSummary): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, 'sandbox'),
          inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
          lte(subscriptions.currentPeriodEnd, now),
          lt(subscriptions.updatedAt, runStart),
        ),
      )
      .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
      .limit(RENEWAL_BATCH)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      const state = toMachineState(row);
      const action = dueAction(state, now);
      if (!action) continue;
      let transition = action === 'periodEnded' ? periodEnded(state, now) : renewalSucceeded(state, now);
      if (
        transition.ok &&
        action === 'renew' &&
        !sandboxChargeSucceeds(row.cardLast4, transition.chargeCents)
      ) {
        transition = renewalFailed(state, now);
        summary.failed++;
      } else if (transition.ok) {
        summary[action === 'renew' ? 'renewed' : 'ended']++;
      }
      if (transition.ok) await saveState(tx, row, transition.state, now);
    }
    return rows.length;
  });
}
