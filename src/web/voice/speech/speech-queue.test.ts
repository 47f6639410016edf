import { describe, expect, it } from 'vitest';
import { fakeSpeechDeps, flush } from './speech-fakes.js';
import { createSpeechQueue } from './speech-queue.js';

function setup(overrides = {}) {
  const fake = fakeSpeechDeps(overrides);
  return { ...fake, queue: createSpeechQueue(fake.deps) };
}

/** The n-th audio element, which must exist. */
function nth(fake: ReturnType<typeof setup>, n: number) {
  const audio = fake.audios[n];
  if (!audio) throw new Error(`no audio element ${n}`);
  return audio;
}

describe('speech queue: order and prefetch', () => {
  it('starts the first sentence the moment it is queued, from the streamed /api/tts source', () => {
    const fake = setup();
    fake.queue.enqueue('Hola.');
    const first = nth(fake, 0);
    expect(first.src).toBe('/api/tts?text=Hola.');
    expect(first.preload).toBe('auto');
    expect(first.calls).toEqual(['play']);
    expect(fake.queue.state).toBe('speaking');
    expect(fake.events).toEqual(['state:speaking']);
  });

  it('plays sentences in order, loading the next while one plays, never more than two elements', () => {
    const fake = setup();
    const sentences = ['Uno.', 'Dos.', 'Tres.', 'Cuatro.'];
    for (const sentence of sentences) fake.queue.enqueue(sentence);
    expect(fake.requested).toEqual(['Uno.']); // the first request is not slowed by the second
    nth(fake, 0).fire('playing');
    expect(fake.requested).toEqual(['Uno.', 'Dos.']);
    expect(nth(fake, 1).calls).toEqual([]); // loading, not playing, before the first ends
    for (let i = 0; i < sentences.length; i++) {
      const audio = nth(fake, i);
      if (i > 0) {
        expect(audio.calls).toEqual(['play']); // played as soon as the previous one ended
        audio.fire('playing');
      }
      expect(fake.alive().length).toBeLessThanOrEqual(2);
      audio.fire('ended');
      expect(audio.released).toBe(true);
    }
    expect(fake.requested).toEqual(sentences);
    expect(fake.audios).toHaveLength(4);
    expect(fake.events).toEqual(['state:speaking']); // the reply is not over until finish()
    fake.queue.finish();
    expect(fake.events).toEqual(['state:speaking', 'state:idle', 'idle']);
    expect(fake.queue.spokenText()).toEqual({ spoken: sentences, cut: false });
  });

  it('prefetches a sentence queued while the current one is already playing at once', () => {
    const fake = setup();
    fake.queue.enqueue('Uno.');
    nth(fake, 0).fire('playing');
    fake.queue.enqueue('Dos.');
    expect(nth(fake, 1).src).toBe('/api/tts?text=Dos.');
    fake.queue.enqueue('Tres.');
    expect(fake.audios).toHaveLength(2);
  });

  it('marks each stage of every sentence for the latency figures', () => {
    const fake = setup();
    fake.queue.enqueue('Uno.');
    const first = nth(fake, 0);
    first.fire('playing');
    first.fire('playing'); // after a pause: not a new start
    first.fire('ended');
    expect(fake.marks).toEqual([
      { name: 'sentence-queued', detail: { index: 0 } },
      { name: 'audio-requested', detail: { index: 0 } },
      { name: 'audio-playing', detail: { index: 0 } },
      { name: 'audio-ended', detail: { index: 0 } },
    ]);
  });

  it('skips blank text and identical consecutive text', () => {
    const fake = setup();
    fake.queue.enqueue('  ');
    expect(fake.audios).toHaveLength(0);
    fake.queue.enqueue('Sí.');
    fake.queue.enqueue(' Sí. ');
    nth(fake, 0).fire('playing');
    nth(fake, 0).fire('ended');
    fake.queue.enqueue('No.');
    fake.queue.enqueue('Sí.'); // not consecutive any more
    expect(fake.requested).toEqual(['Sí.', 'No.']);
    nth(fake, 1).fire('playing');
    expect(fake.requested).toEqual(['Sí.', 'No.', 'Sí.']);
  });

  it('blank text alone just finishes: onIdle without speaking', () => {
    const fake = setup();
    fake.queue.enqueue('   ');
    fake.queue.finish();
    expect(fake.events).toEqual(['idle']);
    expect(fake.audios).toHaveLength(0);
  });

  it('finish() with nothing queued calls onIdle once', () => {
    const fake = setup();
    fake.queue.finish();
    fake.queue.finish();
    expect(fake.events).toEqual(['idle']);
    expect(fake.queue.state).toBe('idle');
    expect(fake.queue.spokenText()).toEqual({ spoken: [], cut: false });
  });

  it('finish() before the last sentence ends waits for it', () => {
    const fake = setup();
    fake.queue.enqueue('Uno.');
    fake.queue.finish();
    expect(fake.events).toEqual(['state:speaking']);
    nth(fake, 0).fire('playing');
    nth(fake, 0).fire('ended');
    expect(fake.events).toEqual(['state:speaking', 'state:idle', 'idle']);
  });

  it('starts a new reply cleanly after the previous one finished', () => {
    const fake = setup();
    fake.queue.enqueue('Hola.');
    fake.queue.finish();
    nth(fake, 0).fire('playing');
    nth(fake, 0).fire('ended');
    fake.queue.enqueue('Hola.'); // same text, new reply: spoken again
    expect(fake.requested).toEqual(['Hola.', 'Hola.']);
    expect(fake.queue.state).toBe('speaking');
    expect(fake.queue.spokenText()).toEqual({ spoken: [], cut: true });
    nth(fake, 1).fire('playing');
    nth(fake, 1).fire('ended');
    fake.queue.finish();
    expect(fake.events.filter((e) => e === 'idle')).toHaveLength(2);
    expect(fake.queue.spokenText()).toEqual({ spoken: ['Hola.'], cut: false });
  });

  it('a new reply while the finished one is still playing stops the prior one', () => {
    const fake = setup();
    fake.queue.enqueue('Uno.');
    fake.queue.finish();
    nth(fake, 0).fire('playing');
    fake.queue.enqueue('Otro.');
    expect(nth(fake, 0).released).toBe(true);
    expect(fake.events).toEqual(['state:speaking', 'state:idle', 'idle', 'state:speaking']);
    expect(nth(fake, 1).calls).toEqual(['play']);
  });
});

