import { createListener } from './recognition-machine.js';
import type {
  ListenError,
  ListenState,
  RecognitionLike,
  RecognitionResultEventLike,
  Timers,
} from './recognition-types.js';

/** A clock whose timers run only when the test advances time, in due order. */
export function createFakeClock() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    setTimeout(fn, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => void pending.delete(id),
    now: () => now,
  };
  return {
    timers,
    /** Moves time forward, running every timer that falls due on the way (and timers they set). */
    advance(ms: number): void {
      const end = now + ms;
      for (;;) {
        let due: [number, { at: number; fn: () => void }] | undefined;
        for (const entry of pending) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    pendingTimers: () => pending.size,
  };
}

type Result = { transcript: string; isFinal: boolean };

/** A scripted SpeechRecognition: the test says what the browser hears and when it ends. */
export class FakeRecognition implements RecognitionLike {
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 0;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onspeechstart: (() => void) | null = null;
  onresult: ((event: RecognitionResultEventLike) => void) | null = null;
  onerror: ((event: { error: string; message?: string }) => void) | null = null;
  running = false;
  starts = 0;
  stops = 0;
  aborts = 0;
  /** When set, start() throws it. */
  startThrows: Error | null = null;
  private results: Result[] = [];

  start(): void {
    if (this.startThrows) throw this.startThrows;
    if (this.running) throw new Error('InvalidStateError: recognition has already started.');
    this.running = true;
    this.starts += 1;
    this.results = [];
  }
  stop(): void {
    this.stops += 1;
  }
  abort(): void {
    this.aborts += 1;
    this.running = false;
  }

  /** The browser's onstart. */
  open(): void {
    this.onstart?.();
  }
  /** An interim hypothesis replacing the unconfirmed tail. */
  interim(text: string): void {
    this.results = this.results.filter((r) => r.isFinal);
    this.results.push({ transcript: text, isFinal: false });
    this.emit(this.results.length - 1);
  }
  /** A final result replacing the unconfirmed tail. */
  final(text: string): void {
    this.results = this.results.filter((r) => r.isFinal);
    this.results.push({ transcript: text, isFinal: true });
    this.emit(this.results.length - 1);
  }
  /** The session ends (the browser's own decision, or after stop()). */
  end(): void {
    this.running = false;
    this.onend?.();
  }
  error(code: string): void {
    this.onerror?.({ error: code });
  }

  private emit(resultIndex: number): void {
    const results = this.results.map((r) => ({
      isFinal: r.isFinal,
      length: 1,
      0: { transcript: r.transcript, confidence: 0.9 },
    }));
    this.onresult?.({ resultIndex, results });
  }
}

/** A listener on a fake clock and fake recognizers, recording everything it reports. */
export function setupListener(
  language = 'en-US',
  options: { startThrows?: Error; createThrows?: Error } = {},
) {
  const clock = createFakeClock();
  const instances: FakeRecognition[] = [];
  const seen = {
    states: [] as ListenState[],
    transcripts: [] as string[],
    finals: [] as string[],
    errors: [] as ListenError[],
    logs: [] as string[],
    logDetails: [] as { event: string; details: object | undefined }[],
  };
  const listener = createListener({
    createRecognition: () => {
      if (options.createThrows) throw options.createThrows;
      const recognition = new FakeRecognition();
      recognition.startThrows = options.startThrows ?? null;
      instances.push(recognition);
      return recognition;
    },
    timers: clock.timers,
    language,
    onState: (state) => seen.states.push(state),
    onTranscript: (text) => seen.transcripts.push(text),
    onFinal: (text) => seen.finals.push(text),
    onError: (error) => seen.errors.push(error),
    log: (event, details) => {
      seen.logs.push(event);
      seen.logDetails.push({ event, details });
    },
  });
  /** The newest recognizer instance. */
  const rec = (): FakeRecognition => {
    const last = instances[instances.length - 1];
    if (!last) throw new Error('no recognizer was created');
    return last;
  };
  /** Mic click, the start delay, and the browser's onstart. */
  const startRecording = () => {
    listener.start();
    clock.advance(100);
    rec().open();
  };
  return { clock, instances, listener, seen, rec, startRecording };
}
