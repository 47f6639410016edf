import * as chrono from 'chrono-node';
import { normaliseQuotes } from '../../contract/reminder-values.js';
import { REMINDER_TITLE_MAX } from '../../contract/reminders.js';
import { nextOccurrence } from './next-occurrence.js';
import { type FoundRecurrence, findRecurrence, mergeSpans } from './recurrence-words.js';
import type { ExtractedReminder, ExtractionContext, ReminderExtractor } from './reminder-extractor.js';
import {
  descriptionFrom,
  guessCategory,
  requestPhrasePattern,
  splitRequests,
  splitSentences,
  titleFrom,
} from './reminder-text.js';
import { withoutRequestPhrases } from './request-phrases.js';
import { instantOf, utcMsToWall, type WallTime, wallTimeAt, wallToUtcMs } from './zoned-time.js';

const DAY_MS = 24 * 3600 * 1000;
/** A date given without a time means this hour, local. */
const DEFAULT_HOUR = 9;
const casualTime = /^casualReference\/(?:morning|afternoon|evening|night|tonight|noon|midnight)$/;

type Part = { text: string; sentence: string; fallbackDate?: string };

/**
 * Offline extraction with chrono-node. A message that names a request phrase ("remind me ...") gives a
 * reminder per request (split at "and to ..."); a message with none is read whole, a reminder per
 * sentence (the Voice Reminder dialog). A request without a date gives nothing.
 *
 * chrono runs on the user's wall clock (the reference instant is the local time written as UTC, offset
 * 0) and each result is turned into an instant in the user's zone, so DST changes between now and the
 * date are right. Relative times ("in 2 hours") are added to the real now.
 */
export function chronoExtractor(): ReminderExtractor {
  return {
    async extract(text, context) {
      // Said in another language chrono reads: its reader first; English after (people mix them).
      const other = context.language
        ? readInLanguage(normaliseQuotes(text), context.language, context)
        : null;
      if (other) return [other];
      const found: ExtractedReminder[] = [];
      for (const part of requestParts(normaliseQuotes(text))) {
        const reminder = readPart(part, context);
        if (reminder) found.push(reminder);
      }
      return found;
    },
  };
}

function requestParts(message: string): Part[] {
  const sentences = splitSentences(message);
  const anyRequest = sentences.some((s) => new RegExp(requestPhrasePattern).test(s));
  if (!anyRequest) return sentences.map((sentence) => ({ text: sentence, sentence }));
  const parts: Part[] = [];
  for (const sentence of sentences) {
    const starts = [...sentence.matchAll(new RegExp(requestPhrasePattern))].map((m) => m.index);
    if (starts.length === 0) continue;
    const prefix = sentence.slice(0, starts[0]);
    starts.forEach((start, i) => {
      const segment = sentence.slice(start, starts[i + 1] ?? sentence.length);
      splitRequests(segment).forEach((request, j) => {
        // "In 2 hours remind me to stretch": the date before the first request belongs to it.
        parts.push({ text: request, sentence, ...(i === 0 && j === 0 ? { fallbackDate: prefix } : {}) });
      });
    });
  }
  return parts;
}

/**
 * What chrono reads when the request repeats: "every" is blanked ("every morning at 8" is read as
 * "morning at 8"); named days are blanked whole, the time is read alone and the days align it after.
 * Blanks keep every offset, so the spans still point into the text.
 */
function chronoText(text: string, repeats: FoundRecurrence | null): string {
  if (!repeats) return text;
  const [start, end] = repeats.span;
  const said = text.slice(start, end);
  const inner = repeats.pattern.weekdays?.length
    ? ' '.repeat(said.length)
    : said.replace(/^(?:every|each)\b/i, (word) => ' '.repeat(word.length));
  return text.slice(0, start) + inner + text.slice(end);
}

/** The first listed weekday at the time found (or the time itself when its day is listed). */
function alignToWeekdays(at: Date, repeats: FoundRecurrence | null, context: ExtractionContext): Date {
  const weekdays = repeats?.pattern.weekdays;
  if (!weekdays?.length) return at;
  const local = wallTimeAt(at, context.timeZone);
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  if (weekdays.includes(weekday)) return at;
  return nextOccurrence(at, { type: 'weekly', interval: 1, weekdays }, context.now, context.timeZone) ?? at;
}

