import { describe, expect, it } from 'vitest';
import type { RecognitionResultEventLike } from '../lib/speech-recognition-types.js';
import {
  joinWords,
  readResults,
  recognitionConstructor,
  reminderLanguage,
  speechErrorText,
} from './voice-reminder-speech.js';

describe('reminderLanguage', () => {
  it('is the conversation language chosen last, else the page language’s', () => {
    expect(reminderLanguage('es-ES', 'en')).toBe('es-ES');
    expect(reminderLanguage(null, 'fr')).toBe('fr-FR');
    expect(reminderLanguage('xx', 'ja')).toBe('ja-JP');
    expect(reminderLanguage(null, 'en-XA')).toBe('en-US');
  });
});

function event(resultIndex: number, results: [string, boolean][]): RecognitionResultEventLike {
  return {
    resultIndex,
    results: results.map(([transcript, isFinal]) => ({
      isFinal,
      length: 1,
      0: { transcript, confidence: 0.9 },
    })),
  };
}

describe('readResults', () => {
  it('splits new final words from interim ones, from resultIndex on', () => {
    const e = event(1, [
      ['remind me', true],
      ['to water', true],
      ['the plants', false],
    ]);
    expect(readResults(e)).toEqual({ final: 'to water', interim: 'the plants' });
  });

  it('answers blanks for no new results', () => {
    expect(readResults(event(1, [['remind me', true]]))).toEqual({ final: '', interim: '' });
  });
});

describe('joinWords', () => {
  it('adds words after a single space', () => {
    expect(joinWords('', ' remind me ')).toBe('remind me');
    expect(joinWords('remind me', 'to call')).toBe('remind me to call');
    expect(joinWords('remind me  \n', 'to call')).toBe('remind me to call');
    expect(joinWords('remind me', '   ')).toBe('remind me');
  });
});

describe('speechErrorText', () => {
  it('ignores no-speech and aborted', () => {
    expect(speechErrorText({ error: 'no-speech' })).toBeNull();
    expect(speechErrorText({ error: 'aborted' })).toBeNull();
  });

  it('says how to allow the microphone when it is denied', () => {
    expect(speechErrorText({ error: 'not-allowed' })).toBe(
      'Microphone access denied. Please enable microphone permissions.',
    );
  });

  it('says what the code means, never the browser’s own (English) message', () => {
    expect(speechErrorText({ error: 'network' })).toBe('Network error occurred with speech recognition.');
    expect(speechErrorText({ error: 'audio-capture' })).toBe(
      'No microphone was found. Check that one is plugged in and not muted.',
    );
    expect(speechErrorText({ error: 'bad-grammar' })).toBe('Speech recognition error: bad-grammar');
  });
});

describe('recognitionConstructor', () => {
  class Fake {}
  it('prefers SpeechRecognition, then the prefixed one, else null', () => {
    expect(recognitionConstructor({ SpeechRecognition: Fake, webkitSpeechRecognition: class {} })).toBe(Fake);
    expect(recognitionConstructor({ webkitSpeechRecognition: Fake })).toBe(Fake);
    expect(recognitionConstructor({})).toBeNull();
  });
});
