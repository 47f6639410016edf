import { afterEach, describe, expect, it } from 'vitest';
import { speakWithBrowser } from './browser-audio.js';

/**
 * The browser's synthesizer as Chromium behaves: one queue, spoken in order; pause() holds it (and
 * what is queued after) until resume(); cancel() empties the queue but leaves it paused.
 */
class FakeSynth {
  paused = false;
  queue: FakeUtterance[] = [];
  spoken: string[] = [];
  getVoices() {
    return [];
  }
  speak(u: FakeUtterance) {
    this.queue.push(u);
    this.run();
  }
  pause() {
    this.paused = true;
  }
  resume() {
    this.paused = false;
    this.run();
  }
  cancel() {
    for (const u of this.queue.splice(0)) u.onerror?.();
  }
  /** The sentence at the head of the queue is heard, unless the synthesizer is paused. */
  private run() {
    const head = this.queue[0];
    if (this.paused || !head || this.spoken.includes(head.text)) return;
    this.spoken.push(head.text);
  }
}

class FakeUtterance {
  lang = '';
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

const globals = globalThis as unknown as Record<string, unknown>;

function withSynth(): FakeSynth {
  const synth = new FakeSynth();
  globals.window = { speechSynthesis: synth };
  globals.SpeechSynthesisUtterance = FakeUtterance;
  return synth;
}

afterEach(() => {
  delete globals.window;
  delete globals.SpeechSynthesisUtterance;
});

describe("the browser's own voice", () => {
  it('a sentence paused and then stopped does not hold the next reply silent', async () => {
    const synth = withSynth();
    const first = speakWithBrowser('The first reply.', 'en-US');
    first.pause?.();
    first.cancel();
    await first.done;
    speakWithBrowser('The next reply.', 'en-US');
    expect(synth.spoken).toEqual(['The first reply.', 'The next reply.']);
  });

  it('a sentence that has ended does not cancel the one after it', async () => {
    const synth = withSynth();
    const first = speakWithBrowser('One.', 'en-US');
    synth.queue.shift()?.onend?.();
    await first.done;
    speakWithBrowser('Two.', 'en-US');
    first.cancel();
    expect(synth.queue.map((u) => u.text)).toEqual(['Two.']);
  });
});
