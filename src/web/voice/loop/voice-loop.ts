import type { RecognitionLike, Timers } from '../recognition/recognition-types.js';
import type { RecorderInput } from '../recognition/recorder-input.js';
import type { StartVoiceDetector } from '../vad/vad-types.js';
import { FALSE_INTERRUPTION_MS, isEcho } from './end-of-turn.js';
import { createHandsFree } from './hands-free.js';
import type { LoopEngine, LoopError, VoiceLoopOptions } from './loop-engine.js';
import { initialLoopState, type LoopEvent, type LoopState, loopReducer } from './voice-loop-state.js';
import { createTurns } from './voice-turns.js';

export type VoiceLoopDeps = {
  /** The voice engine, fetched once; a failed fetch is tried again on the next tap. */
  loadEngine: () => Promise<LoopEngine>;
  /** The browser's speech recognizer, or null: then a recording is sent for transcription. */
  recognition: () => (() => RecognitionLike) | null;
  /** Loads the voice-activity detector (hands-free listening), only when hands-free listening starts. */
  startDetector: () => Promise<StartVoiceDetector>;
  timers: Timers;
  now: () => number;
  mark: (stage: string, detail?: object) => void;
  /** The screen's latest options (language, voice, how to send a turn...). */
  options: () => VoiceLoopOptions;
  showError: (error: LoopError) => void;
};

/**
 * The voice loop without React: listen (browser recognition, or a recording sent for transcription),
 * send the final transcript and speak the reply as it streams (createTurns), stop it all at a tap,
 * and be ready again once the reply has been spoken. `attach()`/`detach()` follow the screen: leaving
 * ends speech, stream and recording, and a start or transcription still under way is called off.
 *
 * Hands-free (the default, with the browser's recognizer): from the first tap a voice-activity
 * detector listens too (hands-free.ts). A turn ends when the person pauses; after each reply the
 * recognizer listens again by itself; real speech over the expert pauses it, and the recognizer's
 * words (not an echo of the expert's sentence) within FALSE_INTERRUPTION_MS make it an interruption,
 * else the expert goes on. Pause, a long silence or leaving stops hands-free listening.
 */
