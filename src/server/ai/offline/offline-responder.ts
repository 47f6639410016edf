import { detectAdviceTopics } from '../../safety/advice-topics.js';
import { detectCrisis } from '../../safety/detect-crisis.js';
import { type Expert, experts } from '../expert-roster.js';
import { type ConversationLanguage, DEFAULT_LANGUAGE, supportedLanguage } from '../languages.js';
import { crisisReply } from './crisis.js';
import { type CuedTopic, type OfflineTopic, offlinePhrases } from './offline-phrases.js';
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

/** Filler and greeting words, in several languages (compared in lower case): what small talk is made of. */
const STOPWORDS = new Set(
  [
    'the and you that this with have what for are was but not can how why when where who about from your they',
    'them would could should there their been being into just like some very really want need know think feel',
    "does did don't i'm it's get got make more much also then than will may might our out all any one has had",
    'his her him she its let yes hello please thanks thank hey good morning evening afternoon going doing',
    'hola qué tal buenos buenas días bonjour salut bonsoir coucou ça hallo guten morgen abend geht gehts servus moin kann soll muss wie warum',
    'привет здравствуй здравствуйте дела добрый доброе утро вечер שלום היי מה שלומך ahoj čau dobrý deň máte máš zdravím',
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
 * The reply when the app runs without a language model: a short scripted answer in the expert's voice,
 * in the conversation's language, to what the message is about (health, feelings such as worry or
 * loneliness, money, work, study, family, thanks, a greeting, or anything else): a sensible general
 * tip, the expert field's own sentence, and a question back. It never repeats the person's words
 * back. The first reply introduces the expert and says once, in plain words, that this is a
 * demonstration and not real advice; set-up instructions are for the people running the server (the
 * start-up log and the README), never in a reply. Deterministic: the same turn gets the same reply,
 * and one of two wordings is chosen by the turn and the words. A message the crisis detector flags
 * (suicide, self-harm, harming someone, abuse or danger, a medical emergency) gets a caring reply that
 * points to real help instead.
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
  const topic = offlineTopic(userText, code);
  const [tip, ask] = phrases.answers[topic][variant];
  const body =
    topic === 'thanks' || topic === 'greeting' ? [tip, ask] : [tip, phrases.flavour[expert.category], ask];
  const welcome = preferredName ? [welcomeBack(code, preferredName)] : [];
  const sentences = turn <= 1 ? [phrases.hello(expert.name), ...welcome, phrases.demo, ...body] : body;
  return sentences.join(code === 'zh-CN' || code === 'ja-JP' ? '' : ' ');
}

let frames: Set<string> | undefined;

/**
 * A sentence of the offline responder's frame, in any language: an expert's hello or the notice that
 * this is a demonstration. It is no point of the conversation (the offline summary leaves it out).
 */
export function isOfflineFrame(sentence: string): boolean {
  frames ??= new Set(
    Object.values(offlinePhrases).flatMap((p) => [p.demo, ...experts.map((e) => p.hello(e.name))]),
  );
  return frames.has(sentence.trim());
}

const cueTests = new Map<ConversationLanguage, Record<CuedTopic, RegExp>>();

/**
 * What the message is about, the first that fits: health (a medical question, as the advice line
 * reads it, so the answer always comes with that line), then by the cue words of its language:
 * feelings, money (or a financial question), work, study, family, thanks, and a greeting with nothing
 * else to talk about ("Hi, how are you?"); anything else is general.
 */
export function offlineTopic(text: string, language: ConversationLanguage): OfflineTopic {
  const advice = detectAdviceTopics(text, language);
  if (advice.includes('medical')) return 'health';
  const lower = text.toLowerCase().normalize('NFC').slice(0, 2000);
  // English thanks and greetings are mixed into every language; English topic words are not
  // looked for elsewhere, where short ones are ordinary words ("son" in Spanish and French).
  const says = (topic: CuedTopic, withEnglish = false) =>
    cueTestsOf(language)[topic].test(lower) ||
    (withEnglish && language !== 'en-US' && cueTestsOf('en-US')[topic].test(lower));
  if (says('feelings')) return 'feelings';
  if (advice.includes('financial') || says('money')) return 'money';
  for (const topic of ['work', 'study', 'family'] as const) if (says(topic)) return topic;
  if (says('thanks', true)) return 'thanks';
  if (says('greeting', true) && keyWords(text, language).length === 0) return 'greeting';
  return 'general';
}

function cueTestsOf(code: ConversationLanguage): Record<CuedTopic, RegExp> {
  const cached = cueTests.get(code);
  if (cached) return cached;
  const { cues, matching } = offlinePhrases[code];
  const notLetter = '(?![\\p{L}\\p{M}])';
  const before = matching === 'words' ? '(?<![\\p{L}\\p{M}])' : '';
  const cue = (word: string, whole: boolean) => {
    const stem = word.replace(/\$$/, '');
    const source = stem.normalize('NFC').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return whole || stem !== word ? `${source}${notLetter}` : source;
  };
  const tests = Object.fromEntries(
    (Object.keys(cues) as CuedTopic[]).map((topic) => {
      const whole = topic === 'greeting' && matching !== 'anywhere';
      const any = cues[topic]
        .split('|')
        .map((word) => cue(word, whole))
        .join('|');
      return [topic, new RegExp(`${before}(?:${any})`, 'u')];
    }),
  ) as Record<CuedTopic, RegExp>;
  cueTests.set(code, tests);
  return tests;
}

/** Up to three words that are not filler (the longest, each once, in their order): none means small talk only. */
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
