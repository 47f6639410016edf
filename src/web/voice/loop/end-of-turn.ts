/**
 * Hands-free end of turn, as pure functions. The voice-activity detector says when speech stopped;
 * the person's turn ends once the silence has lasted the pause they chose ("Pause before the expert
 * answers", 0.5-3 s, default 0.8 s), adjusted by how the words so far end: a sentence that trails off
 * ("and...", "because") waits longer, a complete one a little less. No words from the recognizer: no
 * turn (a cough, a door, the television).
 */

export const PAUSE_MIN_MS = 500;
export const PAUSE_MAX_MS = 3_000;
export const PAUSE_DEFAULT_MS = 800;
export const PAUSE_STEP_MS = 100;

/** Silence the detector itself waits before it reports the end of speech: the start of the pause. */
export const VAD_REDEMPTION_MS = 300;
/** A trailing word or mark multiplies the pause by this (never beyond PAUSE_MAX_MS)... */
export const TRAILING_FACTOR = 1.75;
/** ...and a complete sentence (., !, ?) by this (never under PAUSE_MIN_MS). */
export const COMPLETE_FACTOR = 0.75;

/**
 * After the pause, words the recognizer is still delivering (its results often come after the
 * audio has stopped) are waited for until they have not changed for this long: the first of them
 * alone would cut the sentence short.
 */
export const WORDS_SETTLE_MS = 400;

/** Without speech for this long, hands-free listening stops by itself (and says so). */
export const IDLE_LIMIT_MS = 120_000;
/** A voice over the expert that brings no words within this long lets the expert go on. */
export const FALSE_INTERRUPTION_MS = 2_000;

/** Words after which a speaker usually goes on: conjunctions, fillers, articles, prepositions. */
const trailingWords: Record<string, readonly string[]> = {
  en: [
    'and',
    'but',
    'or',
    'so',
    'because',
    'cause',
    'if',
    'then',
    'that',
    'which',
    'who',
    'with',
    'to',
    'the',
    'a',
    'an',
    'of',
    'for',
    'um',
    'uh',
    'er',
    'like',
    'when',
    'while',
    'although',
    'though',
    'my',
    'your',
    'is',
    'was',
    'about',
    'also',
    'plus',
    'maybe',
    'well',
  ],
  es: [
    'y',
    'pero',
    'o',
    'porque',
    'que',
    'si',
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'de',
    'con',
    'para',
    'cuando',
    'eh',
    'este',
  ],
  fr: [
    'et',
    'mais',
    'ou',
    'donc',
    'parce',
    'que',
    'si',
    'le',
    'la',
    'les',
    'un',
    'une',
    'de',
    'avec',
    'pour',
    'quand',
    'euh',
  ],
  de: [
    'und',
    'aber',
    'oder',
    'weil',
    'dass',
    'wenn',
    'der',
    'die',
    'das',
    'ein',
    'eine',
    'mit',
    'für',
    'von',
    'äh',
    'ähm',
  ],
  ru: ['и', 'но', 'или', 'потому', 'что', 'если', 'когда', 'с', 'для', 'в', 'на', 'э', 'ну'],
  he: ['ו', 'אבל', 'או', 'כי', 'ש', 'אם', 'עם', 'של', 'את', 'אז'],
  sk: ['a', 'ale', 'alebo', 'pretože', 'že', 'ak', 'keď', 's', 'so', 'pre', 'na', 'v'],
  ar: ['و', 'لكن', 'أو', 'لأن', 'إذا', 'عندما', 'مع', 'في', 'على', 'من', 'أن', 'يعني', 'اللي', 'ثم'],
  hi: ['और', 'लेकिन', 'या', 'क्योंकि', 'अगर', 'जब', 'तो', 'कि', 'के', 'की', 'का', 'में', 'से', 'पर', 'मतलब'],
};

/**
 * Japanese and Chinese are written without spaces: the endings after which a speaker usually goes on
 * (the te-form, "but", "because", "and", fillers), matched at the end of the text.
 */
const trailingEndings: Record<string, readonly string[]> = {
  ja: [
    'て',
    'で',
    'けど',
    'けれど',
    'から',
    'ので',
    'し',
    'が',
    'と',
    'を',
    'は',
    'に',
    'えっと',
    'あの',
    'それで',
    'そして',
    'でも',
  ],
  zh: [
    '和',
    '但是',
    '可是',
    '因为',
    '所以',
    '如果',
    '然后',
    '还有',
    '就是',
    '那个',
    '或者',
    '而且',
    '嗯',
    '跟',
  ],
};

