import { messageTime } from './dates.js';
import {
  categoryName,
  paragraphs,
  speakerName,
  summaryHeading,
  summarySections,
  transcriptSubtitle,
  transcriptTitle,
} from './labels.js';
import type { Transcript } from './types.js';

/** Plain text: heading, then `[HH:MM] Speaker: text` per message with a blank line between. */
export const transcriptText = (t: Transcript): string => {
  const head = [`${transcriptTitle(t)} (${categoryName(t)})`, transcriptSubtitle(t), ''];
  const body = t.messages.map((m) => {
    const time = messageTime(m.timestamp);
    return `${time ? `[${time}] ` : ''}${speakerName(t, m)}: ${paragraphs(m.content).join('\n')}`;
  });
  const summary = t.summary
    ? [
        '',
        summaryHeading(t),
        ...summarySections(t, t.summary).map((s) => `${s.heading}:\n${s.lines.join('\n')}`),
      ]
    : [];
  return `${[...head, body.join('\n\n'), ...summary].join('\n')}\n`;
};
