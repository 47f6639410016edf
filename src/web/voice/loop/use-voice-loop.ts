import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/use-toast.js';
import type { TurnOutcome } from '../conversation/use-conversation.js';
import type { RecognitionLike } from '../recognition/recognition-types.js';
import type { RecorderInput } from '../recognition/recorder-input.js';
import type { ReplySpeech } from '../speech/reply-speech.js';
import { markTurn } from '../speech/turn-marks.js';
import type { VoiceStatus } from '../voice-panel.js';
import type { VoiceSettings } from '../voice-settings.js';
import { loadVoiceEngine, type VoiceEngine } from './load-voice-engine.js';

type RecognitionConstructor = new () => RecognitionLike;

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type VoiceLoopOptions = {
  language: string;
  settings: VoiceSettings;
  /** Who speaks: the server's engine, or the browser itself (GET /api/tts/voices). */
  engine: 'server' | 'browser';
  /** Called when a recording starts (opens provider connections, creates the conversation). */
  onBeforeListen?: () => void;
  /** Sends the heard text and streams the reply; sentences go to `onSentence`. */
  sendTurn: (
    text: string,
    onSentence: (sentence: string) => void,
    signal: AbortSignal,
  ) => Promise<TurnOutcome>;
  /** The reply was interrupted: `spoken` is what the expert had said. */
  onCut: (spoken: string) => void;
  onMicrophoneHelp: () => void;
};

const timers = {
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (id: number) => window.clearTimeout(id),
  now: () => performance.now(),
};

type Turn = { abort: AbortController; speech: ReplySpeech };

/**
 * The voice loop of VOICE.md: listen (browser recognition, or a recording sent to /api/transcribe),
 * clean and send the final transcript, speak the reply sentence by sentence as it streams, stop it all
 * at a tap (barge-in), and be ready again when the reply has been spoken.
 */
