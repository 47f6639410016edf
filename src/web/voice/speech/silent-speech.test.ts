import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultVoiceSettings } from '../voice-settings.js';
import { createReplySpeech } from './reply-speech.js';
import { FakeAudio } from './speech-fakes.js';

const muted = { ...defaultVoiceSettings, muted: true };

function setup() {
  const made: FakeAudio[] = [];
  vi.stubGlobal(
    'Audio',
    class extends FakeAudio {
      constructor() {
        super();
        made.push(this);
      }
    },
  );
  const events: string[] = [];
  const speech = createReplySpeech(muted, 'en-US', 'server', {
    onState: (state) => void events.push(`state:${state}`),
    onIdle: () => void events.push('idle'),
  });
  return { speech, events, made };
}

afterEach(() => vi.unstubAllGlobals());

describe('the expert muted', () => {
  it('speaks nothing, and the reply is over as soon as its stream is', () => {
    const { speech, events, made } = setup();
    speech.enqueue('First sentence.');
    speech.enqueue('Second one.');
    expect(made).toEqual([]);
    expect(events).toEqual([]);
    expect(speech.state).toBe('idle');
    speech.finish();
    expect(events).toEqual(['idle']);
    expect(speech.spokenText()).toEqual({ spoken: ['First sentence.', 'Second one.'], cut: false });
    speech.finish();
    expect(events).toEqual(['idle']);
  });

  it('interrupted while streaming, keeps as said what was shown, and reports the reply cut', () => {
    const { speech, events } = setup();
    speech.enqueue('Shown.');
    speech.stop();
    expect(events).toEqual(['idle']);
    expect(speech.spokenText()).toEqual({ spoken: ['Shown.'], cut: true });
  });

  it('a reply that ends with no sentence is over at once; a stop before anything is nothing', () => {
    const { speech, events } = setup();
    speech.stop();
    expect(events).toEqual([]);
    speech.finish();
    expect(events).toEqual(['idle']);
    expect(speech.spokenText()).toEqual({ spoken: [], cut: false });
  });
});
