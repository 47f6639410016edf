import { type ConversationLanguage, supportedLanguage } from '../../contract/languages.js';
import { classify } from './crisis-classifier.js';
import { classifierThreshold } from './crisis-classifier-threshold.js';
import { foldLetters, foldWords, normalise } from './normalise.js';
import { type Concept, type ConceptLexicon, conceptLexicons } from './patterns/concepts.js';
import { crisisPatterns } from './patterns/index.js';
import { type CrisisKind, crisisKinds, type LanguagePatterns } from './patterns/types.js';

export { type CrisisKind, crisisKinds };

export type CrisisDetection = {
  /** The kind to answer first: the earliest of `crisisKinds` the message speaks of. */
  kind: CrisisKind;
  /** Every kind the message speaks of, in the order of `crisisKinds`. */
  kinds: CrisisKind[];
  /** The language whose phrase was found (a message may mix languages). */
  language: ConversationLanguage;
  /** The words that matched, as normalised ('' when the classifier found it). */
  phrase: string;
  /**
   * Set when no phrase of this kind matched: `concepts` when the concept layer found it (`phrase` is
   * then the clause), `classifier` when the learned classifier did.
   */
  by?: 'classifier' | 'concepts';
};

type Phrase = { kind: CrisisKind; regex: RegExp; selfNegated: boolean };
type Compiled = {
  lang: LanguagePatterns;
  words: Map<string, string>;
  /** Every phrase of the language in one regex: a quick first test, as most messages have none. */
  anyPhrase: RegExp | undefined;
  /** One regex per kind, all its phrases together. */
  any: Map<CrisisKind, RegExp>;
  phrases: Phrase[];
  idioms: RegExp | undefined;
  negation: RegExp | undefined;
  negationAfter: RegExp | undefined;
  clauseBreak: RegExp | undefined;
  /** The concept layer's lexicon, one regex per concept (none for a language without a lexicon). */
  concepts: Map<Concept, RegExp> | undefined;
};

const CHAR_GAP = '.{0,8}';

/** A phrase of the pattern language (see LanguagePatterns) as a regular expression source. */
export function phraseSource(phrase: string, lang: LanguagePatterns, words: Map<string, string>): string {
  // Words are spelled as the normaliser leaves them ("d adieu" -> "de adieu" in French).
  const folded = foldLetters(phrase.trim(), lang).replace(
    /(?<![\p{L}\p{M}*\\])[\p{L}\p{M}]+(?![\p{L}\p{M}*])/gu,
    (word) => words.get(word) ?? word,
  );
  // "a ~ b": both parts, in either order, up to three words (eight characters unspaced) apart.
  const parts = folded.split(' ~ ');
  const gap = lang.unspaced ? CHAR_GAP : '(?: [^ ]+){0,3} ';
  const [a, b] = parts.map((part) => partSource(part, lang));
  const source = parts.length === 2 ? `(?:${a}${gap}${b}|${b}${gap}${a})` : (a ?? '');
  return lang.unspaced ? source : `${WORD_START}${source}(?= |$)`;
}

/** One part of a phrase, already folded, as a regular expression source without the word bounds. */
function partSource(folded: string, lang: LanguagePatterns): string {
  if (lang.unspaced) return folded.replace(/ /g, '').replaceAll('..', CHAR_GAP).replaceAll('*', '.{0,3}');
  // Split on spaces outside parentheses: "(going to|about to) kill" keeps its group whole.
  const tokens: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of folded) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ' ' && depth === 0) {
      if (current) tokens.push(current);
      current = '';
    } else current += ch;
  }
  if (current) tokens.push(current);
  // Filler words may stand between any two words of the phrase ("i just really want to die").
  const fillers = lang.fillers ? `(?: (?:${foldLetters(lang.fillers, lang)}))*` : '';
  // Each word but the first brings its own leading space, so an optional word or a gap can vanish whole.
  let source = '';
  for (const token of tokens) {
    const word = token.replaceAll('*', '[^ ]*');
    if (token === '..') source += '(?: [^ ]+){0,3}';
    else if (!source) source = word;
    else if (token.endsWith(')?')) source += `${fillers}(?: ${word.slice(0, -1)})?`;
    else source += `${fillers} ${word}`;
  }
  return source;
}

