import { describe, expect, it, vi } from 'vitest';
import { exportTranscript } from './index.js';
import { nodeFonts, transcript } from './transcript-fixtures.js';

const t = transcript([{ isUser: true, content: 'Hello <world>' }], {
  exportedAt: new Date(2026, 4, 3, 23, 45),
});

describe('exportTranscript', () => {
  it('builds each format, hands it to download and returns the file name', async () => {
    const download = vi.fn<(name: string, mime: string, data: string | Uint8Array) => void>();
    const pdf = { loadFonts: nodeFonts };
    expect(await exportTranscript('txt', t, { download })).toBe('conversation-2026-05-03.txt');
    expect(await exportTranscript('html', t, { download })).toBe('conversation-2026-05-03.html');
    expect(await exportTranscript('pdf', t, { download, pdf })).toBe('conversation-2026-05-03.pdf');

    const [txt, html, file] = download.mock.calls;
    expect(txt?.slice(0, 2)).toEqual(['conversation-2026-05-03.txt', 'text/plain;charset=utf-8']);
    expect(txt?.[2]).toContain('You: Hello <world>');
    expect(html?.[1]).toBe('text/html;charset=utf-8');
    expect(html?.[2]).toContain('Hello &lt;world&gt;');
    expect(file?.[1]).toBe('application/pdf');
    const bytes = file?.[2];
    expect(bytes instanceof Uint8Array && new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});

describe('the file’s words', () => {
  it('are in the conversation’s language, whatever the page’s', async () => {
    const download = vi.fn<(name: string, mime: string, data: string | Uint8Array) => void>();
    const german = transcript([{ isUser: true, content: 'Guten Tag' }], {
      language: 'de-DE',
      exportedAt: new Date(2026, 4, 3, 23, 45),
      summary: { discussed: 'Der Garten', advice: 'Gießen', steps: [] },
    });
    await exportTranscript('txt', german, { download });
    const text = String(download.mock.calls[0]?.[2]);
    expect(text).toContain('Sie: Guten Tag');
    expect(text).toContain('Zusammenfassung');
    expect(text).toContain('Worüber wir gesprochen haben:');
    expect(text).toContain('Sprache: Deutsch (Deutschland)');
    expect(text).toContain('(Wissenschaftler)');
  });
});
