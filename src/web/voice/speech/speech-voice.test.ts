import { describe, expect, it } from 'vitest';
import { pickVoice } from './speech-voice.js';

const voices = [
  { name: 'Google US English', lang: 'en-US', localService: false },
  { name: 'Mónica', lang: 'es-ES', localService: true },
  { name: 'Paulina', lang: 'es_MX', localService: true },
  { name: 'Google español', lang: 'es-ES', localService: false, default: false },
  { name: 'Carmit', lang: 'he-IL', localService: true },
];

describe('pickVoice', () => {
  it('prefers the named voice when it speaks the language', () => {
    expect(pickVoice(voices, 'es-ES', 'Google español')?.name).toBe('Google español');
    expect(pickVoice(voices, 'es-ES', 'Google US English')?.name).toBe('Mónica');
  });

  it('matches the exact language first, with any spelling of the tag', () => {
    expect(pickVoice(voices, 'es-mx')?.name).toBe('Paulina');
    expect(pickVoice(voices, 'ES-es')?.name).toBe('Mónica');
  });

  it('falls back to the same primary language, then to none', () => {
    expect(pickVoice(voices, 'es-AR')?.name).toBe('Mónica');
    expect(pickVoice(voices, 'he')?.name).toBe('Carmit');
    expect(pickVoice(voices, 'ja-JP')).toBeNull();
    expect(pickVoice([], 'en-US')).toBeNull();
  });

  it("among equals takes the browser's default, then a voice on the device", () => {
    const english = [
      { name: 'Remote', lang: 'en-US', localService: false },
      { name: 'Local', lang: 'en-US', localService: true },
      { name: 'Default', lang: 'en-US', localService: false, default: true },
    ];
    expect(pickVoice(english, 'en-US')?.name).toBe('Default');
    expect(pickVoice(english.slice(0, 2), 'en-US')?.name).toBe('Local');
  });
});
