import { describe, expect, it } from 'vitest';
import { setupListener } from './recognition-fakes.test-helpers.js';

describe('listener: errors', () => {
  it('not-allowed: the denial message, the help dialog, and idle', () => {
    const t = setupListener();
    t.listener.start();
    t.clock.advance(100);
    t.rec().error('not-allowed');
    expect(t.seen.errors).toEqual([
      {
        code: 'not-allowed',
        message: 'Microphone access denied. Please enable microphone permissions.',
        openHelp: true,
      },
    ]);
    expect(t.listener.state).toBe('idle');
    expect(t.rec().onend).toBeNull();
  });

  it('ignores no-speech and aborted: recording goes on', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().error('no-speech');
    t.rec().error('aborted');
    t.rec().end();
    t.clock.advance(300);
    expect(t.seen.errors).toEqual([]);
    expect(t.listener.state).toBe('recording');
    expect(t.rec().starts).toBe(2);
  });

  it('network: its own message; words already heard are still sent', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().final('call my sister');
    t.rec().error('network');
    expect(t.seen.errors).toEqual([
      { code: 'network', message: 'Network error occurred with speech recognition.', openHelp: false },
    ]);
    expect(t.seen.finals).toEqual(['call my sister']);
    expect(t.listener.state).toBe('idle');
    expect(t.rec().aborts).toBe(1);
  });

  it('no microphone (audio-capture): says so and opens the help', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().error('audio-capture');
    expect(t.seen.errors[0]).toEqual({
      code: 'audio-capture',
      message: 'No microphone was found. Check that one is plugged in and not muted.',
      openHelp: true,
    });
  });

  it('other codes: "Speech recognition error: {code}"', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().error('bad-grammar');
    expect(t.seen.errors[0]).toEqual({
      code: 'bad-grammar',
      message: 'Speech recognition error: bad-grammar',
      openHelp: false,
    });
  });

  it('a start failure: "Failed to start speech recognition: {message}", help when the microphone is blocked (by the error’s name, not its words)', () => {
    const t = setupListener('en-US', {
      startThrows: new DOMException('Permission dismissed', 'NotAllowedError'),
    });
    t.listener.start();
    t.clock.advance(100);
    expect(t.seen.errors).toEqual([
      {
        code: 'start-failed',
        message: 'Failed to start speech recognition: Permission dismissed',
        openHelp: true,
      },
    ]);
    expect(t.listener.state).toBe('idle');
  });

  it('a constructor failure: "Error setting up speech recognition: {message}"', () => {
    const t = setupListener('en-US', { createThrows: new Error('not supported') });
    t.listener.start();
    expect(t.seen.errors).toEqual([
      {
        code: 'setup-failed',
        message: 'Error setting up speech recognition: not supported',
        openHelp: false,
      },
    ]);
    expect(t.listener.state).toBe('idle');
    expect(t.seen.states).toEqual([]);
  });
});

describe('listener: recognizer settings', () => {
  it('continuous with interim results; maxAlternatives 1 for English and 3 for the others', () => {
    const languages = [
      'en-US',
      'he-IL',
      'es-ES',
      'fr-FR',
      'de-DE',
      'ru-RU',
      'sk-SK',
      'zh-CN',
      'ja-JP',
      'ar-SA',
    ];
    for (const language of [...languages, 'hi-IN']) {
      const t = setupListener(language);
      t.startRecording();
      expect(t.rec()).toMatchObject({
        lang: language,
        continuous: true,
        interimResults: true,
        maxAlternatives: language === 'en-US' ? 1 : 3,
      });
    }
  });

  it('logs each session with its duration and the language session time', () => {
    const t = setupListener('ru-RU');
    t.startRecording();
    t.rec().final('da');
    t.clock.advance(4_000);
    t.rec().end();
    expect(t.seen.logDetails.filter((entry) => entry.event === 'session-end')).toEqual([
      { event: 'session-end', details: { session: 1, durationMs: 4_000, sessionTimeMs: 90_000 } },
    ]);
  });
});
