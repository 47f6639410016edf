import { detectCrisis } from '../safety/detect-crisis.js';
import { crisisReply } from './crisis.js';
import type { Expert, ExpertField } from './expert-roster.js';
import { type ConversationLanguage, DEFAULT_LANGUAGE, supportedLanguage } from './languages.js';
import { type OfflineCue, offlinePhrases } from './offline-phrases.js';
import { welcomeBack } from './welcome-back.js';

export type OfflineTurn = {
  expert: Expert;
  /** The conversation's language, BCP-47 ("es-ES"); an unsupported one is answered in English. */
  language: string;
  userText: string;
  /** 1 for the first reply of the conversation; the expert introduces themselves only then. */
  turn: number;
  /** Where the person is, as far as known (ISO 3166 alpha-2): the crisis reply names its help lines. */
  country?: string;
  /** The name the person asked to be called (remembered from an earlier conversation): greeted by it. */
  preferredName?: string | undefined;
};

/** How each field's experts react in English, two ways, chosen by the turn and the words. */
const FLAVOURS: Record<ExpertField, [string, string]> = {
  business: [
    'and as a founder I would start by asking what a good outcome looks like',
    'and in business I always look for the smallest next step',
  ],
  science: [
    'and the scientist in me wants to know what the evidence says',
    'and I would start with one small experiment',
  ],
  tech: ['and I would break that into small pieces, like any system', 'and I would test one idea at a time'],
  sports: [
    'and like any training plan, that starts with one steady routine',
    'and every comeback starts with a single practice',
  ],
  arts: ['and I hear a story worth shaping', 'and there is something creative in that'],
  coach: [
    'and I would love to hear what matters most to you in that',
    'and we can take it one small step at a time',
  ],
};