const WORD_START = '(?<=^| )';
/**
 * Many phrases as one regular expression: the word start is matched once, in front of them all, rather
 * than looked behind for in each (a lookbehind in front of every alternative makes the engine try each
 * one at every character; this form only where a word starts). A match then begins with the space
 * before the phrase.
 */
function oneOf(sources: string[], lang: LanguagePatterns): string {
  if (lang.unspaced) return sources.join('|');
  return `(?:^| )(?:${sources.map((s) => (s.startsWith(WORD_START) ? s.slice(WORD_START.length) : s)).join('|')})`;
}

function wordsRegex(source: string | undefined, flags = 'u'): RegExp | undefined {
  return source ? new RegExp(`(?:^| )(?:${source})(?= |$)`, flags) : undefined;
}

function compile(lang: LanguagePatterns): Compiled {
  const fold = (s: string | undefined) => (s ? foldLetters(s, lang) : undefined);
  const negationSource = fold(lang.negation);
  // Written without spaces, a negation is the text just before the phrase; otherwise whole words.
  const negation =
    lang.unspaced && negationSource ? new RegExp(`(?:${negationSource})$`, 'u') : wordsRegex(negationSource);
  const words = foldWords(lang);
  const phrases: Phrase[] = [];
  const any = new Map<CrisisKind, RegExp>();
  const allSources: string[] = [];
  for (const kind of crisisKinds) {
    const sources = lang.phrases[kind].map((p) => phraseSource(p, lang, words));
    allSources.push(...sources);
    for (const [i, source] of sources.entries()) {
      const written = foldLetters(lang.phrases[kind][i] ?? '', lang).replace(/[()|?*.\\]+/g, ' ');
      phrases.push({ kind, regex: new RegExp(source, 'gu'), selfNegated: !!negation?.test(written) });
    }
    if (sources.length) any.set(kind, new RegExp(oneOf(sources, lang), 'u'));
  }
  const idiomSources = lang.idioms.map((p) => phraseSource(p, lang, words));
  return {
    lang,
    words,
    anyPhrase: allSources.length ? new RegExp(oneOf(allSources, lang), 'u') : undefined,
    any,
    phrases,
    idioms: idiomSources.length ? new RegExp(oneOf(idiomSources, lang), 'gu') : undefined,
    negation,
    negationAfter: lang.negationAfter ? new RegExp(`^(?:${fold(lang.negationAfter)})`, 'u') : undefined,
    clauseBreak: wordsRegex(fold(lang.clauseBreak), 'gu'),
    concepts: compileConcepts(lang, words),
  };
}

/** Arabic and Hebrew write "and", "the", "to", "in"... as one letter or two in front of a word. */
const PROCLITICS: Partial<Record<ConversationLanguage, string>> = {
  'ar-SA': 'وال|بال|فال|لل|ال|و|ف|ب|ل|س',
  'he-IL': 'וה|שה|ול|וב|ומ|שב|של|ו|ה|ש|ל|ב|מ|כ',
};

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NO_CLITICS = new Set(['me', 'hedge', 'laugh']);

