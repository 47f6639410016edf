import type { RecurringPattern } from '../../contract/reminders.js';

/** A repetition asked for in words ("every morning", "every 2 weeks", "every Monday and Thursday"). */
export type FoundRecurrence = { pattern: RecurringPattern; span: readonly [number, number] };

const dayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const day = `(?:${dayNames.join('|')})s?`;
const numberWords: Record<string, number> = {
  other: 2,
  second: 2,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const count = `(\\d{1,2}|${Object.keys(numberWords).join('|')})`;

/** "daily", "weekly", "monthly" as adverbs ("water the plants daily"), not adjectives ("the weekly shop"). */
const adverbEnd = String.raw`(?=\s*(?:$|[,.;!?]|(?:at|on|in|from|starting|before|after|until|by|around)\b))`;

type Rule = { pattern: RegExp; read: (m: RegExpExecArray) => RecurringPattern | null };

const unitType = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

function interval(word: string): number {
  const n = numberWords[word.toLowerCase()] ?? Number(word);
  return Number.isInteger(n) && n >= 1 && n <= 365 ? n : 1;
}

function weekdaysIn(text: string): number[] {
  const found = new Set<number>();
  for (const m of text.toLowerCase().matchAll(new RegExp(day, 'g'))) {
    const index = dayNames.indexOf(m[0].replace(/s$/, ''));
    if (index >= 0) found.add(index);
  }
  return [...found].sort((a, b) => a - b);
}

/** Most specific first: the first rule that matches decides. */
const rules: Rule[] = [
  {
    pattern: /\bevery\s+(?:week\s*day|work\s*day)s?\b/i,
    read: () => ({ type: 'weekly', interval: 1, weekdays: [1, 2, 3, 4, 5] }),
  },
  {
    pattern: new RegExp(`\\b(?:every|each|on)\\s+${day}(?:\\s*(?:,|and|&|or)\\s*${day})*\\b`, 'i'),
    read: (m) => {
      // "on Monday" is one day; "on Mondays" (plural) or "every Monday" repeats.
      if (/^on\b/i.test(m[0]) && !/s\b/i.test(m[0])) return null;
      return { type: 'weekly', interval: 1, weekdays: weekdaysIn(m[0]) };
    },
  },
  {
    pattern: new RegExp(`\\bevery\\s+${count}\\s+(day|week|month)s?\\b`, 'i'),
    read: (m) => ({
      type: unitType[(m[2] ?? 'day').toLowerCase() as keyof typeof unitType],
      interval: interval(m[1] ?? '1'),
    }),
  },
  {
    pattern: new RegExp(
      `\\b(?:every|each)\\s+(?:day|morning|evening|night|afternoon)\\b|\\beveryday\\b|\\b(?:daily|nightly)\\b${adverbEnd}`,
      'i',
    ),
    read: () => ({ type: 'daily', interval: 1 }),
  },
  {
    pattern: new RegExp(`\\b(?:every|each)\\s+week\\b|\\bweekly\\b${adverbEnd}`, 'i'),
    read: () => ({ type: 'weekly', interval: 1 }),
  },
  {
    pattern: new RegExp(`\\b(?:every|each)\\s+month\\b|\\bmonthly\\b${adverbEnd}`, 'i'),
    read: () => ({ type: 'monthly', interval: 1 }),
  },
];

/** The repetition `text` asks for, with where it is said (so the title can leave it out), or null. */
export function findRecurrence(text: string): FoundRecurrence | null {
  for (const rule of rules) {
    const m = rule.pattern.exec(text);
    if (!m) continue;
    const pattern = rule.read(m);
    if (pattern) return { pattern, span: [m.index, m.index + m[0].length] };
  }
  return null;
}

/** Overlapping or touching [start, end) spans as one, in order. */
export function mergeSpans(spans: ReadonlyArray<readonly [number, number]>): [number, number][] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
