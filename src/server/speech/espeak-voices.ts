import type { SpeechLanguage, SpeechVoice } from '../../contract/speech.js';

/** espeak-ng's voice for each conversation language (all in Debian's espeak-ng-data). */
export const espeakLanguages: Record<SpeechLanguage, string> = {
  'en-US': 'en-us',
  'he-IL': 'he',
  'es-ES': 'es',
  'fr-FR': 'fr',
  'de-DE': 'de',
  'ru-RU': 'ru',
  'sk-SK': 'sk',
  'zh-CN': 'cmn',
  'ja-JP': 'ja',
  'ar-SA': 'ar',
  'hi-IN': 'hi',
};

/**
 * The six voices as espeak variants: a variant file (+f3 ...), a pitch (0-99, 50 normal) and a
 * rate factor, chosen to match their descriptions.
 */
export const espeakVoices: Record<SpeechVoice, { variant: string; pitch: number; rate: number }> = {
  alloy: { variant: 'm1', pitch: 50, rate: 1 }, // neutral, balanced
  echo: { variant: 'm2', pitch: 38, rate: 0.95 }, // gentle, lower
  fable: { variant: 'm4', pitch: 58, rate: 1 }, // narrative, expressive
  onyx: { variant: 'm3', pitch: 25, rate: 0.95 }, // deep, authoritative
  nova: { variant: 'f3', pitch: 55, rate: 1 }, // warm female (default)
  shimmer: { variant: 'f2', pitch: 68, rate: 1 }, // clear, soothing
};

/** espeak-ng's normal rate in words per minute, and the range it accepts. */
const BASE_WPM = 175;
const MIN_WPM = 80;
const MAX_WPM = 450;

/** The espeak-ng arguments (never the text: that goes to stdin). */
export function espeakArgs(voice: SpeechVoice, lang: SpeechLanguage, speed: number): string[] {
  const v = espeakVoices[voice];
  const wpm = Math.round(Math.min(MAX_WPM, Math.max(MIN_WPM, BASE_WPM * speed * v.rate)));
  return [
    '--stdout',
    '--stdin',
    '-b',
    '1',
    '-v',
    `${espeakLanguages[lang]}+${v.variant}`,
    '-s',
    String(wpm),
    '-p',
    String(v.pitch),
  ];
}