/** Filler words not worth echoing, in several languages (compared in lower case). */
const STOPWORDS = new Set(
  [
    'the and you that this with have what for are was but not can how why when where who about from your they',
    'them would could should there their been being into just like some very really want need know think feel',
    "does did don't i'm it's get got make more much also then than will may might our out all any one has had",
    'his her him she its let yes hello please thanks thank hey good morning evening afternoon going doing',
    'hola qué tal buenos buenas días bonjour salut bonsoir coucou ça hallo guten servus moin kann soll muss wie warum',
    'привет здравствуй здравствуйте дела добрый доброе שלום היי מה שלומך ahoj čau dobrý deň',
    '你好 您好 こんにちは おはよう こんばんは 元気 مرحبا أهلا حالك नमस्ते नमस्कार हेलो हैलो हैं हूँ आप',
    'que los las una por para con como pero muy estoy tengo quiero puedo sobre cuando porque',
    'les des une pour avec dans mais pas qui suis mon mes',
    'der die das und ich ist nicht ein eine mit wie habe mein meine',
    'это как что мне меня так все для очень',
    'אני לגבי שלי אתה את זה מה איך אבל רוצה',
    'أنا بشأن عن هذا ماذا كيف لكن',
    'मुझे अपने मैं है की के का और में क्या कैसे',
    'jsem som mám mne ako ale',
    '不知道 怎么 什么 我们 你们 他们 这个 那个 因为 所以 但是 可以 没有',
    'ください します です ます して いる',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The reply when the app runs without a language model: a friendly demonstration in the expert's
 * voice that answers what the person said (a worry, a question, thanks, a greeting, or anything else,
 * echoing their key words), in the conversation's language. The first reply introduces the expert and
 * says once, in plain words, that this is a demonstration and not real advice; set-up instructions
 * are for the people running the server (the start-up log and the README), never in a reply.
 * Deterministic: the same turn gets the same reply. A message the crisis detector flags (suicide,
 * self-harm, harming someone, abuse or danger, a medical emergency) gets a caring reply that points
 * to real help instead.
 */
export function offlineReply({
  expert,
  language,
  userText,
  turn,
  country,
  preferredName,
}: OfflineTurn): string {
  const crisis = detectCrisis(userText, language);
  if (crisis) {
    const emergencyFirst = crisis.kinds.includes('medicalEmergency');
    return crisisReply(language, { ...(country ? { country } : {}), emergencyFirst });
  }
  const code = supportedLanguage(language) ?? DEFAULT_LANGUAGE;
  const phrases = offlinePhrases[code];
  const variant = (Math.abs(Math.trunc(turn)) + checksum(userText)) % 2 === 0 ? 0 : 1;
  const found = keyWords(userText, code);
  const cue = offlineCue(userText, code, found.length > 0);
  const words = cue === 'thanks' || cue === 'greeting' ? '' : found.join(phrases.joiner);
  const heard =
    code === 'en-US'
      ? `You mentioned ${words}, ${FLAVOURS[expert.category][variant]}.`
      : phrases.heard(words);
  const body =
    words === ''
      ? [phrases.open[cue][variant], phrases.close[cue][variant]]
      : cue === 'statement'
        ? [heard, phrases.close[cue][variant]]
        : [phrases.open[cue][variant], heard, phrases.close[cue][variant]];
  const welcome = preferredName ? [welcomeBack(code, preferredName)] : [];
  const sentences = turn <= 1 ? [phrases.hello(expert.name), ...welcome, phrases.demo, ...body] : body;
  return sentences.join(code === 'zh-CN' || code === 'ja-JP' ? '' : ' ');
}

const CUE_ORDER = ['worry', 'question', 'thanks', 'greeting'] as const;
const cueTests = new Map<ConversationLanguage, Record<(typeof CUE_ORDER)[number], RegExp>>();

/**
 * What the message sounds like, by the cue words of its language and of English: a worry first, then
 * a greeting with nothing else to talk about ("Hi, how are you?"), a question, thanks; a greeting
 * followed by something to talk about is answered as that something (a statement).
 */
export function offlineCue(text: string, language: ConversationLanguage, hasKeyWords: boolean): OfflineCue {
  const lower = text.toLowerCase().slice(0, 2000);
  const languages: ConversationLanguage[] = language === 'en-US' ? ['en-US'] : [language, 'en-US'];
  const says = (cue: (typeof CUE_ORDER)[number]) =>
    languages.some((code) => cueTestsOf(code)[cue].test(lower));
  if (says('worry')) return 'worry';
  if (says('greeting') && !hasKeyWords) return 'greeting';
  if (/[?？؟]/.test(lower) || says('question')) return 'question';
  if (says('thanks')) return 'thanks';
  return 'statement';
}

function cueTestsOf(code: ConversationLanguage): Record<(typeof CUE_ORDER)[number], RegExp> {
  const cached = cueTests.get(code);
  if (cached) return cached;
  const { cues, matching } = offlinePhrases[code];
  const any = (list: string[]) => list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const notLetter = '(?![\\p{L}\\p{M}])';
  const wordStart = '(?<![\\p{L}\\p{M}])';
  const clauseStart = '(?:^|[,.!;:،¡¿])\\s*';
  const tests =
    matching === 'words'
      ? {
          worry: new RegExp(`${wordStart}(?:${any(cues.worry)})`, 'u'),
          question: new RegExp(`${clauseStart}(?:${any(cues.question)})${notLetter}`, 'u'),
          thanks: new RegExp(`${wordStart}(?:${any(cues.thanks)})`, 'u'),
          greeting: new RegExp(`${wordStart}(?:${any(cues.greeting)})${notLetter}`, 'u'),
        }
      : {
          worry: new RegExp(any(cues.worry), 'u'),
          question:
            matching === 'attached'
              ? new RegExp(`${clauseStart}(?:${any(cues.question)})${notLetter}`, 'u')
              : new RegExp(any(cues.question), 'u'),
          thanks: new RegExp(any(cues.thanks), 'u'),
          greeting: new RegExp(any(cues.greeting), 'u'),
        };
  cueTests.set(code, tests);
  return tests;
}

/** Up to three words worth echoing: the longest that are not filler, each once, in their order. */
export function keyWords(text: string, language: string): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const seen = new Set<string>();
  const found: { word: string; at: number }[] = [];
  for (const { segment, index, isWordLike } of segmenter.segment(text.slice(0, 2000))) {
    const key = segment.toLowerCase();
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(segment);
    if (!isWordLike || segment.length < (cjk ? 2 : 3) || segment.length > 24) continue;
    if (!/\p{L}/u.test(segment) || STOPWORDS.has(key) || seen.has(key)) continue;
    seen.add(key);
    found.push({ word: segment, at: index });
  }
  return found
    .sort((a, b) => b.word.length - a.word.length || a.at - b.at)
    .slice(0, 3)
    .sort((a, b) => a.at - b.at)
    .map((f) => f.word);
}

function checksum(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) % 9973;
  return sum;
}
