import { describe, expect, it } from 'vitest';
import { FakeAudio, fakeSpeechDeps, flush } from './speech-fakes.js';
import { createSpeechQueue, type SpeechQueueDeps } from './speech-queue.js';

function setup(overrides: Partial<SpeechQueueDeps> = {}) {
  const fake = fakeSpeechDeps(overrides);
  return { ...fake, queue: createSpeechQueue(fake.deps) };
}

function nth<T>(list: T[], n: number): T {
  const item = list[n];
  if (item === undefined) throw new Error(`nothing at ${n}`);
  return item;
}

describe('speech queue: the browser voice', () => {
  it('speaks every sentence locally in the conversation language when the server has no engine', async () => {
    const fake = setup({ engine: 'browser' });
    fake.queue.enqueue('Uno.');
    fake.queue.enqueue('Dos.');
    fake.queue.finish();
    expect(fake.locals.map((l) => [l.text, l.language])).toEqual([['Uno.', 'es-ES']]);
    nth(fake.locals, 0).end();
    await flush();
    expect(fake.locals.map((l) => l.text)).toEqual(['Uno.', 'Dos.']);
    nth(fake.locals, 1).fail(); // an utterance error ends the sentence too
    await flush();
    expect(fake.audios).toHaveLength(0);
    expect(fake.events).toEqual(['state:speaking', 'state:idle', 'idle']);
    expect(fake.queue.spokenText()).toEqual({ spoken: ['Uno.', 'Dos.'], cut: false });
    expect(fake.marks.map((m) => m.name)).toEqual([
      'sentence-queued',
      'audio-playing',
      'sentence-queued',
      'audio-ended',
      'audio-playing',
      'audio-ended',
    ]);
  });

  it('one sentence whose audio fails is spoken locally, then server audio resumes', async () => {
    const fake = setup();
    fake.queue.enqueue('Uno.');
    fake.queue.enqueue('Dos.');
    fake.queue.enqueue('Tres.');
    fake.queue.finish();
    nth(fake.audios, 0).fire('playing');
    nth(fake.audios, 1).fire('error'); // the prefetched sentence fails before its turn
    expect(nth(fake.audios, 1).released).toBe(true);
    nth(fake.audios, 0).fire('ended');
    expect(fake.locals.map((l) => l.text)).toEqual(['Dos.']);
    expect(fake.requested).toEqual(['Uno.', 'Dos.', 'Tres.']); // loaded while Dos. is spoken
    nth(fake.locals, 0).end();
    await flush();
    const third = nth(fake.audios, 2);
    expect(third.calls).toEqual(['play']);
    third.fire('playing');
    third.fire('ended');
    expect(fake.locals).toHaveLength(1);
    expect(fake.errors).toHaveLength(1);
    expect(fake.events).toEqual(['state:speaking', 'state:idle', 'idle']);
    expect(fake.queue.spokenText()).toEqual({ spoken: ['Uno.', 'Dos.', 'Tres.'], cut: false });
  });

  it('learns from failing audio that the server has no engine: the rest is spoken locally', async () => {
    const fake = setup();
    fake.queue.enqueue('Uno.');
    nth(fake.audios, 0).fire('error'); // e.g. 503 TTS_UNAVAILABLE
    expect(fake.locals.map((l) => l.text)).toEqual(['Uno.']);
    fake.queue.enqueue('Dos.');
    nth(fake.audios, 1).fire('error');
    fake.queue.enqueue('Tres.');
    fake.queue.enqueue('Cuatro.');
    for (let i = 0; i < 3; i++) {
      nth(fake.locals, i).end();
      await flush();
    }
    expect(fake.locals.map((l) => l.text)).toEqual(['Uno.', 'Dos.', 'Tres.', 'Cuatro.']);
    expect(fake.audios).toHaveLength(2);
    expect(fake.errors).toHaveLength(2);
  });

  it('play() rejected by the autoplay policy: that sentence is spoken locally and the error reported', async () => {
    const blocked = Object.assign(new Error('play() failed because the user did not interact'), {
      name: 'NotAllowedError',
    });
    const audios: FakeAudio[] = [];
    const fake = setup({
      createAudio: () => {
        const audio = new FakeAudio();
        if (audios.length === 0) audio.playResult = () => Promise.reject(blocked);
        audios.push(audio);
        return audio;
      },
    });
    fake.queue.enqueue('Uno.');
    fake.queue.enqueue('Dos.');
    expect(fake.locals).toHaveLength(0);
    await flush();
    expect(fake.errors).toEqual([blocked]);
    expect(fake.locals.map((l) => l.text)).toEqual(['Uno.']);
    expect(nth(audios, 0).released).toBe(true);
    nth(audios, 0).fire('error'); // the element's own error after the rejection: reported once
    expect(fake.errors).toHaveLength(1);
    nth(fake.locals, 0).end();
    await flush();
    expect(nth(audios, 1).calls).toEqual(['play']); // the next sentence is server audio again
    expect(fake.locals).toHaveLength(1);
  });

  it('a play() interrupted by our own pause is not a failure', async () => {
    const fake = setup({
      createAudio: () => {
        const audio = new FakeAudio();
        audio.playResult = () =>
          Promise.reject(Object.assign(new Error('interrupted'), { name: 'AbortError' }));
        return audio;
      },
    });
    fake.queue.enqueue('Uno.');
    fake.queue.pause();
    await flush();
    expect(fake.errors).toEqual([]);
    expect(fake.locals).toEqual([]);
  });

  it('an error once the sentence was heard moves on without repeating it', () => {
    const fake = setup();
    fake.queue.enqueue('Uno.');
    fake.queue.enqueue('Dos.');
    nth(fake.audios, 0).fire('playing');
    nth(fake.audios, 0).fire('error');
    expect(fake.locals).toHaveLength(0);
    expect(nth(fake.audios, 1).calls).toEqual(['play']);
  });

  it('local speech that cannot start is reported and skipped', () => {
    const fake = setup({
      engine: 'browser',
      speakLocally: () => {
        throw new Error('Speech synthesis is not supported in this browser');
      },
    });
    fake.queue.enqueue('Uno.');
    fake.queue.finish();
    expect(fake.errors).toHaveLength(1);
    expect(fake.events).toEqual(['state:speaking', 'state:idle', 'idle']);
    expect(fake.queue.spokenText()).toEqual({ spoken: [], cut: false });
  });
});
