import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutClientSecret, PREMIUM_UNTIL, stripeMachineState } from './stripe-state.js';

const prices = { basic: 'price_basic', premium: 'price_premium' };
const start = 1_780_000_000;
const end = start + 30 * 24 * 3600;

function sub(overrides: Partial<Record<string, unknown>> = {}, price = 'price_premium'): Stripe.Subscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    created: start,
    trial_end: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    default_payment_method: 'pm_1',
    metadata: {},
    items: {
      object: 'list',
      data: [{ id: 'si_1', price: { id: price }, current_period_start: start, current_period_end: end }],
    },
    latest_invoice: 'in_1',
    pending_setup_intent: null,
    ...overrides,
  } as unknown as Stripe.Subscription;
}

describe('a Stripe subscription as the machine state', () => {
  it('reads plan, period and cancel at period end', () => {
    expect(stripeMachineState(sub({ cancel_at_period_end: true }), prices)).toEqual({
      plan: 'premium',
      status: 'active',
      trialEnd: null,
      currentPeriodStart: new Date(start * 1000),
      currentPeriodEnd: new Date(end * 1000),
      cancelAtPeriodEnd: true,
      pendingPlan: null,
      canceledAt: null,
    });
  });

  it('keeps a trial without a saved card incomplete, and its trial unused', () => {
    const trial = { status: 'trialing', trial_end: end };
    expect(
      stripeMachineState(sub({ ...trial, default_payment_method: null }, 'price_basic'), prices),
    ).toMatchObject({
      status: 'incomplete',
      trialEnd: null,
    });
    expect(stripeMachineState(sub(trial, 'price_basic'), prices)).toMatchObject({
      plan: 'basic',
      status: 'trialing',
      trialEnd: new Date(end * 1000),
    });
  });

  it.each([
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['paused', 'past_due'],
    ['incomplete', 'incomplete'],
    ['incomplete_expired', 'canceled'],
    ['canceled', 'canceled'],
  ])('maps %s to %s', (stripeStatus, status) => {
    expect(stripeMachineState(sub({ status: stripeStatus, ended_at: end }), prices)?.status).toBe(status);
  });

  it('reads a downgrade as Premium with Basic pending until the paid period ends', () => {
    const pending = sub({ metadata: { [PREMIUM_UNTIL]: String(end) } }, 'price_basic');
    expect(stripeMachineState(pending, prices)).toMatchObject({ plan: 'premium', pendingPlan: 'basic' });
    const renewed = sub({ metadata: { [PREMIUM_UNTIL]: String(start) } }, 'price_basic');
    expect(stripeMachineState(renewed, prices)).toMatchObject({ plan: 'basic', pendingPlan: null });
  });

  it('ignores a price that is not a plan', () => {
    expect(stripeMachineState(sub({}, 'price_other'), prices)).toBeNull();
  });

  it('answers the trial setup secret, else the first invoice payment secret', () => {
    const setup = sub({ pending_setup_intent: { id: 'seti_1', client_secret: 'seti_1_secret' } });
    expect(checkoutClientSecret(setup)).toBe('seti_1_secret');
    const invoice = sub({
      latest_invoice: { id: 'in_1', confirmation_secret: { client_secret: 'pi_1_secret' } },
    });
    expect(checkoutClientSecret(invoice)).toBe('pi_1_secret');
    expect(checkoutClientSecret(sub())).toBeNull();
  });
});