/** The language's concept lexicon (patterns/concepts.ts) as one regex per concept. */
function compileConcepts(
  lang: LanguagePatterns,
  words: Map<string, string>,
): Map<Concept, RegExp> | undefined {
  const lexicon = conceptLexicons.find((l) => l.language === lang.language);
  if (!lexicon) return undefined;
  const map = new Map<Concept, RegExp>();
  for (const [concept, list] of Object.entries(lexicon) as [keyof ConceptLexicon, string][]) {
    if (concept === 'language') continue;
    // "me" takes no prefix: Hebrew "לי" (to me) with "ש" in front is "שלי" (my). Nor does laughter:
    // Arabic "ههه", folded to "ه", with "ل" in front is "له" (to him), which vetoed the clause as a joke.
    const clitic = NO_CLITICS.has(concept) ? undefined : PROCLITICS[lang.language];
    const sources = list.split('|').map((entry) => {
      const folded = foldLetters(entry.trim(), lang);
      if (lang.unspaced) return escapeRegex(folded.replace(/ /g, '')).replaceAll('\\.\\.', '.{0,6}');
      const tokens = folded.split(' ').flatMap((w) => (w === '..' ? [w] : (words.get(w) ?? w).split(' ')));
      let source = '';
      for (const token of tokens) {
        if (token === '..') {
          source += '(?: [^ ]+){0,3}';
          continue;
        }
        const exact = token.endsWith('=');
        const anyStart = token.startsWith('*');
        const stem = escapeRegex(token.replace(/^\*|=$/g, ''));
        const word = `${anyStart ? '[^ ]*' : clitic ? `(?:${clitic})?` : ''}${stem}${exact ? '' : '[^ ]*'}`;
        source += source ? ` ${word}` : word;
      }
      return source;
    });
    const body = sources.join('|');
    map.set(concept as Concept, new RegExp(lang.unspaced ? body : `(?<=^| )(?:${body})(?= |$)`, 'gu'));
  }
  return map;
}

/**
 * Whether detectCrisis runs the concept layer, which recognises a crisis by what the words of one clause
 * mean together (patterns/concepts.ts), beside the phrases. On: on the sets it was not tuned on it finds
 * far more crisis messages for about one more false alarm in 400 (docs/SAFETY.md has the figures); a
 * missed crisis costs more than a help card shown once too often.
 */
export const conceptLayerEnabled = true;

type Spans = Map<Concept, [number, number][]>;

/**
 * Concepts that a later clause may lean on: "my friend took pills and won't wake up", "I gave my things
 * away and won't need them".
 */
const carriedConcepts: Concept[] = ['person', 'abuser', 'giveAway', 'weapon', 'pursue', 'method', 'hoard'];

/**
 * Is a negation free: not inside the words of a concept that holds one ("not breathing", "won't let me
 * leave"), and close to another concept of the clause (three words, or four characters unspaced), as the
 * phrases' denial is?
 */
function freeNegation(spans: Spans, clause: string, unspaced: boolean): boolean {
  const words = [...spans].filter(([c]) => c !== 'neg' && c !== 'hedge').flatMap(([, s]) => s);
  const gap = (a: number, b: number) =>
    unspaced ? b - a <= 4 : clause.slice(a, b).trim().split(/ +/).filter(Boolean).length <= 3;
  return (spans.get('neg') ?? []).some(
    ([s, e]) =>
      !words.some(([a, b]) => a < e && s < b) &&
      words.some(([a, b]) => (a >= e ? gap(e, a) : b <= s ? gap(b, s) : false)),
  );
}

/**
 * The kinds a clause speaks of by its concepts (`earlier`: concepts of the clauses before it). A free
 * negation (see freeNegation) vetoes every rule but the negated wish to live; a hedge or a joke
 * ("nearly", "lol") vetoes them all.
 */
