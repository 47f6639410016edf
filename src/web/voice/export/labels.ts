import { localDateTime } from './dates.js';
import type { Transcript, TranscriptMessage, TranscriptSummary } from './types.js';

const RTL_LANGUAGES = new Set(['he', 'iw', 'ar', 'fa', 'ur', 'yi']);

export const isRtlLanguage = (tag: string): boolean =>
  RTL_LANGUAGES.has((tag.split(/[-_]/)[0] ?? '').toLowerCase());

export const speakerName = (t: Transcript, m: TranscriptMessage): string =>
  m.isUser ? t.userName?.trim() || 'You' : t.expertName;

export const transcriptTitle = (t: Transcript): string => `Conversation with ${t.expertName}`;

export const transcriptSubtitle = (t: Transcript): string =>
  `Exported ${localDateTime(t.exportedAt)} · Language: ${t.language}`;

export const SUMMARY_HEADING = 'Summary';

/** The summary's sections, in the order every format writes them: a heading and its lines. */
export const summarySections = (s: TranscriptSummary): { heading: string; lines: string[] }[] => [
  { heading: 'What we talked about', lines: [s.discussed] },
  { heading: 'Advice given', lines: [s.advice] },
  ...(s.steps.length > 0
    ? [
        {
          heading: 'Next steps',
          lines: s.steps.map((st) => `- ${st.title}${st.when ? ` (${st.when})` : ''}`),
        },
      ]
    : []),
];

/** Line ends normalised, so every format splits paragraphs the same way. */
export const paragraphs = (content: string): string[] => content.replace(/\r\n?/g, '\n').split('\n');
