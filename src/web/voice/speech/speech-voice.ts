/** What the speech queue needs of a SpeechSynthesisVoice. */
export type VoiceLike = { name: string; lang: string; default?: boolean; localService?: boolean };

const normalise = (lang: string) => lang.replace(/_/g, '-').toLowerCase();
const primary = (lang: string) => normalise(lang).split('-')[0] ?? '';

/**
 * The browser voice for a conversation language: the named one if it speaks that language, else one
 * for the exact language (es-MX), else one for the same primary language (es). Among equals the
 * browser's default, then a voice on the device (it starts faster and works offline), wins.
 * Null when none fits: the utterance's `lang` alone then lets the browser choose.
 */
export function pickVoice<V extends VoiceLike>(
  voices: readonly V[],
  lang: string,
  voiceName?: string,
): V | null {
  const wanted = normalise(lang);
  const base = primary(lang);
  const sameLanguage = voices.filter((voice) => primary(voice.lang) === base);
  const named = voiceName ? sameLanguage.find((voice) => voice.name === voiceName) : undefined;
  if (named) return named;
  const exact = sameLanguage.filter((voice) => normalise(voice.lang) === wanted);
  return best(exact) ?? best(sameLanguage);
}

function best<V extends VoiceLike>(voices: V[]): V | null {
  return (
    voices.find((voice) => voice.default) ?? voices.find((voice) => voice.localService) ?? voices[0] ?? null
  );
}