function conceptKinds(spans: Spans, freeNeg: boolean, earlier: Set<Concept>): CrisisKind[] {
  const has = (c: Concept) => (spans.get(c)?.length ?? 0) > 0;
  if (has('hedge')) return [];
  const kinds: CrisisKind[] = [];
  const wish = has('wish');
  const self = has('reflexive');
  const againstSelf = ((wish && has('attack')) || has('willAttack')) && self && !has('other');
  const givingAway = has('giveAway') || earlier.has('giveAway');
  // A way of dying with a plan already made ("a rope in my car and I know which tree") needs no wish.
  const planned = (has('method') || earlier.has('method')) && has('resolve');
  if (
    (!freeNeg &&
      ((wish && (has('die') || has('method'))) ||
        againstSelf ||
        planned ||
        has('suicideWord') ||
        has('farewell') ||
        // Pills hidden or saved up until there are enough ("I've 40 now, enough for Saturday").
        ((has('hoard') || earlier.has('hoard')) && has('enough')))) ||
    ((has('noWish') || (freeNeg && wish)) && has('live')) ||
    (givingAway && has('noNeed'))
  )
    kinds.push('suicide');
  // What the words themselves say is done ("a man I have never met", "until he stops moving", "if I
  // don't pay"): a negation there belongs to a relative clause or a condition, not to the act, so these
  // stand with one. Three kinds of abuse need no act of violence: extortion with intimate pictures
  // ("he'll post my photos unless I pay"), a forced marriage (forced, or of a minor), money taken by
  // someone close (an elderly parent's pension kept by a son). An act that kills by itself ("a pillow
  // on his face until he stops moving", "set fire to her flat") or hides it ("make it look like an
  // accident") is harm to others without a word of wishing.
  if (has('deadly')) kinds.push('harmToOthers');
  const abuser = has('abuser') || earlier.has('abuser');
  const extortion = has('expose') && has('ransom');
  const forcedMarriage = has('marry') && (has('force') || has('minor'));
  if (extortion || forcedMarriage || (abuser && has('takeMoney'))) kinds.push('abuseOrDanger');
  if (freeNeg) return kinds;
  // Harm done again and again or for relief ("I cut again, it's the only thing that helps") needs no
  // object: two signs that it is deliberate say whose body it is.
  const deliberate = spans.get('deliberate')?.length ?? 0;
  if (
    has('selfInjury') ||
    (has('harm') &&
      !has('other') &&
      (((self || has('selfBody')) && (deliberate > 0 || wish)) || deliberate > 1))
  )
    kinds.push('selfHarm');
  // A weapon and going after someone ("I have my dad's gun and I'm going to his place", "he's gonna
  // pay") is harm to others without a word for the act; "me" there is the one who has it ("у меня").
  const armed = (has('weapon') || earlier.has('weapon')) && (has('pursue') || earlier.has('pursue'));
  // A threat on a condition ("if he touches my sister again I'll break his face", "je tue mon beau-père
  // s'il frappe encore ma mère") says the act in the present or the future without a word of wishing;
  // a poison in someone's drink or food is harm by itself.
  // "Me" there is usually the one the condition is about ("if he touches me again"), so a verb that
  // already says the speaker will attack is enough ("ak mi este raz siahne na veci, rozbijem mu hubu").
  const threat = (has('attack') || has('willAttack')) && has('condition') && has('again');
  const poisoning = has('poison') && has('drink');
  if (
    ((has('willAttack') || (has('attack') && wish) || threat || poisoning) &&
      has('other') &&
      (!has('me') || (threat && has('willAttack'))) &&
      !self) ||
    (armed && !self)
  )
    kinds.push('harmToOthers');
  // An abuser who makes the speaker keep a secret ("he comes into my room at night and says it's our
  // secret") is abuse without a word for the act.
  if (
    !kinds.includes('abuseOrDanger') &&
    abuser &&
    ((has('abuse') && has('me')) || has('secret') || has('intrude'))
  )
    kinds.push('abuseOrDanger');
  // A question about what could happen ("what do I do if someone has a seizure") is not an emergency.
  if (has('hypothetical')) return kinds;
  if (has('critical') || ((has('person') || earlier.has('person')) && has('symptom')))
    kinds.push('medicalEmergency');
  return kinds;
}

/** Clauses of the normalised text, with figures of speech blanked out (same length, so spans stay). */
function conceptClauses(c: Compiled, n: string, idioms: [number, number][]): string[] {
  const chars = n.split('');
  for (const [s, e] of idioms) for (let i = s; i < e; i++) chars[i] = ' ';
  const text = chars.join('');
  if (!c.clauseBreak) return [text];
  c.clauseBreak.lastIndex = 0;
  return text.split(c.clauseBreak).filter((part) => part?.trim());
}

