import { describe, expect, it } from 'vitest';
import { defaultVoiceAvatars, type VoiceAvatar } from '../../contract/voice-avatars.js';
import { avatarName, chosenAvatar, refreshAvatar, withAvatar } from './avatar-view.js';
import type { VoiceSettings } from './voice-settings.js';

const builtIn = (): VoiceAvatar[] =>
  defaultVoiceAvatars.map((a) => ({
    ...a,
    customName: null,
    hasCustomImage: false,
    isDefault: true,
    updatedAt: null,
  }));
const base: VoiceSettings = { speed: 1, voice: 'nova', model: 'tts-1' };

describe('voice avatars in the settings', () => {
  it('a chosen avatar locks its voice with its picture and name', () => {
    const echo = builtIn()[2] as VoiceAvatar;
    expect(withAvatar(base, { ...echo, customName: 'Grandpa' })).toEqual({
      ...base,
      voice: 'echo',
      avatarUrl: '/avatars/echo.svg',
      voiceName: 'Grandpa',
    });
    expect(avatarName(echo)).toBe('Ethan');
  });

  it('follows a changed picture or name of the chosen avatar, and leaves unchanged settings alone', () => {
    const list = builtIn();
    const locked = withAvatar(base, list[2] as VoiceAvatar);
    expect(refreshAvatar(locked, list)).toBe(locked);
    expect(refreshAvatar(base, list)).toBe(base);
    expect(refreshAvatar(locked, undefined)).toBe(locked);

    const changed = list.map((a) =>
      a.voiceId === 'echo'
        ? { ...a, imageUrl: '/api/voice-avatars/7/image?v=abc', customName: 'Joe', isDefault: false }
        : a,
    );
    expect(refreshAvatar(locked, changed)).toEqual({
      ...locked,
      avatarUrl: '/api/voice-avatars/7/image?v=abc',
      voiceName: 'Joe',
    });
    expect(chosenAvatar(locked, changed)?.customName).toBe('Joe');
    // After a reset the built-in picture and name come back.
    expect(refreshAvatar({ ...locked, avatarUrl: '/api/voice-avatars/7/image?v=abc' }, list)).toEqual(locked);
  });
});