function readPart(part: Part, context: ExtractionContext): ExtractedReminder | null {
  const localNow = wallTimeAt(context.now, context.timeZone);
  const reference = { instant: new Date(wallToUtcMs(localNow)), timezone: 0 };
  const repeats = findRecurrence(part.text);
  const found = findDate(chronoText(part.text, repeats), reference);
  const fallback = found ? null : part.fallbackDate ? findDate(part.fallbackDate, reference) : null;
  const date = found ?? fallback;
  // "every day" with no time: the first one at the usual hour, next.
  if (!date && !repeats) return null;
  const title = titleFrom(
    part.text,
    mergeSpans([...(found ? [found.span] : []), ...(repeats ? [repeats.span] : [])]),
  );
  const first = date
    ? resolve(date.result, reference.instant, localNow, context)
    : nextTime(
        { ...localNow, hour: DEFAULT_HOUR, minute: 0, second: 0 },
        false,
        localNow,
        context.now,
        context.timeZone,
      );
  return {
    title,
    description: descriptionFrom(part.sentence, title),
    scheduledTime: alignToWeekdays(first, repeats, context),
    category: guessCategory(title, part.sentence),
    priority: 'medium',
    ...(repeats ? { recurringPattern: repeats.pattern } : {}),
  };
}

type Found = { result: chrono.ParsedResult; span: readonly [number, number] };