/** What the concept layer finds in one language's reading of the message, by kind, with the clause. */
function findByConcepts(c: Compiled, n: string, idioms: [number, number][], found: Found): void {
  if (!c.concepts) return;
  const earlier = new Set<Concept>();
  for (const clause of conceptClauses(c, n, idioms)) {
    const spans: Spans = new Map();
    for (const [concept, regex] of c.concepts) {
      regex.lastIndex = 0;
      spans.set(
        concept,
        [...clause.matchAll(regex)].map((m) => [m.index, m.index + m[0].length]),
      );
    }
    // "Me" inside a wish ("בא לי", "I feel like") is the one who wishes, not the one harmed.
    const wishes = spans.get('wish') ?? [];
    spans.set(
      'me',
      (spans.get('me') ?? []).filter(([s, e]) => !wishes.some(([a, b]) => a <= s && e <= b)),
    );
    const freeNeg = freeNegation(spans, clause, !!c.lang.unspaced);
    for (const kind of conceptKinds(spans, freeNeg, earlier)) {
      if (!found.has(kind))
        found.set(kind, { language: c.lang.language, phrase: clause.trim(), by: 'concepts' });
    }
    for (const concept of carriedConcepts) if (spans.get(concept)?.length) earlier.add(concept);
  }
}

/**
 * Kinds that the frame of the whole message, read in its declared language, takes back: harm to others
 * told of a story, a film, the news ("I'm writing a crime novel where the butler poisons the count");
 * harm to oneself promised, laughing, on one more of something tedious ("one more meeting and I'll
 * kill myself lol").
 */
function framedKinds(c: Compiled, n: string): CrisisKind[] {
  const has = (concept: Concept) => {
    const regex = c.concepts?.get(concept);
    if (!regex) return false;
    regex.lastIndex = 0;
    return regex.test(n);
  };
  const kinds: CrisisKind[] = [];
  // A threat laughed at is a joke ("I'll kill whoever ate my yogurt lol"), as a threat in a story is told.
  if (has('fiction') || has('laugh')) kinds.push('harmToOthers');
  if (has('laugh') && has('oneMore')) kinds.push('suicide', 'selfHarm');
  // A study, a course or a song about a crisis ("my thesis is on self-harm", "the signs of a stroke").
  if (has('study')) kinds.push('suicide', 'selfHarm', 'harmToOthers', 'medicalEmergency');
  // Someone's history: an illness years ago is no emergency now, and harm to oneself long past and
  // recovered from is no crisis now.
  const past = has('past') || YEAR.test(n);
  if (past) kinds.push('medicalEmergency');
  if (past && has('recovered')) kinds.push('suicide', 'selfHarm');
  // A threat to a pet or a machine, an episode that ended well, a burn while cooking.
  if (has('thing')) kinds.push('harmToOthers');
  if (has('over')) kinds.push('medicalEmergency');
  if (has('kitchen') && (!has('deliberate') || has('hypothetical'))) kinds.push('selfHarm');
  if (has('rather') && !has('live')) kinds.push('suicide');
  return kinds;
}

/** A year, as a word ("in 2019") or before 年 ("2019年"): a time past. */
const YEAR = /(?:^| |\D)(?:19|20)\d\d(?= |$|年)/u;

let compiled: Compiled[] | undefined;
function allCompiled(): Compiled[] {
  compiled ??= crisisPatterns.map(compile);
  return compiled;
}

/** The languages to look in: the declared one, then English, then every other whose script the text uses. */
function languagesFor(text: string, declared: ConversationLanguage | undefined): Compiled[] {
  const all = allCompiled();
  const order = all.filter((c) => c.lang.language === declared);
  for (const c of all) if (c.lang.language === 'en-US' && c.lang.language !== declared) order.push(c);
  for (const c of all) {
    if (c.lang.language !== declared && c.lang.language !== 'en-US' && readable(c, text)) order.push(c);
  }
  return order.filter((c) => readable(c, text));
}

/**
 * Words that mark a message in Latin letters as one language: frequent in speech, and not words of
 * another of these languages ("die", "je", "que", "ne" are left out). Russian and Hindi as typed in Latin
 * letters ("ya ne hochu", "main nahi").
 */
