import {
  loadSentence,
  newSentence,
  releaseSentence,
  type Sentence,
  type SentenceEvents,
  speakSentenceLocally,
} from './speech-sentence.js';
import type { PlaybackState, SpeechQueue, SpeechQueueDeps } from './speech-types.js';

export type { AudioLike } from './speech-audio.js';
export type { LocalSpeech, PlaybackState, SpeechQueue, SpeechQueueDeps } from './speech-types.js';

/** Failed sentences in a row after which the server is taken to have no speech engine. */
const FAILURES_BEFORE_BROWSER = 2;

/**
 * Speaks a streamed reply sentence by sentence, from the first sentence while the rest streams: in order,
 * the next sentence's audio loading while one plays, the browser's voice where server audio fails.
 */
export function createSpeechQueue(deps: SpeechQueueDeps): SpeechQueue {
  let engine = deps.engine;
  let failuresInRow = 0;
  // fresh: nothing yet; open: a reply is under way; ended: spoken to its end or stopped.
  let phase: 'fresh' | 'open' | 'ended' = 'fresh';
  let state: PlaybackState = 'idle';
  let paused = false;
  let finished = false;
  let begun = false;
  let waiting: Sentence[] = [];
  let current: Sentence | null = null;
  let lastText: string | null = null;
  let spoken: string[] = [];
  let count = 0;
  /** The current reply's token: sentences carry it, and events of another reply's sentence are dropped. */
  let reply = 0;
  const ofThisReply = (sentence: Sentence) => sentence.reply === reply && phase === 'open';

  const setState = (next: PlaybackState) => {
    if (state === next) return;
    state = next;
    deps.onState?.(next);
  };

  const events: SentenceEvents & { error(error: unknown): void } = {
    heard(sentence, source) {
      if (!ofThisReply(sentence)) return;
      if (source === 'server') failuresInRow = 0;
      spoken.push(sentence.text);
      prefetch();
    },
    ended: (sentence) => {
      if (ofThisReply(sentence)) advance(sentence);
    },
    failed(sentence, error) {
      if (!ofThisReply(sentence)) return;
      failuresInRow += 1;
      if (failuresInRow >= FAILURES_BEFORE_BROWSER) engine = 'browser';
      deps.onError?.(error);
      if (sentence !== current) return; // a prefetched sentence: spoken locally when its turn comes
      if (sentence.playing)
        advance(sentence); // broke off mid-sentence: its start was heard, go on
      else if (!paused) start(sentence);
    },
    error: (error) => deps.onError?.(error),
  };

  function openReply() {
    reply += 1;
    phase = 'open';
    paused = false;
    finished = false;
    begun = false;
    waiting = [];
    lastText = null;
    spoken = [];
    count = 0;
  }

  function start(sentence: Sentence) {
    sentence.begun = true;
    if (sentence.failed || (!sentence.audio && engine === 'browser')) {
      speakSentenceLocally(sentence, deps, events);
      return;
    }
    if (!sentence.audio) loadSentence(sentence, deps, events);
    sentence.audio?.play();
  }

  /** Loads the next sentence once the current one is audible, so it does not delay the first audio. */
  function prefetch() {
    const next = waiting[0];
    if (!next || next.audio || next.failed || engine === 'browser') return;
    if (current?.audio && !current.playing) return;
    loadSentence(next, deps, events);
  }

  function advance(sentence: Sentence) {
    if (sentence !== current) return;
    releaseSentence(sentence);
    current = null;
    pump();
  }

  function pump() {
    if (phase !== 'open') return;
    if (!current) {
      const next = waiting.shift();
      if (!next) {
        if (finished) complete();
        return;
      }
      current = next;
      begun = true;
      setState(paused ? 'paused' : 'speaking');
      if (!paused) start(next);
    }
    prefetch();
  }

  function complete() {
    phase = 'ended';
    paused = false;
    setState('idle');
    deps.onIdle?.();
  }

  function stop() {
    if (phase !== 'open') return;
    if (current) releaseSentence(current);
    for (const sentence of waiting) releaseSentence(sentence);
    current = null;
    waiting = [];
    finished = false; // keeps spokenText() reporting the reply as cut
    complete();
  }

  return {
    enqueue(text) {
      if (phase === 'open' && finished) stop(); // a new reply stops the prior one
      if (phase !== 'open') openReply();
      const trimmed = text.trim();
      if (trimmed === '' || trimmed === lastText) return;
      lastText = trimmed;
      const sentence = newSentence(reply, count++, trimmed);
      deps.mark?.('sentence-queued', { index: sentence.index });
      waiting.push(sentence);
      pump();
    },
    finish() {
      if (phase === 'ended' || (phase === 'open' && finished)) return;
      if (phase === 'fresh') openReply();
      finished = true;
      pump();
    },
    stop,
    pause() {
      if (phase !== 'open' || paused) return;
      paused = true;
      current?.audio?.pause();
      current?.local?.pause?.();
      setState('paused');
    },
    resume() {
      if (!paused) return;
      paused = false;
      setState(begun ? 'speaking' : 'idle');
      if (!current) return;
      if (!current.begun || (current.failed && !current.local)) start(current);
      else if (current.local) current.local.resume?.();
      else current.audio?.play();
    },
    get state() {
      return state;
    },
    spokenText() {
      return { spoken: [...spoken], cut: phase === 'open' || (phase === 'ended' && !finished) };
    },
  };
}
