import type { TurnOutcome } from '../conversation/conversation-turn.js';
import { deferred } from '../deferred.test-helpers.js';
import type { ListenerDeps } from '../recognition/recognition-types.js';
import type { RecorderInput } from '../recognition/recorder-input.js';
import type { SpeechQueueDeps } from '../speech/speech-types.js';
import type { VadEvents } from '../vad/vad-types.js';
import { defaultVoiceSettings, type VoiceSettings } from '../voice-settings.js';
import type { LoopCode, LoopError, VoiceLoopOptions } from './loop-code.js';
import { createVoiceLoop } from './voice-loop.js';

export { deferred, settle } from '../deferred.test-helpers.js';

type FakeListener = {
  deps: ListenerDeps;
  starts: number;
  stops: number;
  endTurns: number;
  aborts: number;
  disposed: boolean;
};
type FakeSpeech = {
  handlers: Pick<SpeechQueueDeps, 'onState' | 'onIdle' | 'mark'>;
  settings: VoiceSettings;
  /** The language it speaks in. */
  language: string;
  queued: string[];
  /** What has been said aloud, sentence by sentence. */
  said: string[];
  finished: boolean;
  stopped: boolean;
  paused: boolean;
};
type FakeRecording = {
  language: string;
  onText: (text: string) => void;
  onError: (error: LoopError) => void;
  opened: ReturnType<typeof deferred<RecorderInput>>;
  stops: number;
  cancels: number;
};
type SentTurn = {
  text: string;
  signal: AbortSignal;
  onSentence: (s: string) => void;
  answer: ReturnType<typeof deferred<TurnOutcome>>;
};

class FakeRecorderError extends Error {
  readonly openHelp: boolean;
  constructor(message: string, openHelp: boolean) {
    super(message);
    this.openHelp = openHelp;
  }
}

/**
 * A voice loop on fake voice code: the listener, speech, recorder and the conversation's turns are
 * recorded for the test to drive. `recognition: false` is a browser without a speech recognizer.
 */
export function setupLoop(
  setup: {
    recognition?: boolean;
    canRecord?: boolean;
    code?: Promise<LoopCode>;
    /** Hands-free listening (default: tap to talk); the detector is a fake the test drives. */
    handsFree?: boolean;
    /** The detector's microphone cannot open: its start fails with this. */
    detectorFails?: Error;
  } = {},
) {
  const listeners: FakeListener[] = [];
  const speeches: FakeSpeech[] = [];
  const recordings: FakeRecording[] = [];
  const turns: SentTurn[] = [];
  const cuts: string[] = [];
  const errors: LoopError[] = [];
  const seen = { beforeListen: 0, help: 0, marks: [] as string[] };
  let clock = 1_000_000;
  // Timers run when the test advances the clock past them, in order.
  let timerIds = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const detector = { starts: 0, destroyed: 0, events: null as VadEvents | null };
  const code: LoopCode = {
    createSendFilter: () => ({
      decide: (raw) =>
        raw.trim() === '' || raw === 'um'
          ? { send: false, reason: 'noise' }
          : { send: true, text: raw.trim() },
    }),
    createListener(deps) {
      const listener: FakeListener = { deps, starts: 0, stops: 0, endTurns: 0, aborts: 0, disposed: false };
      listeners.push(listener);
      return {
        start: () => {
          listener.starts += 1;
        },
        stop: () => {
          listener.stops += 1;
        },
        endTurn: () => {
          listener.endTurns += 1;
        },
        abort: () => {
          listener.aborts += 1;
        },
        dispose: () => {
          listener.disposed = true;
        },
      };
    },
    createReplySpeech(settings, language, _speechEngine, handlers) {
      const speech: FakeSpeech = {
        handlers,
        settings,
        language,
        queued: [],
        said: [],
        finished: false,
        stopped: false,
        paused: false,
      };
      speeches.push(speech);
      return {
        enqueue: (text) => void speech.queued.push(text),
        finish: () => {
          speech.finished = true;
        },
        stop: () => {
          speech.stopped = true;
        },
        pause: () => {
          speech.paused = true;
        },
        resume: () => {
          speech.paused = false;
        },
        spokenText: () => ({
          spoken: [...speech.said],
          cut: !speech.finished || speech.said.length < speech.queued.length,
        }),
      };
    },
    canRecord: () => setup.canRecord ?? true,
    startRecorderInput(language, onText, onError) {
      const recording: FakeRecording = {
        language,
        onText,
        onError,
        opened: deferred(),
        stops: 0,
        cancels: 0,
      };
      recordings.push(recording);
      return recording.opened.promise;
    },
    RecorderError: FakeRecorderError,
  };
  const options: VoiceLoopOptions = {
    language: 'en-US',
    settings: defaultVoiceSettings,
    listening: { mode: setup.handsFree ? 'hands-free' : 'tap', pauseMs: 800 },
    speechEngine: 'server',
    onBeforeListen: () => {
      seen.beforeListen += 1;
    },
    sendTurn(text, onSentence, signal) {
      const answer = deferred<TurnOutcome>();
      turns.push({ text, signal, onSentence, answer });
      return answer.promise;
    },
    onCut: (spoken) => void cuts.push(spoken),
    onMicrophoneHelp: () => {
      seen.help += 1;
    },
  };
  const loop = createVoiceLoop({
    loadCode: () => setup.code ?? Promise.resolve(code),
    recognition: () =>
      setup.recognition === false
        ? null
        : () => {
            throw new Error('the fake listener makes no recognizer');
          },
    startDetector: async () => async (events) => {
      if (setup.detectorFails) throw setup.detectorFails;
      detector.starts += 1;
      detector.events = events;
      return {
        destroy: async () => {
          detector.destroyed += 1;
        },
      };
    },
    timers: {
      setTimeout: (fn, ms) => {
        timerIds += 1;
        timers.set(timerIds, { at: clock + ms, fn });
        return timerIds;
      },
      clearTimeout: (id) => void timers.delete(id),
      now: () => clock,
    },
    now: () => clock,
    mark: (stage) => void seen.marks.push(stage),
    options: () => options,
    showError: (error) => void errors.push(error),
  });
  /** Opens recording `i` with a recorder whose stop and cancel are counted. */
  const openRecording = (i = 0) => {
    const recording = recordings[i];
    recording?.opened.resolve({
      stop: () => {
        recording.stops += 1;
      },
      cancel: () => {
        recording.cancels += 1;
      },
    });
  };
  return {
    loop,
    code,
    options,
    listeners,
    speeches,
    recordings,
    turns,
    cuts,
    errors,
    seen,
    openRecording,
    status: () => loop.snapshot().status,
    listener: () => listeners.at(-1),
    detector,
    /** Moves the clock on by `ms`, running the timers that come due. */
    advance: (ms: number) => {
      const until = clock + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        clock = Math.max(clock, due[1].at);
        due[1].fn();
      }
      clock = until;
    },
  };
}