export function useVoiceLoop(options: VoiceLoopOptions) {
  const [status, setStatus] = useState<VoiceStatus>('ready');
  const statusRef = useRef(status);
  statusRef.current = status;
  const [hearing, setHearing] = useState('');
  const [engine, setEngine] = useState<VoiceEngine | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const filter = useRef<ReturnType<VoiceEngine['createSendFilter']> | null>(null);
  const turn = useRef<Turn | null>(null);
  const recorder = useRef<RecorderInput | null>(null);
  const listener = useRef<ReturnType<VoiceEngine['createListener']> | null>(null);
  const startWhenReady = useRef(false);
  /** Counts stopAll calls, so a start still waiting for the voice code can tell it was called off. */
  const generation = useRef(0);

  // The machinery loads once the page has painted; a tap before then waits for it.
  useEffect(() => {
    let live = true;
    // A failure here (a lost connection) is tried again, and told, when the microphone is tapped.
    loadVoiceEngine().then(
      (loaded) => {
        if (live) setEngine(loaded);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  const showError = useCallback((error: { message: string; openHelp: boolean }) => {
    toast({ title: 'Microphone Error', description: error.message, variant: 'destructive' });
    if (error.openHelp || /permission|access|microphone/i.test(error.message))
      latest.current.onMicrophoneHelp();
  }, []);

  /** Barge-in: stop speech and the stream now; keep what was said. */
  const interrupt = useCallback(() => {
    const current = turn.current;
    if (!current) return;
    turn.current = null;
    const { spoken, cut } = current.speech.spokenText();
    current.speech.stop();
    current.abort.abort();
    if (cut) latest.current.onCut(spoken.join(' '));
  }, []);

  /** A turn: `source` says where the text came from ('typed' is sent as it is: a retry). */
  const speak = useCallback(
    async (text: string, source: 'recognition' | 'recording' | 'typed') => {
      const voice = await loadVoiceEngine();
      const { language, settings } = latest.current;
      filter.current ??= voice.createSendFilter();
      const decision =
        source === 'typed'
          ? { send: text.trim() !== '', text: text.trim() }
          : filter.current.decide(text, language, Date.now(), source);
      setHearing('');
      if (!decision.send) {
        setStatus('ready');
        return;
      }
      // Only one turn at a time: a new one ends whatever the last one was still doing.
      interrupt();
      markTurn('final-transcript');
      setStatus('thinking');
      const abort = new AbortController();
      let streamEnded = false;
      const speech: ReplySpeech = voice.createReplySpeech(settings, language, latest.current.engine, {
        onState: (state) => {
          if (state === 'speaking' && turn.current?.speech === speech) setStatus('speaking');
        },
        onIdle: () => {
          if (turn.current?.speech !== speech || !streamEnded) return;
          turn.current = null;
          setStatus('ready');
        },
        mark: (name, detail) => markTurn(name, detail),
      });
      turn.current = { abort, speech };
      const outcome = await latest.current.sendTurn(decision.text, (s) => speech.enqueue(s), abort.signal);
      if (turn.current?.speech !== speech) return; // interrupted: the tap already moved on
      streamEnded = true;
      if (outcome === 'answered') speech.finish();
      else {
        speech.stop();
        turn.current = null;
        setStatus('ready');
      }
    },
    [interrupt],
  );

  const language = options.language;
  useEffect(() => {
    const Recognition = recognitionConstructor();
    if (!engine || !Recognition) return;
    const created = engine.createListener({
      createRecognition: () => new Recognition(),
      timers,
      language,
      onState: (state) => {
        if (state === 'recording' || state === 'starting') setStatus('listening');
        else if (state === 'stopping') setStatus('stopping');
        else if (!turn.current) setStatus('ready');
      },
      onTranscript: setHearing,
      onFinal: (text) => void speak(text, 'recognition'),
      onError: showError,
    });
    listener.current = created;
    if (startWhenReady.current) {
      startWhenReady.current = false;
      created.start();
    }
    return () => {
      created.dispose();
      listener.current = null;
    };
  }, [engine, language, speak, showError]);

  // Leaving the page: stop speaking, streaming and recording; a start or transcription under way is off.
  useEffect(
    () => () => {
      generation.current += 1;
      startWhenReady.current = false;
      interrupt();
      recorder.current?.cancel();
      recorder.current = null;
    },
    [interrupt],
  );

  const startRecording = useCallback(async () => {
    const asked = generation.current;
    let voice: VoiceEngine;
    try {
      voice = await loadVoiceEngine();
    } catch (err) {
      if (generation.current !== asked) return;
      setStatus('ready');
      showError({
        message: `Failed to start speech recognition: ${err instanceof Error ? err.message : String(err)}`,
        openHelp: false,
      });
      return;
    }
    // Stopped while the voice code was loading (a refusal, a language change): stay stopped.
    if (generation.current !== asked) return;
    setEngine((current) => current ?? voice);
    if (listener.current) {
      listener.current.start();
      return;
    }
    if (recognitionConstructor()) {
      // Tapped before the listener was set up (the engine just arrived, or the language changed):
      // it starts as soon as it exists.
      startWhenReady.current = true;
      return;
    }
    if (!voice.canRecord()) {
      showError({ message: 'Speech recognition not supported in this browser', openHelp: false });
      return;
    }
    setStatus('listening');
    // The callbacks belong to this recording only: one called off (a stop, leaving the page) sends nothing.
    let mine: RecorderInput | null = null;
    const settle = () => {
      if (recorder.current === mine) recorder.current = null;
      return generation.current === asked;
    };
    try {
      const started = await voice.startRecorderInput(
        latest.current.language,
        (text) => {
          if (settle()) void speak(text, 'recording');
        },
        (error) => {
          if (!settle()) return;
          setStatus('ready');
          showError(error);
        },
      );
      mine = started;
      if (generation.current === asked) recorder.current = started;
      else started.cancel(); // stopped while the microphone was opening
    } catch (err) {
      setStatus('ready');
      showError(err instanceof voice.RecorderError ? err : { message: String(err), openHelp: false });
    }
  }, [speak, showError]);

  /** The microphone button. */
  const onMicrophone = useCallback(() => {
    if (status === 'speaking' || status === 'thinking') {
      interrupt();
      setStatus('ready');
    } else if (status === 'listening') {
      if (listener.current) listener.current.stop();
      else if (recorder.current) {
        // Until the transcription is back the words are not sent: 'stopping' ignores taps (spec section 4).
        setStatus('stopping');
        recorder.current.stop();
      }
      return;
    } else if (status !== 'ready') return;
    latest.current.onBeforeListen?.();
    void startRecording();
  }, [status, interrupt, startRecording]);

  /** Sends typed or retried text through the same turn. */
  const sendText = useCallback(
    (text: string) => {
      if (statusRef.current === 'ready') void speak(text, 'typed');
    },
    [speak],
  );

  /** Stops listening, speaking and streaming (language or conversation change, a refusal). */
  const stopAll = useCallback(() => {
    generation.current += 1;
    startWhenReady.current = false;
    interrupt();
    listener.current?.abort();
    recorder.current?.cancel();
    recorder.current = null;
    setHearing('');
    setStatus('ready');
  }, [interrupt]);

  return { status, hearing, onMicrophone, sendText, stopAll };
}
