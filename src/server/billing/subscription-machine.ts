import {
  BASIC_TRIAL_DAYS,
  type PaidPlan,
  planPriceCents,
  type SubscriptionStatus,
} from '../../contract/billing.js';

/**
 * The one state machine of a subscription, for every provider (sandbox now, Stripe later). Pure: no
 * database, no clock of its own; every transition takes `now`. A refused transition says why.
 */
export type MachineState = {
  plan: PaidPlan;
  status: SubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** A downgrade that starts with the next period. */
  pendingPlan: PaidPlan | null;
  canceledAt: Date | null;
};

export type Refusal = 'notChangeable' | 'notCancelable' | 'samePlan' | 'nothingToResume' | 'ended' | 'notDue';

export type Transition =
  | { ok: true; state: MachineState; chargeCents: number }
  | { ok: false; reason: Refusal };

export const DAY_MS = 24 * 3600 * 1000;
/**
 * Renewal failed: the subscription is past_due (no paid access) and each renewal run retries the charge;
 * GRACE_DAYS after the unpaid period's end it is canceled.
 */
export const GRACE_DAYS = 3;

const refuse = (reason: Refusal): Transition => ({ ok: false, reason });
const done = (state: MachineState, chargeCents = 0): Transition => ({ ok: true, state, chargeCents });

/** One calendar month later in UTC; a day the next month lacks becomes its last day (Jan 31 -> Feb 28). */
export function addMonth(from: Date): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** trialing, or active: the states with paid access (until the period ends). */
export const isLive = (s: MachineState) => s.status === 'trialing' || s.status === 'active';

/**
 * Checkout completed (the card was accepted): Basic starts its 7-day trial when the account never had
 * one (nothing charged now), else it is active and paid now; Premium is active and paid now.
 */
export function checkoutCompleted(plan: PaidPlan, trialUsed: boolean, now: Date): Transition {
  const trial = plan === 'basic' && !trialUsed;
  const end = trial ? new Date(now.getTime() + BASIC_TRIAL_DAYS * DAY_MS) : addMonth(now);
  return done(
    {
      plan,
      status: trial ? 'trialing' : 'active',
      trialEnd: trial ? end : null,
      currentPeriodStart: now,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
      pendingPlan: null,
      canceledAt: null,
    },
    trial ? 0 : planPriceCents[plan],
  );
}

/**
 * Renewal succeeded at the period's end: a new month starts (at the old end; after a failed renewal, at
 * the successful retry), with a pending downgrade's plan; a trial ending this way converts to active.
 */
export function renewalSucceeded(s: MachineState, now: Date): Transition {
  const renewable = isLive(s) || s.status === 'past_due';
  if (!renewable || s.cancelAtPeriodEnd || now < s.currentPeriodEnd) return refuse('notDue');
  const start = s.status === 'past_due' ? now : s.currentPeriodEnd;
  const plan = s.pendingPlan ?? s.plan;
  return done(
    {
      ...s,
      plan,
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: addMonth(start),
      pendingPlan: null,
    },
    planPriceCents[plan],
  );
}

/** Renewal failed: past_due (no paid access); a retry failing GRACE_DAYS after the period's end cancels. */
export function renewalFailed(s: MachineState, now: Date): Transition {
  const renewable = isLive(s) || s.status === 'past_due';
  if (!renewable || s.cancelAtPeriodEnd || now < s.currentPeriodEnd) return refuse('notDue');
  if (s.status === 'past_due' && now.getTime() >= s.currentPeriodEnd.getTime() + GRACE_DAYS * DAY_MS) {
    return done({ ...s, status: 'canceled', canceledAt: now });
  }
  return done({ ...s, status: 'past_due' });
}

/**
 * Cancel: a trialing or active subscription keeps its plan until the period's end (cancelAtPeriodEnd);
 * asking twice changes nothing. A past_due one (no access anyway) ends at once, so no retry charges it.
 */
export function cancel(s: MachineState, now: Date): Transition {
  if (s.status === 'past_due')
    return done({ ...s, status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false });
  if (!isLive(s) || now >= s.currentPeriodEnd) return refuse('notCancelable');
  return done({ ...s, cancelAtPeriodEnd: true });
}

/** Resubscribe before the period's end undoes a pending cancel; after it, only a new checkout can. */
export function resubscribe(s: MachineState, now: Date): Transition {
  if (s.status === 'canceled' || (s.cancelAtPeriodEnd && now >= s.currentPeriodEnd)) return refuse('ended');
  if (!isLive(s) || !s.cancelAtPeriodEnd) return refuse('nothingToResume');
  return done({ ...s, cancelAtPeriodEnd: false });
}

/**
 * What an upgrade from Basic to Premium costs now: the price difference for the remaining whole days
 * of the period (a started day counts), in integer cents, rounded to the nearest cent.
 */
export function prorationCents(s: MachineState, now: Date): number {
  const totalDays = Math.max(
    1,
    Math.round((s.currentPeriodEnd.getTime() - s.currentPeriodStart.getTime()) / DAY_MS),
  );
  const left = Math.ceil((s.currentPeriodEnd.getTime() - now.getTime()) / DAY_MS);
  const remainingDays = Math.min(totalDays, Math.max(0, left));
  const difference = planPriceCents.premium - planPriceCents.basic;
  return Math.round((difference * remainingDays) / totalDays);
}

/**
 * Change plan. Upgrade (Basic -> Premium) at once: an active period is charged the prorated difference
 * and keeps its dates; a trial ends now and Premium's first month is charged in full. Downgrade
 * (Premium -> Basic) waits for the period's end. Asking for the current plan undoes a pending downgrade.
 */
export function changePlan(s: MachineState, target: PaidPlan, now: Date): Transition {
  if (!isLive(s) || now >= s.currentPeriodEnd) return refuse('notChangeable');
  if (target === s.plan) return s.pendingPlan ? done({ ...s, pendingPlan: null }) : refuse('samePlan');
  if (target === 'basic') return done({ ...s, pendingPlan: 'basic' });
  if (s.status === 'trialing') {
    return done(
      {
        ...s,
        plan: 'premium',
        status: 'active',
        trialEnd: now,
        currentPeriodStart: now,
        currentPeriodEnd: addMonth(now),
        pendingPlan: null,
      },
      planPriceCents.premium,
    );
  }
  return done({ ...s, plan: 'premium', pendingPlan: null }, prorationCents(s, now));
}

/** Period ended after a cancel: canceled, and the plan's access is over. */
export function periodEnded(s: MachineState, now: Date): Transition {
  if (!isLive(s) || !s.cancelAtPeriodEnd || now < s.currentPeriodEnd) return refuse('notDue');
  return done({ ...s, status: 'canceled', canceledAt: now });
}

/** What the renewal job does with a subscription at `now`: end it, charge the next period, or nothing. */
export function dueAction(s: MachineState, now: Date): 'periodEnded' | 'renew' | null {
  if (now < s.currentPeriodEnd) return null;
  if (isLive(s) && s.cancelAtPeriodEnd) return 'periodEnded';
  if (isLive(s) || s.status === 'past_due') return 'renew';
  return null;
}
