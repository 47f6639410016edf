import { describe, expect, it } from 'vitest';
import {
  defaultVoiceSettings,
  parseVoiceSettings,
  voiceForLanguage,
  withPreferredVoice,
} from './voice-settings.js';

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

describe("the Settings tab's Expert voice preference", () => {
  const base = parseVoiceSettings(null);

  it('chooses the voice while the person has not picked one here', () => {
    expect(withPreferredVoice(base, 'male').voice).toBe('onyx');
    expect(withPreferredVoice(base, 'female').voice).toBe('nova');
    expect(withPreferredVoice(base, 'neutral').voice).toBe('alloy');
    expect(withPreferredVoice(base, null).voice).toBe('nova');
    // A speed change stores the voice in use, still not picked: the preference keeps applying.
    const stored = parseVoiceSettings(JSON.stringify({ ...withPreferredVoice(base, 'male'), speed: 1.5 }));
    expect(withPreferredVoice(stored, 'neutral').voice).toBe('alloy');
  });

  it('gives way to a voice picked in the voice settings, kept across reloads, and to an avatar', () => {
    const picked = parseVoiceSettings(JSON.stringify({ ...base, voice: 'fable', voicePicked: true }));
    expect(picked.voicePicked).toBe(true);
    expect(withPreferredVoice(picked, 'male').voice).toBe('fable');
    const avatar = parseVoiceSettings(
      JSON.stringify({ ...base, voice: 'shimmer', avatarUrl: '/avatars/a.png' }),
    );
    expect(withPreferredVoice(avatar, 'male').voice).toBe('shimmer');
  });

  it("a language change returns to the language's default, and the preference applies again", () => {
    const picked = { ...base, voice: 'fable' as const, voicePicked: true };
    const changed = voiceForLanguage(picked);
    expect(changed.voicePicked).toBeUndefined();
    expect(withPreferredVoice(changed, 'male').voice).toBe('onyx');
  });
});
