import type { TurnOutcome } from '../conversation/conversation-turn.js';
import type { ListeningSettings } from '../listening-settings.js';
import type { ListenerDeps } from '../recognition/recognition-types.js';
import type { RecorderInput } from '../recognition/recorder-input.js';
import type { ReplySpeech } from '../speech/reply-speech.js';
import type { SpeechEngine, SpeechQueueDeps } from '../speech/speech-types.js';
import type { SendDecision } from '../transcript/send-filter.js';
import type { TranscriptSource } from '../transcript/transcript-noise.js';
import type { VoiceSettings } from '../voice-settings.js';

/** A failure to tell the person; `openHelp` opens the microphone help too. */
export type LoopError = { message: string; openHelp: boolean };

/** The parts of the voice code (voice-code.ts) the loop uses; tests pass fakes of them. */
export type LoopCode = {
  createSendFilter(): {
    decide(raw: string, language: string, now: number, source?: TranscriptSource): SendDecision;
  };
  createListener(deps: ListenerDeps): {
    start(): void;
    stop(): void;
    endTurn(): void;
    abort(): void;
    dispose(): void;
  };
  createReplySpeech(
    settings: VoiceSettings,
    language: string,
    speechEngine: SpeechEngine,
    handlers: Pick<SpeechQueueDeps, 'onState' | 'onIdle' | 'mark'>,
  ): Pick<ReplySpeech, 'enqueue' | 'finish' | 'stop' | 'pause' | 'resume' | 'spokenText'>;
  canRecord(): boolean;
  startRecorderInput(
    language: string,
    onText: (text: string) => void,
    onError: (error: LoopError) => void,
  ): Promise<RecorderInput>;
  RecorderError: abstract new (message: string, openHelp: boolean) => LoopError & Error;
};

export type VoiceLoopOptions = {
  language: string;
  settings: VoiceSettings;
  /** Hands-free or tap to talk, and the pause that ends a hands-free turn. */
  listening: ListeningSettings;
  /** Who speaks the replies: the server's speech engine, or the browser's own voice (GET /api/tts/voices). */
  speechEngine: SpeechEngine;
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
