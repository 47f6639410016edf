import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import { transcriptPdf } from './pdf.js';
import { at, ELEVEN, nodeFonts, PIXEL_PNG, transcript } from './transcript-fixtures.js';
import type { RenderLines, TranscriptMessage } from './types.js';

const textOf = async (pdf: Uint8Array) => {
  const { totalPages, text } = await extractText(pdf.slice(), { mergePages: true });
  return { totalPages, text };
};

const attachedTranscript = async (pdf: Uint8Array): Promise<string> => {
  const doc = await getDocumentProxy(pdf.slice());
  const files = (await doc.getAttachments()) as Record<string, { content: Uint8Array }> | null;
  const file = files?.['transcript.txt'];
  return file ? new TextDecoder().decode(file.content) : '';
};

const fakeRenderer = () =>
  vi.fn<RenderLines>(async (text) => [{ png: PIXEL_PNG, width: Math.min(200, text.length * 6), height: 16 }]);

const sentence = 'Energy can neither be created nor destroyed, only changed from one form into another. ';

describe('transcriptPdf', () => {
  it('lays a long conversation over several A4 pages with title, labels and page numbers', async () => {
    const messages: TranscriptMessage[] = Array.from({ length: 30 }, (_, i) => ({
      isUser: i % 2 === 0,
      content:
        i === 7 ? 'Slovensky: čľťžšáô. По-русски: съешь же ещё этих мягких булок.' : sentence.repeat(4),
      timestamp: at(10, i),
    }));
    const pdf = await transcriptPdf(transcript(messages, { userName: 'Ľubica' }), { loadFonts: nodeFonts });
    const loaded = await PDFDocument.load(pdf);
    expect(loaded.getPageCount()).toBeGreaterThan(1);
    const { width, height } = loaded.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(loaded.getTitle()).toBe('Conversation with Dr. Amara Okafor');

    const { totalPages, text } = await textOf(pdf);
    expect(totalPages).toBe(loaded.getPageCount());
    expect(text).toContain('Conversation with Dr. Amara Okafor');
    expect(text).toContain('Scientists');
    expect(text).toContain('Ľubica');
    expect(text).toContain('čľťžšáô');
    expect(text).toContain('съешь же ещё этих мягких булок');
    expect(text).toContain('10:07');
    expect(text).toContain(`Page 1 of ${totalPages}`);
    expect(text).toContain(`Page ${totalPages} of ${totalPages}`);
    // Wrapped, not cut: every word of a long message is on the page.
    expect(text.replace(/\s+/g, ' ')).toContain(sentence.repeat(2).trim());
  });

  it('draws Latin and Cyrillic languages as text and hands the other scripts to renderLines', async () => {
    const renderLines = fakeRenderer();
    const messages = Object.values(ELEVEN).map((content, i) => ({ isUser: i % 2 === 1, content }));
    const pdf = await transcriptPdf(transcript(messages), { loadFonts: nodeFonts, renderLines });
    const { text } = await textOf(pdf);
    for (const lang of ['en', 'es', 'fr', 'de', 'sk', 'ru'] as const) expect(text).toContain(ELEVEN[lang]);
    const rendered = renderLines.mock.calls.map(([t, , , rtl]) => [t, rtl]);
    expect(rendered).toEqual([
      [ELEVEN.he, true],
      [ELEVEN.ar, true],
      [ELEVEN.hi, false],
      [ELEVEN.zh, false],
      [ELEVEN.ja, false],
    ]);
    expect(renderLines.mock.calls.every(([, px, maxWidth]) => px === 11 && maxWidth > 400)).toBe(true);
    expect(await attachedTranscript(pdf)).toContain(ELEVEN.hi);
  });

  it('makes a valid PDF of a Hebrew conversation, a Hebrew name included, through renderLines', async () => {
    const renderLines = fakeRenderer();
    const t = transcript(
      [
        { isUser: true, content: 'מה זה פוטון?', timestamp: at(9, 0) },
        { isUser: false, content: 'פוטון הוא קוונט של אור.\nאין לו מסה.', timestamp: at(9, 1) },
      ],
      { language: 'he-IL', userName: 'דנה', expertName: 'ד"ר אמרה' },
    );
    const pdf = await transcriptPdf(t, { loadFonts: nodeFonts, renderLines });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const texts = renderLines.mock.calls.map(([text]) => text);
    expect(texts).toEqual(expect.arrayContaining(['דנה', 'פוטון הוא קוונט של אור.', 'אין לו מסה.']));
    expect(texts).toContain('Conversation with ד"ר אמרה');
    // Direction follows the first letter, as dir="auto" does: the English title reads left to right.
    const ltr = renderLines.mock.calls.filter(([, , , rtl]) => !rtl).map(([text]) => text);
    expect(ltr).toEqual(['Conversation with ד"ר אמרה']);
  });

  it('keeps a Chinese conversation without a renderer: a visible notice and the attached text', async () => {
    const t = transcript([{ isUser: false, content: '光子是光的量子。' }], { language: 'zh-CN' });
    const pdf = await transcriptPdf(t, { loadFonts: nodeFonts });
    const { text } = await textOf(pdf);
    expect(text).toContain('cannot draw');
    expect(text).toContain('transcript.txt');
    expect(await attachedTranscript(pdf)).toContain('Dr. Amara Okafor: 光子是光的量子。');
  });

  it('falls back to the notice when renderLines fails or returns nothing', async () => {
    const t = transcript([
      { isUser: true, content: 'שלום' },
      { isUser: false, content: '你好' },
    ]);
    let calls = 0;
    const renderLines: RenderLines = async () => {
      calls += 1;
      if (calls === 1) throw new Error('no canvas');
      return [];
    };
    const pdf = await transcriptPdf(t, { loadFonts: nodeFonts, renderLines });
    const { text } = await textOf(pdf);
    expect(calls).toBe(2);
    expect(text.match(/cannot draw/g)).toHaveLength(2);
  });

  it('marks a stray emoji instead of dropping the sentence around it', async () => {
    const pdf = await transcriptPdf(transcript([{ isUser: true, content: 'Great answer 👍 thanks' }]), {
      loadFonts: nodeFonts,
    });
    expect((await textOf(pdf)).text).toContain('Great answer \uFFFD thanks');
  });

  it('still exports with the standard fonts when the font files cannot be loaded', async () => {
    const renderLines = fakeRenderer();
    const loadFonts = async () => {
      throw new Error('offline');
    };
    const t = transcript([{ isUser: true, content: 'Hello. Привет.' }]);
    const pdf = await transcriptPdf(t, { loadFonts, renderLines });
    expect((await textOf(pdf)).text).toContain('Conversation with Dr. Amara Okafor');
    expect(renderLines.mock.calls.map(([text]) => text)).toEqual(['Hello. Привет.']);
  });
});

describe('transcriptPdf with a summary', () => {
  it('draws the summary after the messages and attaches it in the text too', async () => {
    const summary = {
      discussed: 'You feel lonely in the evenings.',
      advice: 'Call your sister and join a walking group.',
      steps: [{ title: 'Call my sister', when: '2026-11-23 17:00' }],
    };
    const pdf = await transcriptPdf(transcript([{ isUser: true, content: 'I feel lonely.' }], { summary }), {
      loadFonts: nodeFonts,
    });
    const { text } = await textOf(pdf);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Summary What we talked about You feel lonely in the evenings.');
    expect(flat).toContain('Advice given Call your sister and join a walking group.');
    expect(flat).toContain('Next steps - Call my sister (2026-11-23 17:00)');
    expect(await attachedTranscript(pdf)).toContain('- Call my sister (2026-11-23 17:00)');
  });
});
