import { describe, expect, it } from 'vitest';
import { createSentenceSplitter, type SentenceSplitterOptions } from './sentence-splitter.js';

const noCut: SentenceSplitterOptions = { firstClauseMinChars: Number.POSITIVE_INFINITY, eager: false };

/** Pushes the text whole, then flushes. */
function split(text: string, options: SentenceSplitterOptions = noCut): string[] {
  const splitter = createSentenceSplitter(options);
  return [...splitter.push(text), ...splitter.flush()];
}

/** Pushes the text in pieces of the given sizes (repeated), then flushes. */
function splitInChunks(text: string, sizes: number[], options: SentenceSplitterOptions = noCut): string[] {
  const splitter = createSentenceSplitter(options);
  const out: string[] = [];
  for (let at = 0, n = 0; at < text.length; n++) {
    const size = sizes[n % sizes.length] ?? 1;
    out.push(...splitter.push(text.slice(at, at + size)));
    at += size;
  }
  return [...out, ...splitter.flush()];
}

/** A small seeded PRNG (mulberry32) so the random chunkings are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('sentence splitter: English rules', () => {
  it.each([
    ['This is a sentence.', ['This is a sentence.']],
    [
      'Hello there. How are you? I am fine! Good; thanks.',
      ['Hello there.', 'How are you?', 'I am fine!', 'Good;', 'thanks.'],
    ],
    ['First sentence. Second incomplete', ['First sentence.', 'Second incomplete']],
    ['What?! Really... Yes.', ['What?!', 'Really...', 'Yes.']],
    [
      'This is for Mr. and Mrs. Jones. Dr. Walker agrees.',
      ['This is for Mr. and Mrs. Jones.', 'Dr. Walker agrees.'],
    ],
    [
      'Ask Prof. Lee, St. John or Ms. Kay vs. Sr. Ruiz Jr. about it.',
      ['Ask Prof. Lee, St. John or Ms. Kay vs. Sr. Ruiz Jr. about it.'],
    ],
    ['Eat greens, e.g. kale, i.e. leafy ones. Done.', ['Eat greens, e.g. kale, i.e. leafy ones.', 'Done.']],
    [
      'We meet at 9 a.m. tomorrow. It ends at 5 p.m. Then we rest.',
      ['We meet at 9 a.m. tomorrow.', 'It ends at 5 p.m.', 'Then we rest.'],
    ],
    [
      'Bring pens, paper, etc. and a bag. Pens, paper, etc. That is all.',
      ['Bring pens, paper, etc. and a bag.', 'Pens, paper, etc.', 'That is all.'],
    ],
    ['Room No. 5 is free. No. It is taken.', ['Room No. 5 is free.', 'No.', 'It is taken.']],
    ['Pi is 3.14159. Version v2.1 and 1.2.3 are out.', ['Pi is 3.14159.', 'Version v2.1 and 1.2.3 are out.']],
    ['J. R. R. Tolkien wrote it. Ask A. Smith.', ['J. R. R. Tolkien wrote it.', 'Ask A. Smith.']],
    [
      'The U.S. economy grew. I moved to the U.S. Then I stayed.',
      ['The U.S. economy grew.', 'I moved to the U.S.', 'Then I stayed.'],
    ],
    ['Wait... maybe not. Well... Okay.', ['Wait... maybe not.', 'Well...', 'Okay.']],
    ['Hmm… let me think. Fine… Go on.', ['Hmm… let me think.', 'Fine…', 'Go on.']],
    [
      'Visit example.com or https://a.b/c?d=1 today. Mail me at foo.bar@pipecat.ai. Thanks.',
      ['Visit example.com or https://a.b/c?d=1 today.', 'Mail me at foo.bar@pipecat.ai.', 'Thanks.'],
    ],
    [
      'He said "Stop." Then he left. (Quietly.) Fine.',
      ['He said "Stop."', 'Then he left.', '(Quietly.)', 'Fine.'],
    ],
    ['Call 411. Or 911.', ['Call 411.', 'Or 911.']],
    ['Line one\nLine two\n\nLine three', ['Line one', 'Line two', 'Line three']],
    ['1. Plan the week.\n2. Rest.', ['1. Plan the week.', '2. Rest.']],
    ['This is not a sentence, ', ['This is not a sentence,']],
    ['', []],
    ['   \n  ', []],
  ])('%j', (text, expected) => {
    expect(split(text)).toEqual(expected);
  });

  it('answers nothing until a sentence is complete', () => {
    const splitter = createSentenceSplitter(noCut);
    expect(splitter.push('The')).toEqual([]);
    expect(splitter.push(' quick brown')).toEqual([]);
    expect(splitter.push(' fox.')).toEqual([]); // "fox." might be "fox.com"
    expect(splitter.push(' The')).toEqual(['The quick brown fox.']);
    expect(splitter.flush()).toEqual(['The']);
  });

  it('waits after "3." and after an abbreviation until the next word shows what it was', () => {
    const splitter = createSentenceSplitter(noCut);
    expect(splitter.push('It costs 3.')).toEqual([]);
    expect(splitter.push('5 euros. ')).toEqual([]);
    expect(splitter.push('And')).toEqual(['It costs 3.5 euros.']);
    expect(splitter.push(' so on, etc. ')).toEqual([]);
    expect(splitter.push('and more. Yes')).toEqual(['And so on, etc. and more.']);
    expect(splitter.flush()).toEqual(['Yes']);
  });

  it('ends a sentence at a long run of spaces without waiting for the next word', () => {
    const splitter = createSentenceSplitter(noCut);
    expect(splitter.push(`Done.${' '.repeat(20)}`)).toEqual(['Done.']);
    expect(splitter.push('Next.  ')).toEqual([]);
  });

  it('is ready for a new stream after flush', () => {
    const splitter = createSentenceSplitter(noCut);
    splitter.push('One. Two');
    expect(splitter.flush()).toEqual(['Two']);
    expect(splitter.push('Three. Four. ')).toEqual(['Three.']);
    expect(splitter.flush()).toEqual(['Four.']);
  });
});

describe('sentence splitter: early cut of the first sentence', () => {
  const long =
    'When you feel stuck at work for a long time, it helps to name the one thing that drains you most. Then change it.';

  it('cuts a long first sentence at its last clause mark, only once', () => {
    expect(split(long, {})).toEqual([
      'When you feel stuck at work for a long time,',
      'it helps to name the one thing that drains you most.',
      'Then change it.',
    ]);
    expect(split(`Short start. ${long}`, {})).toEqual([
      'Short start.',
      long.replace(' Then change it.', ''),
      'Then change it.',
    ]);
  });

  it('speaks the clause as soon as the buffer passes the threshold', () => {
    const splitter = createSentenceSplitter({ firstClauseMinChars: 30 });
    expect(splitter.push('Think about what you want most,')).toEqual([]); // 31 chars; no space yet
    expect(splitter.push(' ')).toEqual(['Think about what you want most,']);
    expect(splitter.push('and what you can let go. And')).toEqual(['and what you can let go.']);
    expect(splitter.flush()).toEqual(['And']);
  });

  it('does not cut off a piece shorter than 20 characters, nor without a clause mark', () => {
    const noMark = 'Sometimes the best thing you can do is simply to wait and see what happens next.';
    expect(split(noMark, {})).toEqual([noMark]);
    const early = 'Well, sometimes the best thing you can do is simply to wait and see what happens next.';
    expect(split(early, {})).toEqual([early]);
    expect(
      split('Numbers like 1,000,000 and times like 10:30 are not clause marks at all, right?', {
        firstClauseMinChars: 40,
      }),
    ).toEqual(['Numbers like 1,000,000 and times like 10:30 are not clause marks at all,', 'right?']);
  });

  it('cuts at full-width commas with no space', () => {
    const zh = '如果你最近工作压力很大，而且晚上总是睡不好，可以先从每天固定的时间上床开始，慢慢调整作息。';
    expect(split(zh, { firstClauseMinChars: 30 })).toEqual([
      '如果你最近工作压力很大，而且晚上总是睡不好，',
      '可以先从每天固定的时间上床开始，慢慢调整作息。',
    ]);
  });
});

describe('sentence splitter: chunking never changes the result', () => {
  const pool = [
    'Dr. Smith met Mr. Jones at 3 p.m. yesterday.',
    'It costs 3.5 dollars, e.g. in v2.1 of the app!',
    'Is it on example.com or at a.b@c.de?',
    'Wait... what happened next… Nothing.',
    'He said "Go." Then he left (quietly.)',
    'El Sr. García llegó a las 10. ¿Qué tal? ¡Muy bien!',
    'Le 3 mai, M. Dupont a dit : « Bonjour. » Et alors ?',
    'Am 3. Juli gehen wir z.B. ins Kino, usw. Gut.',
    'Привет. Как дела? А. С. Пушкин, т.е. поэт.',
    'שלום. מה שלומך? אני בסדר!',
    'مرحبا؟ كيف حالك؟ أنا بخير.',
    'नमस्ते। आप कैसे हैं? मैं ठीक हूँ।',
    '你好。今天天气很好！你呢？「好的。」',
    'こんにちは。元気ですか？ありがとう！',
    'Ahoj. Ako sa máš? Mám sa dobre, t. j. výborne.',
    'When you feel stuck at work for a long time, it helps to name the one thing that drains you.',
    'Emoji 😀 stay. List:\n1. One\n2. Two\n',
  ];

  it('gives the same sentences one character at a time and in random chunks as whole', () => {
    const random = seeded(20261122);
    for (let round = 0; round < 300; round++) {
      const parts = Array.from(
        { length: 1 + Math.floor(random() * 5) },
        () => pool[Math.floor(random() * pool.length)],
      );
      const text = parts.join(random() < 0.3 ? '\n' : ' ');
      const options = {
        eager: false,
        ...(random() < 0.5 ? {} : { firstClauseMinChars: 20 + Math.floor(random() * 60) }),
      };
      const whole = split(text, options);
      expect(splitInChunks(text, [1], options), text).toEqual(whole);
      const sizes = Array.from({ length: 8 }, () => 1 + Math.floor(random() * 12));
      expect(splitInChunks(text, sizes, options), `${text} / ${sizes}`).toEqual(whole);
      // Nothing is lost but spaces and the closing quotes dropped after an immediate mark.
      const kept = text.replace(/\s+/g, '').replace(/(?<=[。！？])」/g, '');
      expect(whole.join('').replace(/\s+/g, '')).toBe(kept);
    }
  });

  it('gives the same sentences for random text built from tricky pieces, however it is chunked', () => {
    const random = seeded(7);
    const pieces = [
      ...Array.from('aAZ3 .,!?;…。！？」”"»«\n、，؟।．'),
      'Dr.',
      'etc.',
      'No.',
      '3.',
      ' Juli',
      'e.g.',
      '...',
      ' word',
      ' Word',
      '３',
    ];
    for (let round = 0; round < 1000; round++) {
      const text = Array.from(
        { length: Math.floor(random() * 60) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('');
      const options = { firstClauseMinChars: Math.floor(random() * 40), eager: false };
      const whole = split(text, options);
      const sizes = Array.from({ length: 5 }, () => 1 + Math.floor(random() * 6));
      expect(splitInChunks(text, sizes, options), JSON.stringify(text)).toEqual(whole);
      for (const sentence of whole) expect(sentence).toBe(sentence.trim());
      expect(whole).not.toContain('');
    }
  });
});

describe('sentence splitter: early ends (the default)', () => {
  const eager = () => createSentenceSplitter({ firstClauseMinChars: Number.POSITIVE_INFINITY });

  it('ends at a full stop after an ordinary word, and at ! and ?, without waiting for the next word', () => {
    const splitter = eager();
    expect(splitter.push('That sounds hard.')).toEqual(['That sounds hard.']);
    expect(splitter.push(' Are you')).toEqual([]);
    expect(splitter.push(' sleeping?')).toEqual(['Are you sleeping?']);
    expect(splitter.push(' Good!')).toEqual(['Good!']);
    expect(splitter.flush()).toEqual([]);
  });

  it.each([
    ['Dr.', ' Smith will see you.'],
    ['It costs 3.', '5 dollars.'],
    ['Bring pens, etc.', ' and a bag.'],
    ['Write to me@example.', 'com today.'],
    ['Read it on www.example.', 'com now.'],
    ['J.', ' R. R. Tolkien wrote it.'],
    ['Am 3.', ' Juli.'],
    ['Wait...', ' no.'],
  ])('waits after %j, which may not be an end', (first, rest) => {
    const splitter = eager();
    expect(splitter.push(first)).toEqual([]);
    expect([...splitter.push(rest), ...splitter.flush()]).toEqual([`${first}${rest}`]);
  });

  it('drops the closing quotes and extra marks that arrive after an early end', () => {
    const splitter = eager();
    expect(splitter.push('He said "Go.')).toEqual(['He said "Go.']);
    expect(splitter.push('" Then')).toEqual([]);
    expect(splitter.push(' he left?')).toEqual(['Then he left?']);
    expect(splitter.push('! Well.')).toEqual(['Well.']);
    expect(splitter.push('.. I see.')).toEqual(['I see.']);
    expect(splitter.flush()).toEqual([]);
  });

  it('gives the same sentences word by word as whole for ordinary replies, closing quotes aside', () => {
    const reply =
      'That is a good question. Many people feel the same way! Have you tried a short walk after lunch? ' +
      'Dr. Patel suggests ten minutes, e.g. around the block. It helps, in my experience. "Keep going," she says.';
    const whole = createSentenceSplitter({ firstClauseMinChars: Number.POSITIVE_INFINITY, eager: false });
    const expected = [...whole.push(reply), ...whole.flush()];
    const splitter = eager();
    const tokens = reply.match(/\s*\S+/g) ?? [];
    expect([...tokens.flatMap((t) => splitter.push(t)), ...splitter.flush()]).toEqual(expected);
  });
});
