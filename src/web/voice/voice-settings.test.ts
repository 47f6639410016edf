import { describe, expect, it } from 'vitest';
import { defaultVoiceSettings, parseVoiceSettings } from './voice-settings.js';

describe('stored voice settings', () => {
  it('keep "Mute the expert" when it is on', () => {
    const stored = JSON.stringify({ speed: 1.5, voice: 'echo', model: 'tts-1', muted: true });
    expect(parseVoiceSettings(stored)).toEqual({ speed: 1.5, voice: 'echo', model: 'tts-1', muted: true });
  });

  it('read anything but true as not muted', () => {
    for (const muted of [false, 'true', 1, null]) {
      expect(parseVoiceSettings(JSON.stringify({ muted }))).toEqual(defaultVoiceSettings);
    }
    expect(parseVoiceSettings('{broken')).toEqual(defaultVoiceSettings);
  });
});