export function createVoiceLoop(deps: VoiceLoopDeps) {
  let state: LoopState = initialLoopState;
  const subscribers = new Set<() => void>();
  const dispatch = (event: LoopEvent) => {
    const next = loopReducer(state, event);
    if (next === state) return;
    state = next;
    for (const subscriber of subscribers) subscriber();
  };
  // The end of a reply (or a turn not sent) is when hands-free listening opens again.
  const turns = createTurns({
    ...deps,
    dispatch: (event) => {
      dispatch(event);
      if (event.type === 'turn-ended' || event.type === 'not-sent') relistenSoon();
    },
  });
  let engine: LoopEngine | null = null;
  let attached = false;
  let language = deps.options().language;
  let listener: ReturnType<LoopEngine['createListener']> | null = null;
  let recorder: RecorderInput | null = null;
  let startWhenReady = false;
  /** Counts stops, so a start or a recording still under way can tell it was called off. */
  let generation = 0;
  /** A voice over the expert, waiting for words: the timer that lets the expert go on. */
  let held: number | null = null;

  const handsFree = createHandsFree({
    timers: deps.timers,
    mark: deps.mark,
    startDetector: deps.startDetector,
    pauseMs: () => deps.options().listening.pauseMs,
    language: () => language,
    listening: () => state.status === 'listening' && held === null,
    endTurn: () => listener?.endTurn(),
    voice: () => voiceOverExpert(),
    idle: () => {
      stopHandsFree();
      listener?.abort();
      dispatch({ type: 'idle-stopped' });
    },
    failed: (err) => {
      stopHandsFree();
      const reason = err instanceof Error ? err.message : String(err);
      deps.showError({
        message: `Hands-free listening could not start (${reason}). Tap the microphone when you're done.`,
        openHelp: false,
      });
    },
  });

  const wantsHandsFree = () => deps.options().listening.mode === 'hands-free' && deps.recognition() !== null;

  function stopHandsFree(): void {
    if (held !== null) deps.timers.clearTimeout(held);
    held = null;
    handsFree.stop();
    dispatch({ type: 'hands-free', on: false });
  }

  /** Hands-free: listen again once the reply is over (or a turn was not worth sending). */
  let relistening = false;
  function relistenSoon(): void {
    if (!handsFree.on || relistening) return;
    relistening = true;
    deps.timers.setTimeout(() => {
      relistening = false;
      if (!handsFree.on || !attached || !listener || state.status !== 'ready') return;
      handsFree.newTurn();
      listener.start();
    }, 0);
  }

  /** Real speech while the expert speaks: it pauses, and the recognizer listens for the person's words. */
  function voiceOverExpert(): void {
    if (state.status !== 'speaking' || held !== null || !listener || !turns.hold()) return;
    deps.mark('voice-over-expert');
    held = deps.timers.setTimeout(() => {
      held = null;
      // No words, or only the expert's own: it goes on from where it paused.
      listener?.abort();
      turns.resume();
      dispatch({ type: 'speaking' });
    }, FALSE_INTERRUPTION_MS);
    dispatch({ type: 'held' });
    handsFree.newTurn();
    listener.start();
  }

  /** Words while the expert waits: the person's (an interruption, kept as a tap's) or its echo. */
  function heardWhileHeld(text: string): void {
    if (held === null || text.trim() === '' || isEcho(text, turns.playing().slice(-2))) return;
    deps.timers.clearTimeout(held);
    held = null;
    turns.interrupt();
    deps.mark('voice-interruption');
  }

  function setUpListener(): void {
    listener?.dispose();
    listener = null;
    const createRecognition = deps.recognition();
    if (!attached || !engine || !createRecognition) return;
    listener = engine.createListener({
      createRecognition,
      timers: deps.timers,
      language,
      onState: (recognizer) => {
        dispatch({ type: 'recognizer', state: recognizer, turnActive: turns.active() });
        // The recognizer gave up on a silence with nothing heard: hands-free listens on.
        if (recognizer === 'idle') relistenSoon();
      },
      onTranscript: (text) => {
        dispatch({ type: 'heard', text });
        heardWhileHeld(text);
        handsFree.heard(text);
      },
      onFinal: (text) => void turns.speak(text, 'recognition'),
      onError: deps.showError,
    });
    if (startWhenReady) {
      startWhenReady = false;
      listener.start();
    }
  }

  function engineArrived(loaded: LoopEngine): void {
    if (engine) return;
    engine = loaded;
    setUpListener();
  }

  /** Calls off a start, a recording or a turn still under way. */
  function callOff(): void {
    generation += 1;
    if (handsFree.on) stopHandsFree();
    startWhenReady = false;
    turns.interrupt();
    recorder?.cancel();
    recorder = null;
  }

  /** Typed text or a replay takes over: listening, a recording and the turn under way end now. */
  function takeOver(): void {
    const listening = state.status === 'listening';
    callOff();
    if (listening) listener?.abort();
  }

  async function startRecording(): Promise<void> {
    const asked = generation;
    let voice: LoopEngine;
    try {
      voice = await deps.loadEngine();
    } catch (err) {
      if (generation !== asked) return;
      dispatch({ type: 'failed' });
      const reason = err instanceof Error ? err.message : String(err);
      return deps.showError({ message: `Failed to start speech recognition: ${reason}`, openHelp: false });
    }
    // Stopped while the voice code was loading (a refusal, a language change): stay stopped.
    if (generation !== asked) return;
    engineArrived(voice);
    if (listener) return listener.start();
    // No listener yet (the screen is not attached): it starts as soon as it exists.
    if (deps.recognition()) {
      startWhenReady = true;
      return;
    }
    await startRecorder(voice, asked);
  }

  async function startRecorder(voice: LoopEngine, asked: number): Promise<void> {
    if (!voice.canRecord()) {
      return deps.showError({ message: 'Speech recognition not supported in this browser', openHelp: false });
    }
    dispatch({ type: 'recording' });
    // The callbacks belong to this recording only: one called off (a stop, leaving) sends nothing.
    let mine: RecorderInput | null = null;
    const settle = () => {
      if (recorder === mine) recorder = null;
      return generation === asked;
    };
    try {
      const started = await voice.startRecorderInput(
        deps.options().language,
        (text) => {
          if (settle()) void turns.speak(text, 'recording');
        },
        (error) => {
          if (!settle()) return;
          dispatch({ type: 'failed' });
          deps.showError(error);
        },
      );
      mine = started;
      if (generation === asked) recorder = started;
      else started.cancel(); // stopped while the microphone was opening
    } catch (err) {
      dispatch({ type: 'failed' });
      deps.showError(err instanceof voice.RecorderError ? err : { message: String(err), openHelp: false });
    }
  }

  /** The Pause control: hands-free listening stops (a reply being spoken is heard out). */
  function pauseListening(): void {
    if (!handsFree.on) return;
    const wasHeld = held !== null;
    stopHandsFree();
    listener?.abort();
    if (wasHeld) {
      turns.resume();
      dispatch({ type: 'speaking' });
    }
  }

  return {
    snapshot: (): LoopState => state,
    subscribe(subscriber: () => void): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    /** The screen is showing: the engine loads once the page has painted; a tap meanwhile awaits it. */
    attach(): void {
      attached = true;
      setUpListener();
      // A failure here (a lost connection) is tried again, and told, when the microphone is tapped.
      deps.loadEngine().then(
        (loaded) => attached && engineArrived(loaded),
        () => {},
      );
    },
    /** Leaving the screen: stop speaking, streaming and recording; nothing under way is sent. */
    detach(): void {
      attached = false;
      callOff();
      listener?.dispose();
      listener = null;
    },
    /** Another language: a new recognizer for it (the screen has stopped everything first). */
    setLanguage(next: string): void {
      if (next === language) return;
      language = next;
      setUpListener();
    },
    /** The microphone button. */
    onMicrophone(): void {
      const { status } = state;
      if (status === 'speaking' || status === 'thinking') {
        turns.interrupt();
        dispatch({ type: 'turn-ended' });
      } else if (status === 'listening') {
        if (held !== null) {
          // The expert was waiting on a voice: the tap confirms the interruption.
          deps.timers.clearTimeout(held);
          held = null;
          turns.interrupt();
          return;
        }
        // Hands-free: a tap sends what was said at once; with nothing said it stops listening.
        if (listener && handsFree.on) {
          if (state.hearing.trim() === '') stopHandsFree();
          listener.endTurn();
        } else if (listener) listener.stop();
        else if (recorder) {
          // Until the transcription is back the words are not sent: 'stopping' ignores taps.
          dispatch({ type: 'transcribing' });
          recorder.stop();
        }
        return;
      } else if (status !== 'ready' && status !== 'asleep') return;
      deps.options().onBeforeListen?.();
      if (!handsFree.on && wantsHandsFree()) {
        dispatch({ type: 'hands-free', on: true });
        void handsFree.start();
      }
      handsFree.newTurn();
      void startRecording();
    },
    /**
     * Sends typed or retried text as a turn. Like a tap, it ends what the expert was saying or
     * listening under way (the words heard so far are dropped). Refused (false) while a recording's
     * words are being transcribed: they are sent first.
     */
    sendText(text: string): boolean {
      if (state.status === 'stopping') return false;
      takeOver();
      void turns.speak(text, 'typed');
      return true;
    },
    /**
     * Plays the reply of message `id` again (`sentences`, in `language`), ending whatever was being
     * said or heard, as sendText does; playing it again while it plays stops it.
     */
    replay(id: number | string, sentences: string[], language: string): void {
      if (state.status === 'stopping') return;
      if (state.replaying === id) {
        turns.interrupt();
        dispatch({ type: 'turn-ended' });
        return;
      }
      takeOver();
      void turns.say(sentences, language, id);
    },
    /** The expert says these sentences of its own (a reminder come due), only when ready. */
    say(sentences: string[], language: string): void {
      if (state.status === 'ready') void turns.say(sentences, language);
    },
    pauseListening,
    /**
     * The page is hidden (another app, the screen locked): the microphone must not stay open where
     * the person cannot see it. Hands-free listening stops as Pause stops it, and words being heard
     * or recorded are dropped, not sent. A reply being spoken is heard out.
     */
    closeMicrophone(): void {
      const listening = state.status === 'listening' && held === null;
      pauseListening();
      if (!listening) return;
      generation += 1;
      startWhenReady = false;
      listener?.abort();
      recorder?.cancel();
      recorder = null;
      dispatch({ type: 'stopped' });
    },
    /** Stops listening, speaking and streaming (language or conversation change, a refusal). */
    stopAll(): void {
      callOff();
      listener?.abort();
      dispatch({ type: 'stopped' });
    },
  };
}

export type VoiceLoop = ReturnType<typeof createVoiceLoop>;
