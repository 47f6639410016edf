import { describe, expect, it } from 'vitest';
import { canCancel, grantedText } from './subscription-status.js';

describe('a plan granted by support', () => {
  it('says it was granted and until when, or that it has no end date', () => {
    expect(grantedText(null)).toBe('Granted by support, with no end date');
    const until = grantedText('2031-05-04T12:00:00.000Z');
    expect(until).toMatch(/^Granted by support until /);
    expect(until).toContain('2031');
  });

  it('an ordinary active subscription is still offered Cancel', () => {
    expect(canCancel({ status: 'active', cancelAtPeriodEnd: false })).toBe(true);
  });
});
