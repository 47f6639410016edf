import { CLOSERS, IMMEDIATE_ENDS, isSpace, LATIN_ENDS } from './sentence-marks.js';
import { speechLines } from './speech-markdown.js';

/** The most text one speech request may carry (the OpenAI speech API's limit). */
export const SPEECH_MAX_CHARS = 4096;

const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+["'][^"']*["'])?\s*\)/g;
const REFERENCE_LINK = /\[([^\]]+)\]\[[^\]]*\]/g;
const FOOTNOTE = /\[\^[^\]]*\]/g;
const HTML_TAG = /<\/?[A-Za-z][^<>]*>/g;
const AUTOLINK = /<((?:https?:\/\/|mailto:)[^<>\s]+)>/gi;
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
const EMOJI =
  /\p{Regional_Indicator}|\p{Extended_Pictographic}(?:\uFE0F|\u20E3|[\u{1F3FB}-\u{1F3FF}]|\u200D\p{Extended_Pictographic})*|[\uFE0E\uFE0F\u20E3\u{1F3FB}-\u{1F3FF}]/gu;
/** Markdown and decorative symbols, box drawing, blocks, shapes, arrows, dingbats, bullets. */
const DECORATION = /[*#_~`|<>=^\\\u2022\u2023\u2043\u2190-\u21FF\u2500-\u27BF]/g;
const ZERO_WIDTH = /[\u200B\u2060\uFEFF]/g;
const ENTITIES: Record<string, string> = { amp: '&', nbsp: ' ', quot: '"', apos: "'", lt: ' ', gt: ' ' };

/**
 * The text to send to speech: Markdown, emoji and decorative symbols removed, links read as their
 * text, bare addresses as their domain, list items and headings as sentences of their own, spaces
 * collapsed. Letters of every script, digits, punctuation, currency and percent stay. At most
 * `maxChars` characters, cut at a sentence end, or else a space, in the second half of that span.
 */
export function toSpeechText(text: string, maxChars = SPEECH_MAX_CHARS): string {
  const spoken = speechLines(text)
    .map((line) => ({ text: cleanInline(line.text), breakAfter: line.breakAfter }))
    .filter((line) => line.text !== '')
    .map((line) => (line.breakAfter ? withSentenceEnd(line.text) : line.text))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\(\s*\)/g, '')
    .replace(/ +(?=[.,!?;:…。、，！？])/g, '')
    .trim();
  return capText(spoken, maxChars);
}

function cleanInline(line: string): string {
  return line
    .replace(/&(amp|nbsp|quot|apos|lt|gt|#39);/g, (_, name: string) => ENTITIES[name] ?? "'")
    .replace(IMAGE, ' ')
    .replace(LINK, (_, label: string, url: string) => (label.trim() !== '' ? label : spokenUrl(url)))
    .replace(REFERENCE_LINK, '$1')
    .replace(FOOTNOTE, '')
    .replace(AUTOLINK, '$1')
    .replace(HTML_TAG, ' ')
    .replace(BARE_URL, (url) => {
      const trailing = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? '';
      return spokenUrl(url.slice(0, url.length - trailing.length)) + trailing;
    })
    .replace(/\\(?=[^\s\p{L}\p{N}])/gu, '') // Markdown escapes: \* reads as *
    .replace(EMOJI, ' ')
    .replace(DECORATION, ' ')
    .replace(ZERO_WIDTH, '')
    .replace(/\p{Cc}/gu, ' ') // tabs and other control characters
    .replace(/\s+/g, ' ')
    .trim();
}

/** An address read aloud: its domain ("example.com"), or "link" when it has none. */
function spokenUrl(url: string): string {
  try {
    const host = new URL(/^www\./i.test(url) ? `http://${url}` : url).hostname;
    return host ? host.replace(/^www\./i, '') : 'link';
  } catch {
    return 'link';
  }
}

/** Ends a line that must stand alone with a full stop in its own script, unless it already ends. */
function withSentenceEnd(line: string): string {
  let end = line.length;
  while (end > 0 && CLOSERS.has(line[end - 1] ?? '')) end--;
  const last = line[end - 1] ?? '';
  if (LATIN_ENDS.has(last) || IMMEDIATE_ENDS.has(last) || /[,:、，：؛،]/.test(last)) return line;
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(last)) return `${line}。`;
  if (/\p{Script=Devanagari}/u.test(last)) return `${line}।`;
  return `${line}.`;
}

/** At most `max` characters: cut after a sentence end, or else at a space, in the second half. */
function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = Math.max(0, max);
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut--; // never split a surrogate pair
  const floor = Math.floor(cut / 2);
  for (let p = cut - 1; p >= floor; p--) {
    const ch = text[p] ?? '';
    if (IMMEDIATE_ENDS.has(ch) || (LATIN_ENDS.has(ch) && isSpace(text[p + 1]))) return text.slice(0, p + 1);
  }
  const space = text.lastIndexOf(' ', cut);
  return (space >= floor && space > 0 ? text.slice(0, space) : text.slice(0, cut)).trim();
}
