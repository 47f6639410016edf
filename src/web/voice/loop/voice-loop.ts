import { translator } from '../../i18n/current.js';
import type { RecognitionLike, Timers } from '../recognition/recognition-types.js';
import type { RecorderInput } from '../recognition/recorder-input.js';
import type { StartVoiceDetector } from '../vad/vad-types.js';
import { FALSE_INTERRUPTION_MS, isEcho } from './end-of-turn.js';
import { createHandsFree } from './hands-free.js';
import type { LoopCode, LoopError, VoiceLoopOptions } from './loop-code.js';
import { initialLoopState, type LoopEvent, type LoopState, loopReducer } from './voice-loop-state.js';

export type VoiceLoopDeps = {
  /** The voice code (voice-code.ts), fetched once; a failed fetch is tried again on the next tap. */
  loadCode: () => Promise<LoopCode>;
  /** The browser's speech recognizer, or null: then a recording is sent for transcription. */
  recognition: () => (() => RecognitionLike) | null;
  /** Loads the voice-activity detector (hands-free listening), only when hands-free listening starts. */
  startDetector: () => Promise<StartVoiceDetector>;
  timers: Timers;
  /** Wall-clock ms, for the send filter's repeat window. */
  now: () => number;
  /** The turn's timing marks (final transcript, speech stages). */
  mark: (stage: string, detail?: object) => void;
  /** The screen's latest options (language, voice, how to send a turn...). */
  options: () => VoiceLoopOptions;
  showError: (error: LoopError) => void;
};

/** Where the words of a turn came from ('typed' is sent as it is: a retry, or typed text). */
export type TurnSource = 'recognition' | 'recording' | 'typed';

type ReplySpeech = ReturnType<LoopCode['createReplySpeech']>;

/**
 * The reply under way, from the moment words are sent (or the expert's own sentences start) until it
 * has been spoken, failed, or been stopped. The record is the reply's token: every callback of its
 * stream and of its speech checks that it is still the current one, so a late sentence of a reply
 * that was interrupted is never queued, and the end of one reply can never end the next.
 */
type Reply = {
  abort: AbortController;
  speech: ReplySpeech;
  /** The expert's own words (a reminder come due, a reply played again): nothing stored to cut. */
  ownWords: boolean;
  /** Its stream has ended: every sentence has been queued. */
  streamEnded: boolean;
};