const LATIN_MARKERS: [ConversationLanguage, Set<string>][] = (
  [
    ['en-US', 'i im the and my you it dont want of just this that what with have not are am is your'],
    ['es-ES', 'yo el los las por con pero quiero estoy esta todo nada para muy mas porque tengo ya mis'],
    ['fr-FR', 'j les et est pas mon mes qui pour plus avec suis veux ca c une il elle moi jai jen'],
    ['de-DE', 'ich und nicht das der mein meine mich mir ist bin mehr ein eine zu auf mit einfach hab'],
    ['sk-SK', 'som sa si nie uz chcem ze na by sme moj moja mam sama ked ako mna'],
    ['ru-RU', 'ya hochu menya mne eto chto bolshe vsyo vse kak uzhe segodnya nichego ego esli'],
    ['hi-IN', 'main mai hoon hun hai nahi nahin mujhe mera meri ke ki ka ko aur kya ab bhi raha rahi'],
    [
      'ar-SA',
      'ana msh mish mesh ya3ni keda khalas wallah 3ayez 3ayza 3ayz 3awez 7ayah mabeddi bedi leh ezay',
    ],
  ] as const
).map(([language, words]) => [language, new Set(words.split(' '))]);

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The language a message is written in when that is not the declared one: Japanese for text with kana,
 * and for Latin letters the language with the most marker words (at least two, and more than the
 * declared language has). A Spanish message in an English conversation, Russian typed in Latin letters.
 */
