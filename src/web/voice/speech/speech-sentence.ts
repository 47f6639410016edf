import { loadServerAudio, type ServerAudio } from './speech-audio.js';
import type { LocalSpeech, SpeechQueueDeps } from './speech-types.js';

/** One sentence of a reply and the media speaking it (server audio, or the browser's voice). */
export type Sentence = {
  /**
   * The reply it belongs to (the queue's count of replies): its token. Whatever its audio or the
   * browser's voice reports later counts only while that reply is the queue's current one.
   */
  reply: number;
  index: number;
  text: string;
  audio: ServerAudio | null;
  local: LocalSpeech | null;
  /** start() was called (it may still be loading). */
  begun: boolean;
  /** Its first sound was heard. */
  playing: boolean;
  /** Its server audio failed: the browser's voice speaks it. */
  failed: boolean;
};

export type SentenceEvents = {
  /** First sound of the sentence: it counts as said from here on. */
  heard(sentence: Sentence, source: 'server' | 'local'): void;
  ended(sentence: Sentence): void;
  failed(sentence: Sentence, error: unknown): void;
};

type Deps = Pick<SpeechQueueDeps, 'createAudio' | 'ttsUrl' | 'language' | 'speakLocally' | 'mark'>;

export function newSentence(reply: number, index: number, text: string): Sentence {
  return { reply, index, text, audio: null, local: null, begun: false, playing: false, failed: false };
}

const mark = (deps: Deps, name: string, sentence: Sentence, extra?: object) =>
  deps.mark?.(name, { index: sentence.index, ...extra });

/** Requests the sentence's speech from the server into a new audio element (it starts loading). */
export function loadSentence(sentence: Sentence, deps: Deps, events: SentenceEvents): void {
  mark(deps, 'audio-requested', sentence);
  sentence.audio = loadServerAudio(deps.createAudio(), deps.ttsUrl(sentence.text), {
    playing: () => {
      if (sentence.playing) return; // again after a pause
      sentence.playing = true;
      mark(deps, 'audio-playing', sentence);
      events.heard(sentence, 'server');
    },
    ended: () => {
      mark(deps, 'audio-ended', sentence);
      events.ended(sentence);
    },
    failed: (error) => {
      sentence.audio?.release();
      sentence.audio = null;
      sentence.failed = true;
      events.failed(sentence, error);
    },
  });
}

/** Speaks the sentence with the browser's voice; a voice that cannot start reports and ends it. */
export function speakSentenceLocally(
  sentence: Sentence,
  deps: Deps,
  events: SentenceEvents & { error(error: unknown): void },
): void {
  let speech: LocalSpeech;
  try {
    speech = deps.speakLocally(sentence.text, deps.language);
  } catch (error) {
    events.error(error);
    events.ended(sentence);
    return;
  }
  sentence.local = speech;
  sentence.playing = true;
  mark(deps, 'audio-playing', sentence, { local: true });
  events.heard(sentence, 'local');
  const ended = () => {
    if (sentence.local !== speech) return; // cancelled
    sentence.local = null;
    mark(deps, 'audio-ended', sentence, { local: true });
    events.ended(sentence);
  };
  speech.done.then(ended, ended);
}

/** Stops whatever is speaking or loading the sentence, at once. */
export function releaseSentence(sentence: Sentence): void {
  sentence.audio?.release();
  sentence.audio = null;
  sentence.local?.cancel();
  sentence.local = null;
}
