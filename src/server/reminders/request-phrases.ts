import { type ConversationLanguage, supportedLanguage } from '../../contract/languages.js';
import { normaliseQuotes, reminderRequestPhrases } from '../../contract/reminder-values.js';
import { mergeSpans } from './recurrence-words.js';

/**
 * The words that ask for a reminder in each conversation language (lower-case). Verb forms only:
 * a noun like "Erinnerungen" (memories) or "تذكير" is talk about reminding, not a request.
 */
const phrasesByLanguage: Record<ConversationLanguage, readonly string[]> = {
  'en-US': reminderRequestPhrases,
  'he-IL': ['תזכיר לי', 'תזכירי לי', 'הזכר לי', 'הזכירי לי', 'תזכירו לי', 'קבע תזכורת', 'צור תזכורת'],
  'es-ES': [
    'recuérdame',
    'recuerdame',
    'me recuerdas',
    'me recuerdes',
    'no me dejes olvidar',
    'crea un recordatorio',
    'pon un recordatorio',
    'ponme un recordatorio',
  ],
  'fr-FR': [
    'rappelle-moi',
    'rappelle moi',
    'rappelez-moi',
    'rappelez moi',
    'fais-moi penser',
    'faites-moi penser',
    'crée un rappel',
    'mets un rappel',
  ],
  'de-DE': [
    'erinnere mich',
    'erinner mich',
    'erinnern sie mich',
    'erinnerst du mich',
    'lass mich nicht vergessen',
    'erstelle eine erinnerung',
    'stell eine erinnerung',
  ],
  'ru-RU': ['напомни', 'напомните', 'не дай мне забыть', 'создай напоминание', 'поставь напоминание'],
  'sk-SK': ['pripomeň mi', 'pripomen mi', 'pripomeňte mi', 'nastav pripomienku', 'vytvor pripomienku'],
  'zh-CN': ['提醒我', '提醒一下我', '设个提醒', '设置提醒', '别让我忘了'],
  'ja-JP': ['リマインドして', 'リマインダーを', '思い出させて', '忘れないように知らせて', '知らせてください'],
  'ar-SA': ['ذكرني', 'ذكّرني', 'ذكريني', 'ذكّريني', 'لا تدعني أنسى', 'اضبط تذكير', 'أنشئ تذكير'],
  'hi-IN': ['याद दिला', 'याद दिलाना', 'याद दिलाओ', 'याद दिलाइए', 'रिमाइंड', 'रिमाइंडर लगा', 'रिमाइंडर सेट'],
};

const allPhrases = [...new Set(Object.values(phrasesByLanguage).flat())];

/**
 * Words right before "remind me" that make it talk rather than a request: "you remind me of my
 * father", "that reminds me" (never matched), "it will remind me". "Can you remind me" stays a request.
 */
const notARequest = /\b(?:it|that|this|he|she|they|which|who|always|really|still|will|would|to)\s+$/i;
const youBefore = /\byou\s+$/i;
const askingYou = /\b(?:can|could|would|will|please|pls)\s+you\s+$/i;

const lower = (text: string) => normaliseQuotes(text.toLowerCase());

/** Where each request phrase occurs in `text` (lower-cased offsets equal the original's). */
function phraseSpans(text: string, phrases: readonly string[]): [number, number][] {
  const low = lower(text);
  const spans: [number, number][] = [];
  for (const phrase of phrases) {
    for (let at = low.indexOf(phrase); at !== -1; at = low.indexOf(phrase, at + phrase.length)) {
      spans.push([at, at + phrase.length]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/** True when the phrase at `start` is a request, judged by the words before it. */
function isRequestAt(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  if (notARequest.test(before)) return false;
  return !youBefore.test(before) || askingYou.test(before);
}

/**
 * Whether a message asks for a reminder, in any of the eleven languages (a person may speak English
 * with another language chosen, so every language's phrases count).
 */
export function asksForReminderIn(text: string): boolean {
  return phraseSpans(text, allPhrases).some(([start]) => isRequestAt(text, start));
}

/** The request phrases of a language (its own first, then English), for cutting them out of a title. */
export function requestPhrasesOf(language: string): readonly string[] {
  const own = phrasesByLanguage[supportedLanguage(language) ?? 'en-US'];
  return [...own, ...reminderRequestPhrases.filter((p) => !own.includes(p))].sort(
    (a, b) => b.length - a.length,
  );
}

/** `text` without its request phrases (overlapping ones cut as one). */
export function withoutRequestPhrases(text: string, language: string): string {
  let out = text;
  for (const [start, end] of mergeSpans(phraseSpans(text, requestPhrasesOf(language))).reverse())
    out = `${out.slice(0, start)} ${out.slice(end)}`;
  return out;
}
