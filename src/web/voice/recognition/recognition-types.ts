import type { RecognitionLike } from '../../lib/speech-recognition-types.js';
import type { TranscriptBuffer } from '../transcript/transcript-buffer.js';

export type { RecognitionLike, RecognitionResultEventLike } from '../../lib/speech-recognition-types.js';

export type Timers = {
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
  now(): number;
};

export type ListenState = 'idle' | 'starting' | 'recording' | 'stopping';

export type ListenError = { code: string; message: string; openHelp: boolean };

export type ListenerDeps = {
  /** May throw (-> 'Error setting up speech recognition: ...'). */
  createRecognition: () => RecognitionLike;
  timers: Timers;
  /** BCP-47, one of the eleven. */
  language: string;
  onState(state: ListenState): void;
  /** Live text (finals + interim) for the screen. */
  onTranscript(text: string): void;
  /** The transcript to send, after the capture delay; not called for blank. */
  onFinal(text: string): void;
  onError(error: ListenError): void;
  /** Session time etc. ("session time logged"). */
  log?(event: string, details?: object): void;
  /** Tests may swap the transcript buffer; the app uses createTranscriptBuffer. */
  createTranscriptBuffer?: (language: string) => TranscriptBuffer;
};
