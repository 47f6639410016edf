/** Steps without a time become reminders at this hour, local. */
export const DEFAULT_STEP_HOUR = 9;
const HOUR_MS = 3600 * 1000;

/**
 * When a step becomes a reminder: its suggested time while that is still ahead; otherwise (no time
 * was said, or it has passed) the next sensible time: 09:00 today when that is at least an hour away,
 * else 09:00 tomorrow, on the browser's clock.
 */
export function reminderTimeFor(suggestedTime: string | null, now: Date): Date {
  const suggested = suggestedTime ? new Date(suggestedTime) : null;
  if (suggested && !Number.isNaN(suggested.getTime()) && suggested.getTime() > now.getTime())
    return suggested;
  const today = new Date(now);
  today.setHours(DEFAULT_STEP_HOUR, 0, 0, 0);
  if (today.getTime() - now.getTime() >= HOUR_MS) return today;
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(DEFAULT_STEP_HOUR, 0, 0, 0);
  return tomorrow;
}