/** A bare number chrono reads as an hour ("call friend 20 tomorrow"), not written as a time. */
const bareNumber = /^(\d{1,2})\s+(?!(?:o'?clock|am|pm|a\.m\.|p\.m\.|h|hrs?|hours?|minutes?|mins?)\b)/i;
const relativeWords = /^(?:in|within|after)\b|\b(?:from now|later|ago)\b/i;
const timeWordBefore = /\b(?:at|by|around|from|until|till|before|after)\s*$/i;

/** chrono's reader of each conversation language it knows (Hebrew, Slovak and Hindi it does not). */
const localeParsers: Record<string, chrono.Chrono> = {
  es: chrono.es.casual,
  fr: chrono.fr.casual,
  de: chrono.de.casual,
  ru: chrono.ru.casual,
  zh: chrono.zh.casual,
  ja: chrono.ja.casual,
  ar: chrono.ar.casual,
};

/** Words around a request in these languages that are not what to remember ("por favor", "bitte"). */
const punctuation = '[\\s,.;:!?¡¿،。、！？\\-–]';
const leadingWords =
  "por favor|que|de|s'il te plaît|s'il vous plaît|bitte|daran|мне|пожалуйста|о|об|من فضلك|أن|मुझे|कि";
const trailingWords = 'por favor|bitte|пожалуйста|el|la|los|las|le|les|am|um|в|на|o|في|का|की|को';
const otherFiller = new RegExp(
  `^(?:${punctuation}|d'|请|一下|に|の|(?:${leadingWords})(?=${punctuation}|$))+` +
    `|(?:${punctuation}|ください|ように|よう|して|(?<=${punctuation}|^)(?:${trailingWords}))+$`,
  'giu',
);

/**
 * A request in one of the other languages chrono reads (Spanish, French, German, Russian, Chinese,
 * Japanese, Arabic): one reminder, its date read in that language, its title the request without the
 * request phrase and the date words.
 */
function readInLanguage(
  text: string,
  language: string,
  context: ExtractionContext,
): ExtractedReminder | null {
  const parser = localeParsers[language.slice(0, 2).toLowerCase()];
  if (!parser) return null;
  const localNow = wallTimeAt(context.now, context.timeZone);
  const reference = { instant: new Date(wallToUtcMs(localNow)), timezone: 0 };
  const found = findDate(text, reference, parser);
  if (!found) return null;
  const [start, end] = found.span;
  const rest = withoutRequestPhrases(`${text.slice(0, start)} ${text.slice(end)}`, language);
  let title = rest.replace(/\s+/g, ' ').trim();
  for (let before = ''; before !== title; ) {
    before = title;
    title = title.replace(otherFiller, '').trim();
  }
  if (title.length > REMINDER_TITLE_MAX) title = title.slice(0, REMINDER_TITLE_MAX).trimEnd();
  if (title.length < 2) title = text.trim().slice(0, REMINDER_TITLE_MAX);
  title = title.charAt(0).toUpperCase() + title.slice(1);
  return {
    title,
    description: descriptionFrom(text, title),
    scheduledTime: resolve(found.result, reference.instant, localNow, context),
    category: guessCategory(title, text),
    priority: 'medium',
  };
}

/** The first date in `text`; a leading bare number that is not "at 20" is left to the title. */
function findDate(
  text: string,
  reference: chrono.ParsingReference,
  parser: chrono.Chrono = chrono.casual,
): Found | null {
  let offset = 0;
  for (let tries = 0; tries < 3; tries++) {
    const [result] = parser.parse(text.slice(offset), reference, { forwardDate: true });
    if (!result) return null;
    const start = offset + result.index;
    const end = start + result.text.length;
    // "leave 20 minutes early": a length of time, not "in 20 minutes".
    if (result.tags().has('result/relativeDate') && !relativeWords.test(result.text)) {
      offset = end;
      continue;
    }
    const number = bareNumber.exec(result.text);
    if (!number || timeWordBefore.test(text.slice(0, start))) return { result, span: [start, end] };
    offset = start + number[0].length;
  }
  return null;
}

function resolve(
  result: chrono.ParsedResult,
  reference: Date,
  localNow: WallTime,
  { now, timeZone }: ExtractionContext,
): Date {
  const start = result.start;
  const tags = result.tags();
  if (tags.has('result/relativeDateAndTime')) {
    return new Date(now.getTime() + (start.date().getTime() - reference.getTime()));
  }
  const certain = (c: chrono.Component) => start.isCertain(c);
  const hasDate = certain('day') || certain('weekday') || certain('month') || certain('year');
  const hasTime = certain('hour') || [...tags].some((tag) => casualTime.test(tag));
  const wall: WallTime = {
    year: start.get('year') ?? localNow.year,
    month: start.get('month') ?? localNow.month,
    day: start.get('day') ?? localNow.day,
    hour: hasTime ? (start.get('hour') ?? DEFAULT_HOUR) : DEFAULT_HOUR,
    minute: hasTime ? (start.get('minute') ?? 0) : 0,
    second: hasTime ? (start.get('second') ?? 0) : 0,
  };
  // "morning at 8" is 8:00; "evening at 7" is 19:00: the part of day says which half.
  const partOfDay = [...tags].find((tag) => casualTime.test(tag)) ?? '';
  const saidHalf =
    certain('hour') && !certain('meridiem') && /morning|afternoon|evening|night/.test(partOfDay);
  if (saidHalf && !/morning/.test(partOfDay) && wall.hour < 12) wall.hour += 12;
  const ambiguousHour =
    certain('hour') && !certain('meridiem') && !saidHalf && wall.hour >= 1 && wall.hour <= 11;
  if (hasTime && !hasDate) return nextTime(wall, ambiguousHour, localNow, now, timeZone);
  // "Sunday at 5": afternoon hours without am/pm are read as pm.
  if (ambiguousHour && wall.hour <= 6) wall.hour += 12;
  return instantOf(wall, timeZone);
}

/** A time without a date: the next such time (5 without am/pm: whichever of 5:00 and 17:00 comes first). */
function nextTime(wall: WallTime, ambiguous: boolean, localNow: WallTime, now: Date, zone: string): Date {
  const today = wallToUtcMs({ ...localNow, hour: 0, minute: 0, second: 0 });
  const hours = ambiguous ? [wall.hour, wall.hour + 12] : [wall.hour];
  const candidates = [0, 1].flatMap((days) =>
    hours.map((hour) => {
      const day = utcMsToWall(today + days * DAY_MS);
      return instantOf({ ...day, hour, minute: wall.minute, second: wall.second }, zone);
    }),
  );
  const upcoming = candidates
    .filter((d) => d.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
  return upcoming[0] ?? instantOf(wall, zone);
}
