import { describe, expect, it } from 'vitest';
import { ALERT_GRACE_MS, ALERT_HORIZON_MS, alertPlan, openedFromNotification } from './alert-plan.js';

const now = Date.parse('2026-11-23T12:00:00.000Z');
const at = (id: number, offsetMs: number, isCompleted = false) => ({
  id,
  scheduledTime: new Date(now + offsetMs).toISOString(),
  isCompleted,
  acknowledgedTime: null as string | null,
});

describe('alertPlan', () => {
  it('alerts open reminders due within the next day, at their time', () => {
    const plan = alertPlan(
      [at(1, 5000), at(2, ALERT_HORIZON_MS), at(3, ALERT_HORIZON_MS + 1)],
      now,
      new Set(),
    );
    expect(plan.map((p) => [p.reminder.id, p.delayMs])).toEqual([
      [1, 5000],
      [2, ALERT_HORIZON_MS],
    ]);
  });

  it('alerts at once for one that fell due moments ago, never for older ones or completed ones', () => {
    const plan = alertPlan([at(1, -1000), at(2, -ALERT_GRACE_MS - 1), at(3, 1000, true)], now, new Set());
    expect(plan.map((p) => [p.reminder.id, p.delayMs])).toEqual([[1, 0]]);
  });

  it('never alerts the same reminder at the same time twice; a moved one alerts again', () => {
    const first = at(1, 1000);
    const [planned] = alertPlan([first], now, new Set());
    const alerted = new Set([planned?.key ?? '']);
    expect(alertPlan([first], now, alerted)).toEqual([]);
    expect(
      alertPlan([{ ...first, scheduledTime: new Date(now + 86_000_000).toISOString() }], now, alerted),
    ).toHaveLength(1);
  });

  it('an occurrence listened to or dismissed on another page does not alert here; the next one does', () => {
    const due = at(1, -1000);
    const heard = { ...due, acknowledgedTime: due.scheduledTime };
    expect(alertPlan([heard], now, new Set())).toEqual([]);
    const next = { ...heard, scheduledTime: new Date(now + 60_000).toISOString() };
    expect(alertPlan([next], now, new Set())).toHaveLength(1);
  });
});

describe('alertPlan: missed reminders (the missed-reminders feature)', () => {
  const missed = (id: number, offsetMs: number) => ({ ...at(id, offsetMs), missed: true });

  it('offers a reminder that came due unheard at once, marked missed', () => {
    const plan = alertPlan([missed(1, -3 * 3600_000), at(2, -3 * 3600_000)], now, new Set());
    expect(plan.map((p) => [p.reminder.id, p.delayMs, p.missed])).toEqual([[1, 0, true]]);
  });

  it('never a missed one already heard, completed or alerted on this page', () => {
    const due = missed(1, -3 * 3600_000);
    expect(alertPlan([{ ...due, acknowledgedTime: due.scheduledTime }], now, new Set())).toEqual([]);
    expect(alertPlan([{ ...due, isCompleted: true }], now, new Set())).toEqual([]);
    const [planned] = alertPlan([due], now, new Set());
    expect(alertPlan([due], now, new Set([planned?.key ?? '']))).toEqual([]);
  });

  it('one due moments ago or still ahead alerts as due, not as missed', () => {
    const plan = alertPlan([missed(1, -1000), missed(2, 5000)], now, new Set());
    expect(plan.map((p) => [p.reminder.id, p.delayMs, p.missed])).toEqual([
      [1, 0, false],
      [2, 5000, false],
    ]);
  });
});

describe('openedFromNotification', () => {
  const reminder = { id: 7, scheduledTime: '2026-03-10T16:00:00.000Z' };
  it('is the occurrence the address opens, and only that one', () => {
    const at = encodeURIComponent(reminder.scheduledTime);
    expect(openedFromNotification(`?conversation=3&reminder=7&at=${at}`, reminder)).toBe(true);
    expect(openedFromNotification(`?reminder=8&at=${at}`, reminder)).toBe(false);
    expect(openedFromNotification('?reminder=7&at=2026-03-09T16%3A00%3A00.000Z', reminder)).toBe(false);
    expect(openedFromNotification('?conversation=3', reminder)).toBe(false);
  });
});
