import { messageTime } from './dates.js';
import { TRANSCRIPT_CSS } from './html-style.js';
import {
  categoryName,
  isRtlLanguage,
  paragraphs,
  speakerName,
  summaryHeading,
  summarySections,
  transcriptSubtitle,
  transcriptTitle,
} from './labels.js';
import type { Transcript } from './types.js';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and quoted attribute values alike. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A standalone HTML document of the conversation: every user or model text escaped. */
export const transcriptHtml = (t: Transcript): string => {
  const dir = isRtlLanguage(t.language) ? 'rtl' : 'ltr';
  const title = transcriptTitle(t);
  // Each paragraph dir="auto": an English line inside a Hebrew conversation still reads left to right.
  const items = t.messages.map((m) => {
    const time = messageTime(m.timestamp);
    const timeTag = time && m.timestamp ? ` <time datetime="${escapeHtml(m.timestamp)}">${time}</time>` : '';
    return [
      `<li class="message ${m.isUser ? 'user' : 'expert'}">`,
      `<div class="message-head"><span class="speaker">${escapeHtml(speakerName(t, m))}</span>${timeTag}</div>`,
      `<div class="content">${paragraphs(m.content)
        .map((p) => `<p dir="auto">${escapeHtml(p)}</p>`)
        .join('')}</div>`,
      '</li>',
    ].join('');
  });
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(t.language)}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${TRANSCRIPT_CSS}</style>`,
    '</head>',
    '<body>',
    '<header>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="meta">${escapeHtml(categoryName(t))} · ${escapeHtml(transcriptSubtitle(t))}</p>`,
    '</header>',
    '<main>',
    `<ol class="messages">\n${items.join('\n')}\n</ol>`,
    ...(t.summary
      ? [
          `<section class="summary"><h2>${summaryHeading(t)}</h2>`,
          ...summarySections(t, t.summary).map(
            (s) =>
              `<h3>${escapeHtml(s.heading)}</h3>${s.lines.map((l) => `<p dir="auto">${escapeHtml(l)}</p>`).join('')}`,
          ),
          '</section>',
        ]
      : []),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
};
