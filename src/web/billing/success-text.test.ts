import { describe, expect, it } from 'vitest';
import { successText } from './success-text.js';

describe('the payment-success line', () => {
  it('claims a trial only for a subscription that is trialing', () => {
    expect(successText('trialing')).toBe('Your 7-day free trial has started!');
    // Basic bought after the address's one trial was used: active, charged now.
    expect(successText('active')).toBe('Your subscription is now active!');
  });
});
