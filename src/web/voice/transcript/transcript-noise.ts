/**
 * What recognizers "hear" in silence or noise (empty results, one-word noise and repeats are never
 * sent as a message). Only a known list is dropped, and only when it is the whole message: a one-word answer
 * ("yes", "no", "sí", "да", "כן", "نعم", "好", "はい", "mhm") is a real answer to an expert's question.
 *
 * Phantom phrases, dropped whatever the language (speech-to-text models such as Whisper write them
 * on silence, often in a language other than the one spoken; they are subtitle credits and outros):
 * "thanks for watching", "please subscribe", the Amara.org and ZDF subtitle credits in English,
 * Spanish, French and German, "продолжение следует", "спасибо за просмотр", "תודה שצפיתם",
 * "شكرا للمشاهدة", "اشتركوا في القناة", "ご視聴ありがとうございました", "谢谢观看"...
 * Short phantoms and fillers per language (the English ones apply in every language, since browsers
 * and models fall back to English on noise): en "thank you", "you", "bye", "uh", "um", "hmm", "er";
 * the others below. A text made only of filler words ("uh um") is noise too. Not listed, on purpose:
 * "mhm" and "uh-huh" (they mean yes), Chinese 嗯 (yes), Arabic "ام" (also "or" and "mother"),
 * Hindi "हम" (we), and "thank you" in other languages (people thank an expert; only the English one
 * is a notorious phantom).
 */
import { primaryLanguage, transcriptKey } from './clean-words.js';

const PHANTOMS = [
  'thanks for watching',
  'thank you for watching',
  'thank you so much for watching',
  'please subscribe',
  'subtitles by the amara.org community',
  'subtítulos realizados por la comunidad de amara.org',
  'gracias por ver el video',
  'sous-titres réalisés par la communauté d’amara.org',
  "sous-titres réalisés para la communauté d'amara.org",
  "merci d'avoir regardé",
  'untertitel der amara.org-community',
  'untertitel im auftrag des zdf',
  'untertitel im auftrag des zdf für funk 2017',
  'vielen dank fürs zuschauen',
  'продолжение следует',
  'спасибо за просмотр',
  'субтитры сделал dimatorzok',
  'субтитры создавались сообществом amara.org',
  'תודה שצפיתם',
  'תודה רבה שצפיתם',
  'شكرا للمشاهدة',
  'اشتركوا في القناة',
  'ご視聴ありがとうございました',
  '谢谢观看',
  '字幕由amara.org社区提供',
];

/** Whole-message phantoms of one language (these are also real words, so they only count alone). */
const SHORT_PHANTOMS: Record<string, readonly string[]> = {
  en: ['thank you', 'you', 'bye'],
};

const FILLERS: Record<string, readonly string[]> = {
  en: ['uh', 'um', 'uhm', 'umm', 'hmm', 'hm', 'hmmm', 'mm', 'mmm', 'er', 'erm'],
  es: ['eh', 'em', 'mmm', 'ehm'],
  fr: ['euh', 'heu', 'bah'],
  de: ['äh', 'ähm', 'öhm', 'hmm'],
  ru: ['э', 'ээ', 'эм', 'хм', 'ммм'],
  he: ['אממ', 'אמממ', 'אהה', 'הממ'],
  ar: ['اممم', 'همم'],
  hi: ['हम्म', 'अं', 'उम्म'],
  ja: ['えー', 'えっと', 'あのー', 'うーん'],
  zh: ['呃', '额'],
};

const phantomKeys = new Set(PHANTOMS.map((phrase) => transcriptKey(phrase, 'und')));

/**
 * Where a transcript came from: the browser's recognizer, which answers only to speech it heard, or a
 * recording transcribed by a speech-to-text model, which writes phantoms on silence.
 */
export type TranscriptSource = 'recognition' | 'recording';

/**
 * Whether a cleaned, non-blank text is noise rather than something the person said. The short
 * phantoms ("thank you", "you", "bye") are real words a person says to an expert, so they are dropped
 * only from recordings, where a model is known to invent them on silence.
 */
export function isNoise(text: string, language: string, source: TranscriptSource = 'recording'): boolean {
  if (!/[\p{L}\p{N}]/u.test(text)) return true;
  const lang = primaryLanguage(language);
  const key = transcriptKey(text, lang);
  if (phantomKeys.has(key) || phantomKeys.has(transcriptKey(text, 'und'))) return true;
  const short = source === 'recording' ? [...(SHORT_PHANTOMS.en ?? []), ...(SHORT_PHANTOMS[lang] ?? [])] : [];
  if (short.some((phrase) => transcriptKey(phrase, lang) === key)) return true;
  const fillers = new Set(
    [...(FILLERS.en ?? []), ...(FILLERS[lang] ?? [])].map((word) => transcriptKey(word, lang)),
  );
  return key.split(' ').every((word) => fillers.has(word));
}
