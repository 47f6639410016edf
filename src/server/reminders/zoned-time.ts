/** A wall-clock reading: month 1..12, as a person in some time zone reads it. */
export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall clock in `timeZone` at `instant` (whole seconds). */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The wall time read as if it were UTC, in milliseconds: handy for calendar arithmetic. */
export function wallToUtcMs(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/** The inverse of wallToUtcMs. */
export function utcMsToWall(ms: number): WallTime {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallToUtcMs(wallTimeAt(new Date(whole), timeZone)) - whole;
}

/**
 * The instant at which the wall clock in `timeZone` shows `wall`. A time skipped by a DST change
 * (02:30 on the spring-forward night) lands an hour later; a repeated one takes its first occurrence.
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const asUtc = wallToUtcMs(wall);
  const HALF_DAY = 12 * 3600 * 1000;
  const before = asUtc - offsetAt(asUtc - HALF_DAY, timeZone);
  const after = asUtc - offsetAt(asUtc + HALF_DAY, timeZone);
  const shows = (ms: number) => wallToUtcMs(wallTimeAt(new Date(ms), timeZone)) === asUtc;
  const matching = [before, after].filter(shows);
  // In a gap no reading shows the wall time: the offset before the change moves it an hour later.
  return new Date(matching.length > 0 ? Math.min(...matching) : before);
}

/** The zone when the runtime knows it, else UTC. */
export function knownZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}
