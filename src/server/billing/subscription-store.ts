import { and, eq, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { type SubscriptionRow, subscriptions, type UserRow, users } from '../db/schema/index.js';
import { recordSubscription } from '../landing/conversions.js';
import type { MachineState } from './subscription-machine.js';

export const toMachineState = (row: SubscriptionRow): MachineState => ({
  plan: row.plan,
  status: row.status,
  trialEnd: row.trialEnd,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  pendingPlan: row.pendingPlan,
  canceledAt: row.canceledAt,
});

export type UserPlanColumns = Pick<
  UserRow,
  'subscriptionType' | 'subscriptionStatus' | 'subscriptionExpiresAt'
>;

/**
 * The user's plan columns for a subscription state (Which plan counts): the readers of the plan
 * (planOf, GET /api/subscription) read these, written in the same transaction as the subscription.
 * trialing -> trial, active -> active, either set to end -> canceled until the period's end; past_due
 * and incomplete give no access (inactive); canceled ended at the earlier of its cancel and period end.
 */
export function userPlanColumns(s: MachineState): UserPlanColumns {
  const base = { subscriptionType: s.plan, subscriptionExpiresAt: s.currentPeriodEnd };
  switch (s.status) {
    case 'trialing':
    case 'active':
      return {
        ...base,
        subscriptionStatus: s.cancelAtPeriodEnd ? 'canceled' : s.status === 'trialing' ? 'trial' : 'active',
      };
    case 'past_due':
    case 'incomplete':
      return { ...base, subscriptionStatus: 'inactive' };
    case 'canceled': {
      const end = s.canceledAt && s.canceledAt < s.currentPeriodEnd ? s.canceledAt : s.currentPeriodEnd;
      return { ...base, subscriptionStatus: 'canceled', subscriptionExpiresAt: end };
    }
  }
}

const liveOf = (userId: number) =>
  and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled'));

/** The user's subscription that is not canceled (at most one), read without a lock. */
export async function findLiveSubscription(db: Database, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(liveOf(userId));
  return row ?? null;
}

/** The user's subscription that is not canceled (at most one), locked for this transaction. */
export async function lockLiveSubscription(tx: Database, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(liveOf(userId)).for('update');
  return row ?? null;
}

/**
 * Stores a new state of a subscription and the user's plan columns, in the caller's transaction. The
 * update only applies when `eventTime` is not older than the stored providerUpdatedAt, so an older
 * provider event never rolls the state back; answers false when it was older.
 */
export async function saveState(
  tx: Database,
  row: SubscriptionRow,
  state: MachineState,
  eventTime: Date,
): Promise<boolean> {
  const updated = await tx
    .update(subscriptions)
    .set({ ...state, providerUpdatedAt: eventTime, updatedAt: eventTime })
    .where(and(eq(subscriptions.id, row.id), lte(subscriptions.providerUpdatedAt, eventTime)))
    .returning({ id: subscriptions.id });
  if (updated.length === 0) return false;
  await applyUserPlan(tx, row.userId, state);
  return true;
}

/**
 * Writes the user's plan columns for a subscription state, in the caller's transaction; a state that
 * gives a paid plan (a trial too) also counts the landing-page subscription the account came from.
 */
export async function applyUserPlan(
  tx: Database,
  userId: number,
  state: MachineState,
): Promise<UserPlanColumns> {
  const columns = userPlanColumns(state);
  await tx.update(users).set(columns).where(eq(users.id, userId));
  if (state.status === 'trialing' || state.status === 'active') await recordSubscription(tx, userId);
  return columns;
}
