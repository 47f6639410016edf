import { describe, expect, it } from 'vitest';
import { transcriptHtml } from './html.js';
import { at, transcript } from './transcript-fixtures.js';

describe('transcriptHtml', () => {
  it('is a standalone document with title, style, speakers and times', () => {
    const html = transcriptHtml(
      transcript([
        { isUser: true, content: 'Hello', timestamp: at(8, 15) },
        { isUser: false, content: 'Hi there', timestamp: at(8, 16) },
      ]),
    );
    expect(html.startsWith('<!doctype html>\n<html lang="en-US" dir="ltr">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Conversation with Dr. Amara Okafor</title>');
    expect(html).toMatch(/<style>[\s\S]*@media print[\s\S]*<\/style>/);
    expect(html).toContain('<ol class="messages">');
    expect(html).toContain('<span class="speaker">You</span> <time datetime="');
    expect(html).toContain('>08:15</time>');
    expect(html).toContain('<span class="speaker">Dr. Amara Okafor</span>');
    expect(html).toContain('<div class="content"><p dir="auto">Hi there</p></div>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('escapes every piece of user and model text', () => {
    const html = transcriptHtml(
      transcript(
        [
          { isUser: true, content: '<script>alert(1)</script>' },
          { isUser: false, content: `"&'<>` },
        ],
        { expertName: '<img src=x onerror=alert(1)>', userName: 'Bob & "Co"' },
      ),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&amp;&#39;&lt;&gt;');
    expect(html).toContain('<title>Conversation with &lt;img src=x onerror=alert(1)&gt;</title>');
    expect(html).toContain('Bob &amp; &quot;Co&quot;');
  });

  it('gives each line of a message its own direction', () => {
    const html = transcriptHtml(transcript([{ isUser: false, content: 'Photon.\nפוטון.\n\nEnd' }]));
    expect(html).toContain(
      '<div class="content"><p dir="auto">Photon.</p><p dir="auto">פוטון.</p><p dir="auto"></p><p dir="auto">End</p></div>',
    );
  });

  it('reads right to left for a Hebrew conversation', () => {
    const html = transcriptHtml(
      transcript([{ isUser: true, content: 'שלום, מה שלומך?' }], { language: 'he-IL', userName: 'דנה' }),
    );
    expect(html).toContain('<html lang="he-IL" dir="rtl">');
    expect(html).toContain('<span class="speaker">דנה</span>');
    expect(html).toContain('<p dir="auto">שלום, מה שלומך?</p>');
  });

  it('keeps Chinese text as it is, left to right', () => {
    const html = transcriptHtml(
      transcript([{ isUser: false, content: '光子是光的量子。' }], { language: 'zh-CN' }),
    );
    expect(html).toContain('<html lang="zh-CN" dir="ltr">');
    expect(html).toContain('<p dir="auto">光子是光的量子。</p>');
  });
});

describe('transcriptHtml with a summary', () => {
  it('writes the summary after the messages, escaped', () => {
    const html = transcriptHtml(
      transcript([{ isUser: true, content: 'Hi' }], {
        summary: {
          discussed: 'You & <me>',
          advice: 'Rest.',
          steps: [{ title: 'Sleep early', when: '2026-11-23 22:00' }],
        },
      }),
    );
    const summary = html.slice(html.indexOf('</ol>'));
    expect(summary).toContain('<section class="summary"><h2>Summary</h2>');
    expect(summary).toContain('<h3>What we talked about</h3><p dir="auto">You &amp; &lt;me&gt;</p>');
    expect(summary).toContain('<h3>Next steps</h3><p dir="auto">- Sleep early (2026-11-23 22:00)</p>');
    expect(transcriptHtml(transcript([{ isUser: true, content: 'Hi' }]))).not.toContain('class="summary"');
  });
});
