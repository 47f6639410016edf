/** What the browser-side fakes expose on window.__voxFake, as the Node side reads it back. */

export type RecognitionSettings = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
};

/** One start()/stop()/abort() call, with the instance's settings at that moment. */
export type RecognitionCall = RecognitionSettings & {
  method: 'start' | 'stop' | 'abort';
  instance: number;
  at: number;
};

/** One event the fake fired at an instance (results flattened for easy assertions). */
export type RecognitionEventRecord = {
  instance: number;
  type: string;
  at: number;
  resultIndex?: number;
  transcripts?: string[];
  finals?: boolean[];
  error?: string;
};

export type RecognitionState = {
  /** False when installed as "no speech recognition at all". */
  available: boolean;
  instances: number;
  calls: RecognitionCall[];
  starts: number;
  stops: number;
  aborts: number;
  running: boolean;
  /** Utterances said while no session was listening, waiting for the next start(). */
  queued: number;
  events: RecognitionEventRecord[];
};

export type SayOptions = {
  /** Interim results before the final one (default: one per word; 0 for none). */
  interimSteps?: number;
  /** False: the speaker has not finished; the words stay interim until the next say(), stop() or end(). */
  final?: boolean;
  confidence?: number;
};

export type RecognitionController = {
  say(text: string, options?: SayOptions): void;
  end(): void;
  fail(code: string, message?: string): void;
  denyNext(): void;
  state(): RecognitionState;
};

export type MediaEventRecord = {
  type: 'play' | 'playing' | 'pause' | 'ended' | 'error' | 'emptied' | 'play-rejected';
  /** Numbered per element in order of first sight, so a test can tell elements apart. */
  element: number;
  src: string;
  at: number;
  /** MediaError code for 'error', the DOMException name for 'play-rejected'. */
  detail?: string;
};

export type SpeechRecord = {
  method: 'speak' | 'cancel';
  text?: string;
  lang?: string;
  voice?: string | null;
  rate?: number;
  at: number;
};

export type SpeechEventRecord = { type: 'start' | 'end' | 'error'; text: string; error?: string; at: number };

export type MicrophoneRecord = {
  method: 'getUserMedia' | 'recorder-start' | 'recorder-stop' | 'dataavailable';
  constraints?: string;
  outcome?: string;
  size?: number;
  at: number;
};

export type AudioFakeLog = {
  media: MediaEventRecord[];
  speech: SpeechRecord[];
  speechEvents: SpeechEventRecord[];
};

/** How the page's microphone behaves: the real one (needs launch flags), a tone, or refused. */
export type MicrophoneMode = 'real' | 'tone' | 'denied' | 'missing';

export type AudioFakeOptions = {
  /** 'fake': speechSynthesis is replaced (headless Chromium has no voices); 'real': only recorded. */
  speech: 'fake' | 'real';
  /** How long a faked utterance "speaks": ms per character (at least 20 ms), or 'manual': until finish(). */
  speechMsPerChar: number | 'manual';
};

export type RecognitionFakeOptions = {
  mode: 'fake' | 'absent';
  /** Time between interim results, ms. */
  stepMs: number;
};

/** One thing the "user" says (see SayOptions). */
export type Utterance = { words: string[]; steps: number; final: boolean; confidence: number };
export type SessionResult = { transcript: string; confidence: number; isFinal: boolean };

/** One recognition instance's listening state, as the engine keeps it. */
export type Session = {
  id: number;
  state: 'idle' | 'starting' | 'listening' | 'stopping';
  queue: Utterance[];
  current: { utterance: Utterance; step: number } | null;
  /** Words said with final: false, waiting to be finished by the next utterance. */
  carried: string[];
  finals: SessionResult[];
  speaking: boolean;
  driver: ReturnType<typeof setTimeout> | null;
};

/** How the engine reaches the page: events go out on later tasks, in order. */
export type RecognitionSink = {
  /** `before` runs on that later task just before the event is dispatched. */
  fire(me: Session, type: string, props?: Record<string, unknown>, before?: () => void): void;
  result(me: Session, results: SessionResult[], resultIndex: number): void;
  settings(me: Session): { continuous: boolean; interimResults: boolean };
};

export type RecognitionEngine = {
  open(): Session;
  start(me: Session, deny: boolean): void;
  stop(me: Session): void;
  abort(me: Session): void;
  say(utterance: Utterance): void;
  end(): void;
  fail(code: string, message: string): void;
  queued(): number;
  running(): boolean;
};
