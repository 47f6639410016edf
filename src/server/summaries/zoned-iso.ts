import { wallTimeAt, wallToUtcMs } from '../reminders/zoned-time.js';

const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');

/** The instant as ISO 8601 on the wall clock of `timeZone`, with its offset: 2026-03-11T17:00:00+01:00. */
export function isoInZone(instant: Date, timeZone: string): string {
  const wall = wallTimeAt(instant, timeZone);
  const offsetMinutes = Math.round(
    (wallToUtcMs(wall) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const date = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  const time = `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  return `${date}T${time}${sign}${pad(offsetMinutes / 60)}:${pad(offsetMinutes % 60)}`;
}
