import { describe, expect, it } from 'vitest';
import { type StoredSubscription, toSubscriptionView } from './subscription-view.js';

const now = new Date('2026-06-15T12:00:00.000Z');
const future = new Date('2026-07-15T12:00:00.000Z');
const past = new Date('2026-05-15T12:00:00.000Z');

type Row = [
  StoredSubscription['subscriptionType'],
  StoredSubscription['subscriptionStatus'],
  Date | null,
  ReturnType<typeof toSubscriptionView>,
];

const table: Row[] = [
  ['free', 'inactive', null, null],
  ['free', 'active', future, null],
  ['free', 'trial', future, null],
  ['free', 'canceled', future, null],
  ['basic', 'inactive', future, null],
  ['premium', 'inactive', null, null],
  [
    'basic',
    'trial',
    future,
    { status: 'trialing', plan: 'basic', currentPeriodEnd: future.toISOString(), cancelAtPeriodEnd: false },
  ],
  [
    'basic',
    'trial',
    null,
    { status: 'trialing', plan: 'basic', currentPeriodEnd: null, cancelAtPeriodEnd: false },
  ],
  [
    'premium',
    'active',
    future,
    { status: 'active', plan: 'premium', currentPeriodEnd: future.toISOString(), cancelAtPeriodEnd: false },
  ],
  [
    'basic',
    'active',
    null,
    { status: 'active', plan: 'basic', currentPeriodEnd: null, cancelAtPeriodEnd: false },
  ],
  [
    'premium',
    'canceled',
    future,
    { status: 'active', plan: 'premium', currentPeriodEnd: future.toISOString(), cancelAtPeriodEnd: true },
  ],
  [
    'basic',
    'canceled',
    future,
    { status: 'active', plan: 'basic', currentPeriodEnd: future.toISOString(), cancelAtPeriodEnd: true },
  ],
  ['premium', 'canceled', past, null],
  ['basic', 'canceled', now, null],
  ['basic', 'canceled', null, null],
];

describe('toSubscriptionView', () => {
  it.each(table)(
    '%s / %s / expires %s',
    (subscriptionType, subscriptionStatus, subscriptionExpiresAt, view) => {
      expect(
        toSubscriptionView({ subscriptionType, subscriptionStatus, subscriptionExpiresAt }, now),
      ).toEqual(view);
    },
  );

  it('ends a canceled subscription exactly when its period ends', () => {
    const stored: StoredSubscription = {
      subscriptionType: 'basic',
      subscriptionStatus: 'canceled',
      subscriptionExpiresAt: future,
    };
    expect(toSubscriptionView(stored, new Date(future.getTime() - 1))?.cancelAtPeriodEnd).toBe(true);
    expect(toSubscriptionView(stored, future)).toBeNull();
  });
});
