import { describe, expect, it } from 'vitest';
import {
  addMonth,
  cancel,
  changePlan,
  checkoutCompleted,
  DAY_MS,
  dueAction,
  GRACE_DAYS,
  type MachineState,
  periodEnded,
  prorationCents,
  renewalFailed,
  renewalSucceeded,
  resubscribe,
  type Transition,
} from './subscription-machine.js';

const now = new Date('2026-06-15T12:00:00.000Z');
const at = (days: number) => new Date(now.getTime() + days * DAY_MS);

function ok(t: Transition): { state: MachineState; chargeCents: number } {
  if (!t.ok) throw new Error(`refused: ${t.reason}`);
  return t;
}

const activeBasic: MachineState = {
  plan: 'basic',
  status: 'active',
  trialEnd: null,
  currentPeriodStart: now,
  currentPeriodEnd: at(30),
  cancelAtPeriodEnd: false,
  pendingPlan: null,
  canceledAt: null,
};
const activePremium: MachineState = { ...activeBasic, plan: 'premium' };
const trialing = ok(checkoutCompleted('basic', false, now)).state;

describe('checkout completed', () => {
  it('starts Basic with a 7-day trial and charges nothing when no trial was used', () => {
    const t = ok(checkoutCompleted('basic', false, now));
    expect(t.chargeCents).toBe(0);
    expect(t.state).toMatchObject({
      plan: 'basic',
      status: 'trialing',
      trialEnd: at(7),
      currentPeriodEnd: at(7),
    });
  });

  it('makes Basic active and paid now when the trial was used', () => {
    const t = ok(checkoutCompleted('basic', true, now));
    expect(t).toMatchObject({ chargeCents: 2000, state: { status: 'active', trialEnd: null } });
    expect(t.state.currentPeriodEnd).toEqual(new Date('2026-07-15T12:00:00.000Z'));
  });

  it('makes Premium active and paid now, never with a trial', () => {
    const t = ok(checkoutCompleted('premium', false, now));
    expect(t).toMatchObject({
      chargeCents: 3500,
      state: { plan: 'premium', status: 'active', trialEnd: null },
    });
  });
});

describe('renewal', () => {
  it('moves the period on by a month and charges the plan', () => {
    const t = ok(renewalSucceeded(activeBasic, at(30)));
    expect(t.chargeCents).toBe(2000);
    expect(t.state).toMatchObject({
      status: 'active',
      currentPeriodStart: at(30),
      currentPeriodEnd: addMonth(at(30)),
    });
  });

  it('converts an ending trial to active', () => {
    const t = ok(renewalSucceeded(trialing, at(7)));
    expect(t).toMatchObject({ chargeCents: 2000, state: { status: 'active', currentPeriodStart: at(7) } });
  });

  it('is refused before the period ends or after a cancel', () => {
    expect(renewalSucceeded(activeBasic, at(29))).toEqual({ ok: false, reason: 'notDue' });
    expect(renewalSucceeded({ ...activeBasic, cancelAtPeriodEnd: true }, at(30)).ok).toBe(false);
  });

  it('starts a pending downgrade with the next period', () => {
    const t = ok(renewalSucceeded({ ...activePremium, pendingPlan: 'basic' }, at(30)));
    expect(t).toMatchObject({ chargeCents: 2000, state: { plan: 'basic', pendingPlan: null } });
  });

  it('fails to past_due, retries, and cancels after the grace days', () => {
    const due = ok(renewalFailed(activeBasic, at(30))).state;
    expect(due.status).toBe('past_due');
    expect(ok(renewalFailed(due, at(31))).state.status).toBe('past_due');
    const ended = ok(renewalFailed(due, at(30 + GRACE_DAYS))).state;
    expect(ended).toMatchObject({ status: 'canceled', canceledAt: at(30 + GRACE_DAYS) });
    const recovered = ok(renewalSucceeded(due, at(31)));
    expect(recovered.state).toMatchObject({ status: 'active', currentPeriodStart: at(31) });
  });
});