describe('speech queue: stop and pause', () => {
  it('stop mid-sentence: no more plays, loads cancelled, onIdle once, reply marked cut', async () => {
    const fake = setup();
    fake.queue.enqueue('Uno.');
    nth(fake, 0).fire('playing');
    fake.queue.enqueue('Dos.');
    fake.queue.enqueue('Tres.');
    expect(fake.queue.spokenText()).toEqual({ spoken: ['Uno.'], cut: true });
    fake.events.length = 0;
    fake.queue.stop();
    const [first, second] = [nth(fake, 0), nth(fake, 1)];
    expect(first.calls).toEqual(['play', 'pause', 'removeAttribute:src', 'load']);
    expect(second.calls).toEqual(['pause', 'removeAttribute:src', 'load']); // the prefetch is cancelled
    expect(fake.events).toEqual(['state:idle', 'idle']);
    const marks = fake.marks.length;
    first.fire('ended');
    second.fire('playing');
    second.fire('error');
    fake.queue.stop();
    fake.queue.finish();
    await flush();
    expect(fake.events).toEqual(['state:idle', 'idle']);
    expect(fake.marks).toHaveLength(marks);
    expect(fake.audios).toHaveLength(2);
    expect(first.listenerCount + second.listenerCount).toBe(0);
    expect(fake.queue.spokenText()).toEqual({ spoken: ['Uno.'], cut: true });
  });

  it('stop cancels local speech and ignores its late end', async () => {
    const fake = setup({ engine: 'browser' });
    fake.queue.enqueue('Uno.');
    fake.queue.enqueue('Dos.');
    fake.queue.stop();
    expect(fake.locals.map((l) => l.cancelled)).toEqual([true]);
    const marks = fake.marks.length;
    fake.locals[0]?.end();
    await flush();
    expect(fake.locals).toHaveLength(1);
    expect(fake.marks).toHaveLength(marks);
    expect(fake.events).toEqual(['state:speaking', 'state:idle', 'idle']);
  });

  it('pause and resume the playing sentence; a sentence reached while paused waits', () => {
    const fake = setup();
    fake.queue.enqueue('Uno.');
    fake.queue.enqueue('Dos.');
    const first = nth(fake, 0);
    first.fire('playing');
    fake.queue.pause();
    expect(fake.queue.state).toBe('paused');
    expect(first.calls).toEqual(['play', 'pause']);
    first.fire('ended'); // the browser had already reached the end
    expect(nth(fake, 1).calls).toEqual([]);
    fake.queue.resume();
    expect(fake.queue.state).toBe('speaking');
    expect(nth(fake, 1).calls).toEqual(['play']);
    expect(fake.events).toEqual(['state:speaking', 'state:paused', 'state:speaking']);
  });
});
