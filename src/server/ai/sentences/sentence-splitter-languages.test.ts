import { describe, expect, it } from 'vitest';
import { createSentenceSplitter } from './sentence-splitter.js';

/** Closing quotes: an early end leaves them off the sentence, which speech does not hear. */
const withoutClosers = (sentences: string[]) => sentences.map((s) => s.replace(/["'”’“»«›„)]/g, '').trim());

/**
 * Pushes the text whole and one character at a time (without early ends: both must give the same
 * sentences), and word by word as a model streams it (with early ends: the same sentences, closing
 * quotes aside).
 */
function split(text: string): string[] {
  const options = { firstClauseMinChars: Number.POSITIVE_INFINITY, eager: false };
  const whole = createSentenceSplitter(options);
  const result = [...whole.push(text), ...whole.flush()];
  const byChar = createSentenceSplitter(options);
  const streamed = [...Array.from(text).flatMap((ch) => byChar.push(ch)), ...byChar.flush()];
  expect(streamed).toEqual(result);
  const eager = createSentenceSplitter({ firstClauseMinChars: Number.POSITIVE_INFINITY });
  const tokens = text.match(/\s*\S+/g) ?? [];
  const byToken = [...tokens.flatMap((token) => eager.push(token)), ...eager.flush()];
  expect(withoutClosers(byToken)).toEqual(withoutClosers(result));
  return result;
}

const cases: Record<string, [string, string[]][]> = {
  Spanish: [
    ['¿Cómo estás? ¡Muy bien! Gracias.', ['¿Cómo estás?', '¡Muy bien!', 'Gracias.']],
    [
      'El Sr. García y la Dra. López llegaron a las 10.30. Luego, p. ej. comimos.',
      ['El Sr. García y la Dra. López llegaron a las 10.30.', 'Luego, p. ej. comimos.'],
    ],
    ['Cuesta 3,5 euros, etc. y nada más. Vale.', ['Cuesta 3,5 euros, etc. y nada más.', 'Vale.']],
    ['Es la versión 2.1... no la 3. Perfecto.', ['Es la versión 2.1... no la 3.', 'Perfecto.']],
  ],
  French: [
    ['Bonjour ! Comment ça va ? Très bien.', ['Bonjour !', 'Comment ça va ?', 'Très bien.']],
    [
      'M. Dupont et Mme Martin sont là. Il a dit : « Je viens. » Puis il est parti.',
      ['M. Dupont et Mme Martin sont là.', 'Il a dit : « Je viens. »', 'Puis il est parti.'],
    ],
    ['Vraiment\u00a0? Oui\u00a0! Bon.', ['Vraiment\u00a0?', 'Oui\u00a0!', 'Bon.']],
    ['Il fait 3,5 degrés, p.ex. ce matin. Voilà.', ['Il fait 3,5 degrés, p.ex. ce matin.', 'Voilà.']],
  ],
  German: [
    [
      'Am 3. Juli treffen wir Dr. Weber. Das ist z.B. gut, d.h. sehr gut. Ende.',
      ['Am 3. Juli treffen wir Dr. Weber.', 'Das ist z.B. gut, d.h. sehr gut.', 'Ende.'],
    ],
    ['Er sagte: „Hallo.“ Dann ging er.', ['Er sagte: „Hallo.“', 'Dann ging er.']],
    ['Version 1.2.3 ist da. Nr. 5 folgt.', ['Version 1.2.3 ist da.', 'Nr. 5 folgt.']],
    ['Äpfel, Birnen usw. sind gesund. Wirklich?', ['Äpfel, Birnen usw. sind gesund.', 'Wirklich?']],
  ],
  Russian: [
    ['Привет. Как дела? Всё хорошо!', ['Привет.', 'Как дела?', 'Всё хорошо!']],
    [
      'А. С. Пушкин родился в 1799 г. в Москве. Это т.е. факт.',
      ['А. С. Пушкин родился в 1799 г. в Москве.', 'Это т.е. факт.'],
    ],
    ['Число пи равно 3.14. Да.', ['Число пи равно 3.14.', 'Да.']],
    ['Он сказал: «Да.» Потом ушёл.', ['Он сказал: «Да.»', 'Потом ушёл.']],
  ],
  Hebrew: [
    ['שלום. מה שלומך? אני בסדר!', ['שלום.', 'מה שלומך?', 'אני בסדר!']],
    ['ד"ר כהן אמר: "זה חשוב." ואז הלך.', ['ד"ר כהן אמר: "זה חשוב."', 'ואז הלך.']],
    ['המחיר הוא 3.5 שקלים. תודה.', ['המחיר הוא 3.5 שקלים.', 'תודה.']],
  ],
  Arabic: [
    ['مرحبا؟ كيف حالك؟ أنا بخير.', ['مرحبا؟', 'كيف حالك؟', 'أنا بخير.']],
    ['هل أنت بخير؟نعم.', ['هل أنت بخير؟', 'نعم.']],
    ['مرحبا، كيف حالك؟', ['مرحبا، كيف حالك؟']],
    ['السعر 3.5 ريال. شكرا.', ['السعر 3.5 ريال.', 'شكرا.']],
  ],
  Hindi: [
    ['नमस्ते। आप कैसे हैं? मैं ठीक हूँ।', ['नमस्ते।', 'आप कैसे हैं?', 'मैं ठीक हूँ।']],
    ['यह ३.५ प्रतिशत है। अच्छा॥', ['यह ३.५ प्रतिशत है।', 'अच्छा॥']],
    ['पहला।दूसरा।', ['पहला।', 'दूसरा।']],
  ],
  Chinese: [
    ['你好。今天天气很好！你呢？', ['你好。', '今天天气很好！', '你呢？']],
    ['价格是3.5元。版本是v2.1。', ['价格是3.5元。', '版本是v2.1。']],
    ['他说：“你好。”然后走了。', ['他说：“你好。', '然后走了。']],
    ['数字是３．５。好的。', ['数字是３．５。', '好的。']],
    ['真的吗?是的。安全第一；', ['真的吗?', '是的。', '安全第一；']],
  ],
  Japanese: [
    ['こんにちは。元気ですか？ありがとう！', ['こんにちは。', '元気ですか？', 'ありがとう！']],
    ['「こんにちは。」と彼は言った。', ['「こんにちは。', 'と彼は言った。']],
    ['はい｡わかりました｡', ['はい｡', 'わかりました｡']],
    ['本当？！すごい。', ['本当？', 'すごい。']],
  ],
  Slovak: [
    [
      'Ahoj. Ako sa máš? Mám sa dobre, t. j. výborne.',
      ['Ahoj.', 'Ako sa máš?', 'Mám sa dobre, t. j. výborne.'],
    ],
    ['Stretneme sa 3. júla o 10.30 hod. Príď.', ['Stretneme sa 3. júla o 10.30 hod.', 'Príď.']],
    ['Napr. Bratislava je pekná. Áno.', ['Napr. Bratislava je pekná.', 'Áno.']],
  ],
};

for (const [language, list] of Object.entries(cases)) {
  describe(`sentence splitter: ${language}`, () => {
    it.each(list)('%j', (text, expected) => {
      expect(split(text)).toEqual(expected);
    });
  });
}

describe('sentence splitter: immediate marks', () => {
  it('answers a CJK, Arabic or Hindi sentence the moment its mark arrives', () => {
    for (const [first, mark] of [
      ['你好', '。'],
      ['こんにちは', '！'],
      ['مرحبا', '؟'],
      ['नमस्ते', '।'],
    ] as const) {
      const splitter = createSentenceSplitter();
      expect(splitter.push(first)).toEqual([]);
      expect(splitter.push(mark)).toEqual([`${first}${mark}`]);
      expect(splitter.flush()).toEqual([]);
    }
  });

  it('holds a Latin mark until the next character shows it ends the sentence', () => {
    const splitter = createSentenceSplitter({ eager: false });
    expect(splitter.push('Hola.')).toEqual([]);
    expect(splitter.push(' ')).toEqual([]);
    expect(splitter.push('¿Qué')).toEqual(['Hola.']);
  });
});