/**
 * The voice loop: the one owner of a turn's life, without React. Listening (browser recognition, or a
 * recording sent for transcription) -> the words sent -> the expert thinking, then speaking the reply
 * as it streams -> ready, or (hands-free) listening again at once. A tap, the person's voice over the
 * expert, or typed text interrupts the reply (barge-in), keeping what had been said aloud.
 *
 * What the person is shown is one state (voice-loop-state.ts), changed only by `dispatch` of an event
 * through its reducer; everything else the turn needs is kept here and nowhere else: the reply under
 * way (`reply`, its token), the listener or recording, a voice over the expert waiting for words
 * (`held`), and the count of stops (`generation`) that lets a start still under way know it was called
 * off. `attach()`/`detach()` follow the screen: leaving ends speech, stream and recording.
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
  /** A reply ended by itself (or words were not worth sending): hands-free listening opens again. */
  const replyOver = (event: LoopEvent & { type: 'turn-ended' | 'not-sent' }) => {
    dispatch(event);
    relistenSoon();
  };
  let code: LoopCode | null = null;
  let attached = false;
  let language = deps.options().language;
  let listener: ReturnType<LoopCode['createListener']> | null = null;
  let recorder: RecorderInput | null = null;
  let startWhenReady = false;
  /** Counts stops, so a start or a recording still under way can tell it was called off. */
  let generation = 0;
  /** The reply under way: its token (see Reply). */
  let reply: Reply | null = null;
  let filter: ReturnType<LoopCode['createSendFilter']> | null = null;
  /** A voice over the expert, waiting for words: the timer that lets the expert go on. */
  let held: number | null = null;
  /** Hands-free: listening again is already on its way. */
  let relistening = false;

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
    switched: (on) => dispatch({ type: 'hands-free', on }),
    failed: (err) => {
      stopHandsFree();
      const reason = err instanceof Error ? err.message : String(err);
      deps.showError({
        message: translator()(
          "Hands-free listening could not start ({reason}). Tap the microphone when you're done.",
          { reason },
        ),
        openHelp: false,
      });
    },
  });

  const wantsHandsFree = () => deps.options().listening.mode === 'hands-free' && deps.recognition() !== null;

  function stopHandsFree(): void {
    if (held !== null) deps.timers.clearTimeout(held);
    held = null;
    handsFree.stop();
  }

  /** Hands-free: listen again once the reply is over (or a turn was not worth sending). */
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

  // --- The reply: sent, spoken, interrupted ---

  /** A new reply's speech; its state and its end count only while `mine()` is the reply under way. */
  function replySpeech(
    voiceCode: LoopCode,
    settings: VoiceLoopOptions['settings'],
    speechLanguage: string,
    mine: () => Reply | null,
  ): ReplySpeech {
    return voiceCode.createReplySpeech(settings, speechLanguage, deps.options().speechEngine, {
      onState: (playback) => {
        if (playback === 'speaking' && isCurrent(mine())) dispatch({ type: 'speaking' });
      },
      onIdle: () => {
        const it = mine();
        if (!isCurrent(it) || !it?.streamEnded) return;
        reply = null;
        replyOver({ type: 'turn-ended' });
      },
      mark: deps.mark,
    });
  }

  const isCurrent = (it: Reply | null): boolean => it !== null && reply === it;

  /** Barge-in: stop speech and the stream now; keep what was said. */
  function interruptReply(): void {
    const current = reply;
    if (!current) return;
    reply = null;
    const { spoken, cut } = current.speech.spokenText();
    current.speech.stop();
    current.abort.abort();
    if (cut && !current.ownWords) deps.options().onCut(spoken.join(' '));
  }

  /** A turn: the words are filtered (unless typed), sent, and the reply spoken as it streams. */
  async function sendWords(text: string, source: TurnSource): Promise<void> {
    const voiceCode = await deps.loadCode();
    const { language: turnLanguage, settings } = deps.options();
    filter ??= voiceCode.createSendFilter();
    const decision =
      source === 'typed'
        ? { send: text.trim() !== '', text: text.trim() }
        : filter.decide(text, turnLanguage, deps.now(), source);
    if (!decision.send) return replyOver({ type: 'not-sent' });
    // Only one turn at a time: a new one ends whatever the last one was still doing.
    interruptReply();
    deps.mark('final-transcript');
    dispatch({ type: 'sent' });
    let mine: Reply | null = null;
    const speech = replySpeech(voiceCode, settings, turnLanguage, () => mine);
    mine = { abort: new AbortController(), speech, ownWords: false, streamEnded: false };
    reply = mine;
    const current = mine;
    const outcome = await deps.options().sendTurn(
      decision.text,
      (sentence) => {
        if (isCurrent(current)) speech.enqueue(sentence);
      },
      current.abort.signal,
    );
    if (!isCurrent(current)) return; // interrupted: the tap already moved on
    current.streamEnded = true;
    if (outcome === 'answered') speech.finish();
    else {
      speech.stop();
      reply = null;
      replyOver({ type: 'turn-ended' });
    }
  }

  /**
   * The expert speaks `sentences` in `speechLanguage` without a turn of the person's (a reminder come
   * due, already stored by the server; or, with `replayOf`, that message's reply played again), in the
   * screen's voice; then the loop is ready as after any reply. A reply played again is spoken even
   * with the expert muted: the person asked to hear it.
   */
  async function playSentences(
    sentences: string[],
    speechLanguage: string,
    replayOf?: number | string,
  ): Promise<void> {
    const voiceCode = await deps.loadCode();
    const { settings } = deps.options();
    interruptReply();
    dispatch(replayOf === undefined ? { type: 'sent' } : { type: 'sent', replay: replayOf });
    const voiceSettings = replayOf === undefined ? settings : { ...settings, muted: false };
    let mine: Reply | null = null;
    const speech = replySpeech(voiceCode, voiceSettings, speechLanguage, () => mine);
    mine = { abort: new AbortController(), speech, ownWords: true, streamEnded: true };
    reply = mine;
    for (const sentence of sentences) speech.enqueue(sentence);
    speech.finish();
  }

  /** Real speech while the expert speaks: it pauses, and the recognizer listens for the person's words. */
  function voiceOverExpert(): void {
    if (state.status !== 'speaking' || held !== null || !listener || !reply) return;
    reply.speech.pause();
    deps.mark('voice-over-expert');
    held = deps.timers.setTimeout(() => {
      held = null;
      // No words, or only the expert's own: it goes on from where it paused.
      listener?.abort();
      reply?.speech.resume();
      dispatch({ type: 'speaking' });
    }, FALSE_INTERRUPTION_MS);
    dispatch({ type: 'held' });
    handsFree.newTurn();
    listener.start();
  }

  /** Words while the expert waits: the person's (an interruption, kept as a tap's) or its echo. */
  function heardWhileHeld(text: string): void {
    const playing = reply?.speech.spokenText().spoken ?? [];
    if (held === null || text.trim() === '' || isEcho(text, playing.slice(-2))) return;
    deps.timers.clearTimeout(held);
    held = null;
    interruptReply();
    deps.mark('voice-interruption');
  }

  // --- Listening: the recognizer, or a recording ---

  function setUpListener(): void {
    listener?.dispose();
    listener = null;
    const createRecognition = deps.recognition();
    if (!attached || !code || !createRecognition) return;
    listener = code.createListener({
      createRecognition,
      timers: deps.timers,
      language,
      onState: (recognizer) => {
        dispatch({ type: 'recognizer', state: recognizer, turnActive: reply !== null });
        // The recognizer gave up on a silence with nothing heard: hands-free listens on.
        if (recognizer === 'idle') relistenSoon();
      },
      onTranscript: (text) => {
        dispatch({ type: 'heard', text });
        heardWhileHeld(text);
        handsFree.heard(text);
      },
      onFinal: (text) => void sendWords(text, 'recognition'),
      onError: deps.showError,
    });
    if (startWhenReady) {
      startWhenReady = false;
      listener.start();
    }
  }

  function codeArrived(loaded: LoopCode): void {
    if (code) return;
    code = loaded;
    setUpListener();
  }

  /** Calls off a start, a recording or a turn still under way. */
  function callOff(): void {
    generation += 1;
    if (handsFree.on) stopHandsFree();
    startWhenReady = false;
    interruptReply();
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
    let voiceCode: LoopCode;
    try {
      voiceCode = await deps.loadCode();
    } catch (err) {
      if (generation !== asked) return;
      dispatch({ type: 'failed' });
      // The voice code is a chunk fetched on first use: failing to load it is the connection's doing.
      console.error('The voice code could not be loaded', err);
      const t = translator();
      return deps.showError({
        message: t('Failed to start speech recognition: {reason}', {
          reason: t('the voice feature could not be loaded, check your connection'),
        }),
        openHelp: false,
      });
    }
    // Stopped while the voice code was loading (a refusal, a language change): stay stopped.
    if (generation !== asked) return;
    codeArrived(voiceCode);
    if (listener) return listener.start();
    // No listener yet (the screen is not attached): it starts as soon as it exists.
    if (deps.recognition()) {
      startWhenReady = true;
      return;
    }
    await startRecorder(voiceCode, asked);
  }

  async function startRecorder(voiceCode: LoopCode, asked: number): Promise<void> {
    if (!voiceCode.canRecord()) {
      return deps.showError({
        message: translator()('Speech recognition not supported in this browser'),
        openHelp: false,
      });
    }
    dispatch({ type: 'recording' });
    // The callbacks belong to this recording only: one called off (a stop, leaving) sends nothing.
    let mine: RecorderInput | null = null;
    const settle = () => {
      if (recorder === mine) recorder = null;
      return generation === asked;
    };
    try {
      const started = await voiceCode.startRecorderInput(
        deps.options().language,
        (text) => {
          if (settle()) void sendWords(text, 'recording');
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
      deps.showError(
        err instanceof voiceCode.RecorderError ? err : { message: String(err), openHelp: false },
      );
    }
  }

  /** The Pause control: hands-free listening stops (a reply being spoken is heard out). */
  function pauseListening(): void {
    if (!handsFree.on) return;
    const wasHeld = held !== null;
    stopHandsFree();
    listener?.abort();
    if (wasHeld) {
      reply?.speech.resume();
      dispatch({ type: 'speaking' });
    }
  }

  return {
    snapshot: (): LoopState => state,
    subscribe(subscriber: () => void): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    /** The screen is showing: the voice code loads once the page has painted; a tap meanwhile awaits it. */
    attach(): void {
      attached = true;
      setUpListener();
      // A failure here (a lost connection) is tried again, and told, when the microphone is tapped.
      deps.loadCode().then(
        (loaded) => attached && codeArrived(loaded),
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
      if (status === 'speaking' || status === 'thinking' || status === 'paused') {
        interruptReply();
        dispatch({ type: 'turn-ended' });
      } else if (status === 'listening') {
        if (held !== null) {
          // The expert was waiting on a voice: the tap confirms the interruption.
          deps.timers.clearTimeout(held);
          held = null;
          interruptReply();
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
      if (!handsFree.on && wantsHandsFree()) void handsFree.start();
      handsFree.newTurn();
      void startRecording();
    },
    /**
     * The lock screen's or a headset's Pause while the expert speaks: the reply is held where it is
     * (the rest of it still arrives), until resumeReply.
     */
    pauseReply(): void {
      if (state.status !== 'speaking' || held !== null || !reply) return;
      reply.speech.pause();
      dispatch({ type: 'paused' });
    },
    /** Play after pauseReply: the reply goes on from where it was held. */
    resumeReply(): void {
      if (state.status !== 'paused' || !reply) return;
      reply.speech.resume();
      dispatch({ type: 'speaking' });
    },
    /**
     * Sends typed or retried text as a turn. Like a tap, it ends what the expert was saying or
     * listening under way (the words heard so far are dropped). Refused (false) while a recording's
     * words are being transcribed: they are sent first.
     */
    sendText(text: string): boolean {
      if (state.status === 'stopping') return false;
      takeOver();
      void sendWords(text, 'typed');
      return true;
    },
    /**
     * Plays the reply of message `id` again (`sentences`, in `language`), ending whatever was being
     * said or heard, as sendText does; playing it again while it plays stops it.
     */
    replay(id: number | string, sentences: string[], language: string): void {
      if (state.status === 'stopping') return;
      if (state.replaying === id) {
        interruptReply();
        dispatch({ type: 'turn-ended' });
        return;
      }
      takeOver();
      void playSentences(sentences, language, id);
    },
    /** The expert says these sentences of its own (a reminder come due), only when ready. */
    speakFollowUp(sentences: string[], language: string): void {
      if (state.status === 'ready') void playSentences(sentences, language);
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
