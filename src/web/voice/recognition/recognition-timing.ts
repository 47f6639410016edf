/**
 * The recognition constants. How they combine is documented at the top
 * of recognition-machine.ts. Languages fall in three groups: English, Hebrew/Russian (longer sessions
 * and pauses, where the browser's recognizer is slower), and the other nine.
 */
type LanguageGroup = 'english' | 'hebrew-russian' | 'other';

export function languageGroup(language: string): LanguageGroup {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'en') return 'english';
  // 'iw' is the old code some browsers still report for Hebrew.
  if (base === 'he' || base === 'iw' || base === 'ru') return 'hebrew-russian';
  return 'other';
}

const byGroup = (english: number, other: number, hebrewRussian: number) => (language: string) => {
  const group = languageGroup(language);
  return group === 'english' ? english : group === 'hebrew-russian' ? hebrewRussian : other;
};

/** More alternatives help the recognizer pick the right word outside English. */
export const maxAlternatives = byGroup(1, 3, 3);
/** Only logged, beside each session's real duration, to see how often browsers cut sessions short. */
export const sessionTimeMs = byGroup(60_000, 75_000, 90_000);
/** Silence since the last speech after which the turn may end (then the final-word buffer). */
export const silenceTimeoutMs = byGroup(15_000, 18_000, 20_000);
/** One final-word buffer attempt, after the silence timeout. */
export const finalWordBufferMs = byGroup(3_000, 4_000, 5_000);
/** Minimum recording protection at the start of a recording. */
export const initialProtectionMs = byGroup(2_000, 2_000, 3_000);
/** Sessions one recognizer instance may run within one recording before a fresh one is created. */
export const sessionThreshold = byGroup(5, 5, 6);

export const FINAL_WORD_ATTEMPTS = 4;
export const START_DELAY_MS = 100;
export const RESTART_DELAY_MS = 300;
/** Speech this recent when the browser ends a session means the user is mid-sentence. */
export const RECENT_SPEECH_MS = 3_000;
export const STOP_BUFFER_MS = 2_000;
export const STOP_RECOVERY_MS = 1_500;
export const ABORT_RESET_MS = 800;
export const LANGUAGE_APPLY_MS = 100;
export const PROTECT_AFTER_FIRST_SPEECH_MS = 5_000;
export const PROTECT_AFTER_FINAL_MS = 3_000;
export const CAPTURE_CHECKS = 8;
export const CAPTURE_CHECK_MS = 250;
