import { describe, expect, it } from 'vitest';
import { toSpeechText } from './speech-text.js';

describe('toSpeechText: Markdown', () => {
  it.each([
    [
      '## Tips\n\n- **Sleep** well\n- Drink *water*\n\n1. Walk daily\n2) Rest',
      'Tips. Sleep well. Drink water. Walk daily. Rest.',
    ],
    ['### Title ###\nSome text', 'Title. Some text'],
    ['Intro\n=====\nBody', 'Intro. Body'],
    [
      'See [the guide](https://example.com/guide "Guide") and ![chart](img.png) now.',
      'See the guide and now.',
    ],
    [
      'Open [](https://example.org/x) or [docs][1].\n\n[1]: https://docs.example.org',
      'Open example.org or docs.',
    ],
    [
      'Run `npm test` now.\n```bash\nnpm install\nnpm start\n```\nDone',
      'Run npm test now. npm install. npm start. Done',
    ],
    ['> Be kind.\n> Always', 'Be kind. Always'],
    ['| Name | Price |\n|---|:---:|\n| Tea | $3 |', 'Name, Price. Tea, $3.'],
    ['Before\n\n---\n\nAfter', 'Before. After'],
    ['__Bold__ and ~~gone~~ and snake_case', 'Bold and gone and snake case'],
    ['Line<br>two <b>bold</b> &amp; more&nbsp;here', 'Line two bold & more here'],
    ['A footnote[^1] here.', 'A footnote here.'],
    ['Price 2 \\* 3 = 6 > 5', 'Price 2 3 6 5'],
    ['Tips:\n- Rest\n- Eat', 'Tips: Rest. Eat.'],
  ])('%j', (input, expected) => {
    expect(toSpeechText(input)).toBe(expected);
  });
});

describe('toSpeechText: addresses, emoji and symbols', () => {
  it('reads bare addresses as their domain, keeping the sentence mark after them', () => {
    expect(toSpeechText('Read https://www.example.com/path?x=1. Then go.')).toBe(
      'Read example.com. Then go.',
    );
    expect(toSpeechText('Try www.test.org/a, or (https://sub.site.net/b).')).toBe(
      'Try test.org, or (sub.site.net).',
    );
    expect(toSpeechText('Autolink <https://x.io/y> here')).toBe('Autolink x.io here');
    expect(toSpeechText('Broken https://[bad here')).toBe('Broken link here');
    expect(toSpeechText('Mail me at ana.b@mail.example.com today.')).toBe(
      'Mail me at ana.b@mail.example.com today.',
    );
  });

  it('drops emoji, flags, skin tones, joined families and keycaps', () => {
    expect(toSpeechText('Great job 🎉👍🏽! Keep going 💪')).toBe('Great job! Keep going');
    expect(toSpeechText('Family 👨‍👩‍👧 from 🇪🇸 Spain ❤️')).toBe('Family from Spain');
    expect(toSpeechText('Press 1️⃣ or #️⃣ now')).toBe('Press 1 or now');
  });

  it('drops box drawing, shapes, arrows and bullets', () => {
    expect(toSpeechText('┌──┐ Box ═══ ★ Star → next • item ✓ done')).toBe('Box Star next item done');
  });

  it('keeps letters of every script, digits, punctuation, currency and percent', () => {
    const kept = [
      'שלום עולם! מה שלומך?',
      '你好，世界。今天怎么样？',
      'こんにちは、世界。',
      'नमस्ते दुनिया। आप कैसे हैं?',
      'مرحبا بالعالم؟ كيف حالك، صديقي.',
      'Привет, мир! Как дела?',
      '¡Hola! ¿Qué tal? Ça va, très bien.',
      'Größe: 50% off, €20, £5, ¥300, ₹100, ₪40, ₽90, $3.50 (about 4 dollars) - done; ok… "yes" «oui» „ja“.',
      'Ako sa máš? Ďakujem, dobre.',
    ];
    for (const line of kept) expect(toSpeechText(line)).toBe(line);
    expect(toSpeechText('**שלום** _עולם_ 🙂')).toBe('שלום עולם');
    expect(toSpeechText('## 标题\n- 第一点\n- 第二点')).toBe('标题。 第一点。 第二点。');
    expect(toSpeechText('- पहला\n- दूसरा')).toBe('पहला। दूसरा।');
    expect(toSpeechText('- Первое\n- Второе')).toBe('Первое. Второе.');
  });

  it('collapses whitespace and answers empty for nothing to say', () => {
    expect(toSpeechText('  one \t two \n\n\n three  ')).toBe('one two. three');
    expect(toSpeechText('*** ### 🎉')).toBe('');
    expect(toSpeechText('')).toBe('');
  });
});

describe('toSpeechText: length cap', () => {
  it('caps at 4096 characters on a sentence end', () => {
    const text = Array.from({ length: 300 }, (_, i) => `This is sentence number ${i}.`).join(' ');
    const capped = toSpeechText(text);
    expect(capped.length).toBeLessThanOrEqual(4096);
    expect(capped.length).toBeGreaterThan(4000);
    expect(capped.endsWith('.')).toBe(true);
    expect(text.startsWith(capped)).toBe(true);
  });

  it('falls back to a word boundary, then to a hard cut that never splits a character', () => {
    expect(toSpeechText('alpha beta gamma delta', 13)).toBe('alpha beta');
    expect(toSpeechText('你好。我很好。谢谢你', 8)).toBe('你好。我很好。');
    const cjk = '你好'.repeat(3000);
    expect(toSpeechText(cjk)).toBe(cjk.slice(0, 4096));
    const astral = '𝐀'.repeat(3000);
    const cut = toSpeechText(astral, 101);
    expect(cut).toBe('𝐀'.repeat(50));
  });
});