function writtenIn(
  text: string,
  declared: ConversationLanguage | undefined,
): ConversationLanguage | undefined {
  if (KANA.test(text)) return declared === 'ja-JP' ? undefined : 'ja-JP';
  if (!LATIN.test(text)) return undefined;
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u);
  const counts = LATIN_MARKERS.map(([language, markers]) => ({
    language,
    n: words.filter((w) => markers.has(w)).length,
  }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  const own = counts.find((c) => c.language === declared)?.n ?? 0;
  return best.n >= 2 && best.n > own && best.language !== declared ? best.language : undefined;
}

const LATIN = /\p{Script=Latin}/u;
/**
 * Text in the language's script, or in Latin letters for a language that is also written in them (for
 * Arabizi, only text its transliteration changes: one with an Arabizi sign).
 */
function readable(c: Compiled, text: string): boolean {
  if (c.lang.script.test(text)) return true;
  const { transliterate, transliterateFirst } = c.lang;
  if (!transliterate || !LATIN.test(text)) return false;
  if (!transliterateFirst) return true;
  const lower = text.toLowerCase();
  return transliterate(lower) !== lower;
}

/** Spans [start, end) of the figures of speech in the normalised text. */
function idiomSpans(normalised: string, idioms: RegExp | undefined): [number, number][] {
  if (!idioms) return [];
  idioms.lastIndex = 0;
  return [...normalised.matchAll(idioms)].map((m) => [m.index, m.index + m[0].length]);
}

/**
 * Is this phrase denied: a negation in the same clause just before it, inside it, or right after it?
 * Before the phrase, English negations count too, as English is what people mix in most ("I'm not
 * suicidal" read as Spanish still has its "not"); an English word in a sentence of the message's own
 * language is denied by that language's negation ("no tengo pensamientos suicidas").
 */
function denied(
  c: Compiled,
  english: Compiled | undefined,
  primary: Compiled | undefined,
  n: string,
  start: number,
  end: number,
  selfNegated: boolean,
): boolean {
  if (c.lang.unspaced) {
    if (c.negation?.test(n.slice(Math.max(0, start - 4), start))) return true;
    const after = n.slice(end, end + 12);
    return (
      !!c.negationAfter?.test(after) || (!!primary?.lang.unspaced && !!primary.negationAfter?.test(after))
    );
  }
  let before = n.slice(0, start).trimEnd().split(' ').slice(-3).join(' ');
  if (c.clauseBreak) {
    c.clauseBreak.lastIndex = 0;
    const last = [...before.matchAll(c.clauseBreak)].at(-1);
    if (last) before = before.slice(last.index + last[0].length);
  }
  // Not bearing it any more ("больше не могу, хочу умереть") says despair; its negation denies nothing.
  const despair = c.concepts?.get('despair');
  if (despair) before = before.replace(despair, ' ');
  if (c.negation?.test(before) || english?.negation?.test(before)) return true;
  if (primary && primary !== c && c === english && !primary.lang.unspaced) {
    // An English word in another language's sentence ("no tengo pensamientos suicidas", "main suicide
    // nahi karungi") is denied by that language's negation, also typed in Latin letters ("ya ne
    // suicidalnaya").
    const own = primary.lang.transliterate ? primary.lang.transliterate(before) : before;
    if (primary.negation?.test(own)) return true;
    if (primary.negationAfter?.test(n.slice(end).trimStart())) return true;
  }
  if (!selfNegated && c.negation?.test(n.slice(start, end))) return true;
  return !!c.negationAfter?.test(n.slice(end).trimStart());
}

type Found = Map<CrisisKind, { language: ConversationLanguage; phrase: string; by?: 'concepts' }>;
/** The declared language's reading of the message, for the classifier. */
type Reading = { language: ConversationLanguage; unspaced: boolean; text: string };

/**
 * The phrases found in the message, by kind, and the reading the classifier sees: the first language's
 * normalised text with its figures of speech blanked out, so that what the phrases set aside ("my feet
 * are killing me") is set aside for the classifier too; none when the message denies a phrase.
 */
function analyse(
  text: string,
  language: string | undefined,
  wantReading: boolean,
  concepts: 'off' | 'on' | 'only' = 'off',
): { found: Found; reading: Reading | null } {
  const found: Found = new Map();
  if (!text || !/\p{L}/u.test(text)) return { found, reading: null };
  const declared = language ? supportedLanguage(language) : undefined;
  const candidates = languagesFor(text, declared);
  const english = candidates.find((d) => d.lang.language === 'en-US');
  // The concept layer also reads the message in the language it is written in, when that is another.
  const written = writtenIn(text, declared);
  const writtenReading = candidates.find((d) => d !== candidates[0] && d.lang.language === written);
  let reading: Reading | null = null;
  let deniedSome = false;
  const deniedWords = new Set<string>();
  const conceptReadings: [Compiled, string, [number, number][]][] = [];
  const readings = new Map<ConversationLanguage, [Compiled, string]>();
  for (const c of candidates) {
    const n = normalise(text, c.lang, c.words);
    readings.set(c.lang.language, [c, n]);
    // The first language's reading is kept for the classifier, when it is wanted.
    const first = wantReading && c === candidates[0];
    // The concept layer reads the message in its declared language (its lexicons are per language), and in
    // the language it is written in when that is another.
    const byConcepts = concepts !== 'off' && (c === candidates[0] || c === writtenReading) && !!c.concepts;
    if (!first && !byConcepts && !c.anyPhrase?.test(n)) continue;
    // Figures of speech of every language in play, found in this language's reading of the text.
    const inPlay = candidates.filter((d) => !!d.lang.unspaced === !!c.lang.unspaced);
    const idioms = inPlay.flatMap((d) => idiomSpans(n, d.idioms));
    for (const kind of crisisKinds) {
      if (concepts === 'only' || found.has(kind) || !c.any.get(kind)?.test(n)) continue;
      for (const phrase of c.phrases) {
        if (phrase.kind !== kind || found.has(kind)) continue;
        phrase.regex.lastIndex = 0;
        for (const m of n.matchAll(phrase.regex)) {
          const start = m.index;
          const end = start + m[0].length;
          if (idioms.some(([s, e]) => s < end && start < e)) continue;
          // Words the message's own language (or English) denied stay denied when another language reads them
          // ("no tengo pensamientos suicidas": "suicidas" is a French word too).
          if (deniedWords.has(m[0])) continue;
          if (denied(c, english, candidates[0], n, start, end, phrase.selfNegated)) {
            if (c === candidates[0] || c === english) deniedWords.add(m[0]);
            deniedSome = true;
            continue;
          }
          found.set(kind, { language: c.lang.language, phrase: m[0] });
          break;
        }
      }
    }
    if (byConcepts) conceptReadings.push([c, n, idioms]);
    if (first) reading = { language: c.lang.language, unspaced: !!c.lang.unspaced, text: blank(n, idioms) };
  }
  // Concepts only where no phrase was denied: a message that denies one is taken at its word.
  if (!deniedSome) for (const [c, n, idioms] of conceptReadings) findByConcepts(c, n, idioms, found);
  const declaredReading = conceptReadings[0];
  const before = found.size;
  if (declaredReading)
    for (const kind of framedKinds(declaredReading[0], declaredReading[1])) found.delete(kind);
  // A phrase found in another language than the first (no language declared, or a wrong one) is also
  // read in the frame of its own language ("la cancion dice quiero morir joven" declared as English).
  if (concepts !== 'off')
    for (const [kind, finding] of [...found]) {
      const own = readings.get(finding.language);
      if (own && own[0] !== declaredReading?.[0] && framedKinds(own[0], own[1]).includes(kind))
        found.delete(kind);
    }
  // A message that denies a phrase ("I'm not going to hurt myself") is taken at its word, and one whose
  // finding its frame took back ("one more meeting and I'll shoot myself lol") at its frame: the
  // classifier does not overrule either.
  return { found, reading: deniedSome || found.size < before ? null : reading };
}

/** The text with the spans replaced by one space each. */
function blank(n: string, spans: [number, number][]): string {
  if (!spans.length) return n;
  const chars = n.split('');
  for (const [s, e] of spans) for (let i = s; i < e; i++) chars[i] = i === s ? ' ' : '';
  return chars.join('').replace(/ {2,}/g, ' ').trim();
}

function detection(found: Found): CrisisDetection | null {
  const kinds = crisisKinds.filter((k) => found.has(k));
  const kind = kinds[0];
  const first = kind ? found.get(kind) : undefined;
  if (!kind || !first) return null;
  const result: CrisisDetection = { kind, kinds, language: first.language, phrase: first.phrase };
  if (first.by) result.by = first.by;
  return result;
}

/** The phrases alone, without the classifier: to measure each layer, and to train the classifier. */
export function detectByPhrases(text: string, language?: string): CrisisDetection | null {
  return detection(analyse(text, language, false).found);
}

/** The concept layer alone, without the phrases (a message denying a phrase still has no finding). */
export function detectByConcepts(text: string, language?: string): CrisisDetection | null {
  return detection(analyse(text, language, false, 'only').found);
}

/**
 * The message as the classifier reads it in the given language (normalised, figures of speech blanked
 * out; '' when it denies a phrase): the one reading used both to train it and to run it.
 */
export function classifierReading(text: string, language: ConversationLanguage): string {
  return analyse(text, language, true, conceptLayerEnabled ? 'on' : 'off').reading?.text ?? '';
}

/**
 * Does the message speak of a crisis: suicide (also said indirectly), self-harm, harming someone,
 * abuse or danger at home, or a medical emergency? Pure and synchronous, a first offline layer run on
 * every message. The phrases of the message's language are tried first, then English and every other
 * language whose script appears in it (people mix languages). A phrase does not count when it is part
 * of a figure of speech of any of those languages ("my feet are killing me"), or when it is clearly
 * denied in the same clause ("I'm not going to hurt myself"); anything less clear counts. When no
 * phrase is found or denied, a classifier trained on the development set (crisis-classifier.ts) reads
 * the first language's reading, with those figures of speech blanked out, and adds a finding only when
 * it is quite sure.
 */
export function detectCrisis(text: string, language?: string): CrisisDetection | null {
  return detectCrisisAt(text, language, classifierThreshold, conceptLayerEnabled);
}

/**
 * detectCrisis with the classifier's threshold given (null: the classifier is off) and the concept layer
 * on or off. The detector uses the threshold the trainer chose and `conceptLayerEnabled`; tests, the
 * trainer and the safety report use this to look at each layer on its own terms.
 */
export function detectCrisisAt(
  text: string,
  language: string | undefined,
  threshold: number | null,
  concepts = conceptLayerEnabled,
): CrisisDetection | null {
  const { found, reading } = analyse(text, language, threshold !== null, concepts ? 'on' : 'off');
  const byPhrase = detection(found);
  if (byPhrase) return byPhrase;
  // No phrase: the classifier may still find one, only when it is quite sure.
  if (!reading || threshold === null) return null;
  const guess = classify(reading.text, reading.language, reading.unspaced);
  if (!guess || guess.probability < threshold) return null;
  return { kind: guess.kind, kinds: [guess.kind], language: reading.language, phrase: '', by: 'classifier' };
}
