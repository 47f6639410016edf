import type { Translator } from '../../../i18n/translate.js';
import { translator } from '../../i18n/current.js';
import { expertCategoryLabel } from '../../lib/expert-label.js';
import { localDateTime } from './dates.js';
import type { Transcript, TranscriptMessage, TranscriptSummary } from './types.js';

/** The file's words: in the transcript's own language when it was given one, else the page's. */
const wordsOf = (transcript: Transcript): Translator => transcript.translator ?? translator();

const RTL_LANGUAGES = new Set(['he', 'iw', 'ar', 'fa', 'ur', 'yi']);

export const isRtlLanguage = (tag: string): boolean =>
  RTL_LANGUAGES.has((tag.split(/[-_]/)[0] ?? '').toLowerCase());

export function speakerName(transcript: Transcript, m: TranscriptMessage): string {
  const t = wordsOf(transcript);
  return m.isUser ? transcript.userName?.trim() || t('You') : transcript.expertName;
}

export function transcriptTitle(transcript: Transcript): string {
  const t = wordsOf(transcript);
  return t('Conversation with {expert}', { expert: transcript.expertName });
}

/** The expert's category, named in the file's language. */
export function categoryName(transcript: Transcript): string {
  return expertCategoryLabel(transcript.category, wordsOf(transcript));
}

/** A conversation language's name in the file's language ("Deutsch" in German, "alemán" in Spanish). */
function languageName(tag: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export function transcriptSubtitle(transcript: Transcript): string {
  const t = wordsOf(transcript);
  return t('Exported {date} · Language: {language}', {
    date: localDateTime(transcript.exportedAt),
    language: languageName(transcript.language, t.locale),
  });
}

export function summaryHeading(transcript: Transcript): string {
  const t = wordsOf(transcript);
  return t('Summary');
}

/** The summary's sections, in the order every format writes them: a heading and its lines. */
export function summarySections(
  transcript: Transcript,
  s: TranscriptSummary,
): { heading: string; lines: string[] }[] {
  const t = wordsOf(transcript);
  return [
    { heading: t('What we talked about'), lines: [s.discussed] },
    { heading: t('Advice given'), lines: [s.advice] },
    ...(s.steps.length > 0
      ? [
          {
            heading: t('Next steps'),
            lines: s.steps.map((st) => `- ${st.title}${st.when ? ` (${st.when})` : ''}`),
          },
        ]
      : []),
  ];
}

/** Line ends normalised, so every format splits paragraphs the same way. */
export const paragraphs = (content: string): string[] => content.replace(/\r\n?/g, '\n').split('\n');