describe('cancel and resubscribe', () => {
  it('cancels at the period end, keeping the plan until then', () => {
    const s = ok(cancel(activeBasic, at(1))).state;
    expect(s).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, canceledAt: null });
    expect(ok(cancel(s, at(2))).state).toEqual(s);
    expect(ok(cancel(trialing, at(1))).state.cancelAtPeriodEnd).toBe(true);
  });

  it('ends a past_due subscription at once and refuses a canceled one', () => {
    const s = ok(cancel({ ...activeBasic, status: 'past_due' }, at(31))).state;
    expect(s).toMatchObject({ status: 'canceled', canceledAt: at(31) });
    expect(cancel(s, at(32))).toEqual({ ok: false, reason: 'notCancelable' });
  });

  it('resubscribe undoes a pending cancel before the end', () => {
    const canceling = ok(cancel(activeBasic, at(1))).state;
    expect(ok(resubscribe(canceling, at(2))).state.cancelAtPeriodEnd).toBe(false);
    expect(resubscribe(activeBasic, at(2))).toEqual({ ok: false, reason: 'nothingToResume' });
    expect(resubscribe(canceling, at(30))).toEqual({ ok: false, reason: 'ended' });
    expect(resubscribe({ ...canceling, status: 'canceled' }, at(31))).toEqual({ ok: false, reason: 'ended' });
  });

  it('period ended cancels a subscription set to end', () => {
    const canceling = ok(cancel(activeBasic, at(1))).state;
    expect(periodEnded(canceling, at(29))).toEqual({ ok: false, reason: 'notDue' });
    expect(ok(periodEnded(canceling, at(30))).state).toMatchObject({
      status: 'canceled',
      canceledAt: at(30),
    });
    expect(periodEnded(activeBasic, at(30)).ok).toBe(false);
  });
});

describe('change plan', () => {
  it('upgrades at once with the prorated difference of the remaining days', () => {
    const t = ok(changePlan(activeBasic, 'premium', at(15)));
    expect(t.chargeCents).toBe(750);
    expect(t.state).toMatchObject({ plan: 'premium', currentPeriodEnd: at(30) });
    expect(prorationCents(activeBasic, now)).toBe(1500);
    expect(prorationCents(activeBasic, new Date(at(29).getTime() + 1))).toBe(50);
    expect(prorationCents(activeBasic, at(10))).toBe(1000);
  });

  it('upgrading a trial ends it and charges Premium in full', () => {
    const t = ok(changePlan(trialing, 'premium', at(2)));
    expect(t.chargeCents).toBe(3500);
    expect(t.state).toMatchObject({
      status: 'active',
      plan: 'premium',
      trialEnd: at(2),
      currentPeriodStart: at(2),
    });
  });

  it('downgrades at the period end, and asking for the current plan undoes it', () => {
    const s = ok(changePlan(activePremium, 'basic', at(3)));
    expect(s).toMatchObject({ chargeCents: 0, state: { plan: 'premium', pendingPlan: 'basic' } });
    expect(ok(changePlan(s.state, 'premium', at(4))).state.pendingPlan).toBeNull();
  });

  it('refuses the same plan and a subscription without access', () => {
    expect(changePlan(activeBasic, 'basic', at(1))).toEqual({ ok: false, reason: 'samePlan' });
    expect(changePlan({ ...activeBasic, status: 'past_due' }, 'premium', at(31))).toEqual({
      ok: false,
      reason: 'notChangeable',
    });
  });
});

describe('due action and months', () => {
  it('says what the renewal job does', () => {
    expect(dueAction(activeBasic, at(29))).toBeNull();
    expect(dueAction(activeBasic, at(30))).toBe('renew');
    expect(dueAction({ ...activeBasic, cancelAtPeriodEnd: true }, at(30))).toBe('periodEnded');
    expect(dueAction({ ...activeBasic, status: 'past_due' }, at(31))).toBe('renew');
    expect(dueAction({ ...activeBasic, status: 'canceled' }, at(31))).toBeNull();
  });

  it('adds a calendar month, clamping to the last day', () => {
    expect(addMonth(new Date('2026-01-31T10:00:00Z'))).toEqual(new Date('2026-02-28T10:00:00Z'));
    expect(addMonth(new Date('2026-12-15T00:00:00Z'))).toEqual(new Date('2027-01-15T00:00:00Z'));
  });
});
