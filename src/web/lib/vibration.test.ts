import { describe, expect, it } from 'vitest';
import { VIBRATION, vibrate, vibrationOn } from './vibration.js';

describe('vibration', () => {
  it('buzzes where the device can and the person left it on', () => {
    const patterns: (number | number[])[] = [];
    const phone = { vibrate: (p: number | number[]) => patterns.push(p) > 0 };
    expect(vibrate(VIBRATION.listening, phone, () => true)).toBe(true);
    expect(vibrate(VIBRATION.reminder, phone, () => true)).toBe(true);
    expect(patterns).toEqual([30, [120, 80, 120]]);
    expect(vibrate(VIBRATION.listening, phone, () => false)).toBe(false);
    expect(vibrate(VIBRATION.listening, {}, () => true)).toBe(false);
    expect(patterns).toHaveLength(2);
  });

  it('is on unless turned off', () => {
    expect(vibrationOn(() => null)).toBe(true);
    expect(vibrationOn(() => 'on')).toBe(true);
    expect(vibrationOn(() => 'off')).toBe(false);
  });
});