/** Marks at the end that say the sentence goes on (comma, dash, ellipsis, in several scripts). */
const TRAILING_MARK = /(?:,|、|，|،|-|–|—|…|\.\.\.?|:)\s*$/u;
/** Marks that end a complete sentence (Latin, CJK, Arabic, Hindi). */
const COMPLETE_MARK = /(?<!\.)[.!?。！？؟।]["'”»)]*\s*$/u;

export type Ending = 'trailing' | 'complete' | 'plain';

/** How the words heard so far end. */
export function turnEnding(text: string, language: string): Ending {
  const trimmed = text.trim();
  if (trimmed === '') return 'plain';
  if (TRAILING_MARK.test(trimmed)) return 'trailing';
  if (COMPLETE_MARK.test(trimmed)) return 'complete';
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  const endings = trailingEndings[base];
  if (endings) return endings.some((ending) => trimmed.endsWith(ending)) ? 'trailing' : 'plain';
  const words = trimmed.toLocaleLowerCase(language).split(/\s+/);
  const last = (words[words.length - 1] ?? '').replace(/[^\p{L}\p{M}\p{N}']/gu, '');
  return trailingWords[base]?.includes(last) ? 'trailing' : 'plain';
}

/** The pause the person chose, on the slider's grid; anything else falls back to the default. */
export function clampPause(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return PAUSE_DEFAULT_MS;
  const stepped = Math.round(n / PAUSE_STEP_MS) * PAUSE_STEP_MS;
  return Math.min(PAUSE_MAX_MS, Math.max(PAUSE_MIN_MS, stepped));
}

/** The silence, from the end of speech, after which the turn ends for these words. */
export function silenceBeforeSending(text: string, language: string, pauseMs: number): number {
  const pause = clampPause(pauseMs);
  const ending = turnEnding(text, language);
  if (ending === 'trailing') return Math.min(PAUSE_MAX_MS, Math.round(pause * TRAILING_FACTOR));
  if (ending === 'complete') return Math.max(PAUSE_MIN_MS, Math.round(pause * COMPLETE_FACTOR));
  return pause;
}

export type TurnDecision =
  /** Still speaking, or silent for less than the pause: check again in `ms`. */
  | { kind: 'wait'; ms: number | null }
  /** The pause is over and there are words: send them. */
  | { kind: 'send' }
  /** The pause is over with nothing heard: no turn; keep listening. */
  | { kind: 'nothing' };

export type TurnView = {
  /** The detector hears speech now. */
  speaking: boolean;
  /** When the detector reported the end of speech (the clock of `now`); null before any speech. */
  speechEndedAt: number | null;
  /** Words the recognizer has heard so far (finals and interim). */
  text: string;
  /** When those words last changed (the clock of `now`); null before any. */
  heardAt: number | null;
  language: string;
  pauseMs: number;
  now: number;
};

/** Whether the turn ends now. The detector reports the end after VAD_REDEMPTION_MS of silence already. */
export function decideTurn(view: TurnView): TurnDecision {
  if (view.speaking || view.speechEndedAt === null) return { kind: 'wait', ms: null };
  const silence = view.now - view.speechEndedAt + VAD_REDEMPTION_MS;
  const needed = silenceBeforeSending(view.text, view.language, view.pauseMs);
  if (silence < needed) return { kind: 'wait', ms: needed - silence };
  if (view.text.trim() === '') return { kind: 'nothing' };
  const steady = view.heardAt === null ? WORDS_SETTLE_MS : view.now - view.heardAt;
  return steady < WORDS_SETTLE_MS ? { kind: 'wait', ms: WORDS_SETTLE_MS - steady } : { kind: 'send' };
}

/** Chinese and Japanese, written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Words of a transcript, lower-cased, letters (with their marks) and digits only. A run of Chinese or
 * Japanese counts as its overlapping pairs of characters, which stand in for its words.
 */
function words(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{M}\p{N}']+/u)
    .filter((w) => w !== '')
    .flatMap((w) => {
      if (!UNSPACED.test(w) || w.length < 3) return [w];
      const chars = [...w];
      return chars.slice(1).map((c, i) => `${chars[i]}${c}`);
    });
}

/**
 * The echo guard: what the recognizer heard over the expert is the expert's own sentence coming back
 * from the speakers when most of its words (at least two in three) are words of the sentences being
 * played. One word alone is never taken as the person's ("yes" is in many sentences, so it is echo).
 */
export function isEcho(heard: string, playing: readonly string[]): boolean {
  const said = words(heard);
  if (said.length === 0) return false;
  const expert = new Set(playing.flatMap(words));
  const shared = said.filter((w) => expert.has(w)).length;
  return shared * 3 >= said.length * 2;
}
