import type {
  RecognitionController,
  RecognitionEngine,
  RecognitionEventRecord,
  RecognitionFakeOptions,
  RecognitionSink,
  RecognitionState,
  Session,
  SessionResult,
} from './types.js';

/**
 * Init script: replaces SpeechRecognition and webkitSpeechRecognition with a fake that the page
 * cannot tell from Chrome's, driven through window.__voxFake.recognition. index.ts sends this
 * function's source to the page with the engine's (recognition-session.ts) as `createEngine`, so it
 * must use nothing from outside its body, nor syntax the test transpiler turns into helper calls
 * (class fields, spread): `declare` fields are erased, so they are safe.
 */
export function installSpeechRecognitionFake(
  options: RecognitionFakeOptions,
  createEngine: (stepMs: number, sink: RecognitionSink) => RecognitionEngine,
): void {
  const w = window as unknown as Record<string, unknown> & { __voxFake?: Record<string, unknown> };
  const root = w.__voxFake ?? {};
  w.__voxFake = root;
  const now = () => performance.now();
  const log: RecognitionEventRecord[] = [];
  const calls: RecognitionState['calls'] = [];
  const targets = new Map<Session, FakeSpeechRecognition>();
  const sessions = new WeakMap<object, Session>();
  const handlers = new WeakMap<object, Record<string, unknown>>();
  let denyNext = false;

  const arrayIterator = Array.prototype[Symbol.iterator];
  /** SpeechRecognitionResultList and SpeechRecognitionResult: indexed, item(), length, iterable. */
  function makeList<T>(items: T[], isFinal?: boolean): object {
    const list: Record<string | number | symbol, unknown> = { length: items.length };
    items.forEach((item, i) => {
      list[i] = item;
    });
    list.item = (i: number) => items[i] ?? null;
    list[Symbol.iterator] = arrayIterator;
    if (isFinal !== undefined) list.isFinal = isFinal;
    return Object.freeze(list);
  }

  const sink: RecognitionSink = {
    fire(me, type, props, before) {
      setTimeout(() => {
        before?.();
        const event = new Event(type);
        const entry: RecognitionEventRecord = { instance: me.id, type, at: now() };
        for (const key of Object.keys(props ?? {}))
          Object.defineProperty(event, key, { value: props?.[key] });
        if (typeof props?.error === 'string') entry.error = props.error;
        if (type !== 'result') log.push(entry); // results are logged in full by sink.result
        targets.get(me)?.dispatchEvent(event);
      }, 0);
    },
    result(me, results: SessionResult[], resultIndex) {
      const list = makeList(
        results.map((r) =>
          makeList([Object.freeze({ transcript: r.transcript, confidence: r.confidence })], r.isFinal),
        ),
      );
      sink.fire(me, 'result', { resultIndex, results: list }, () =>
        log.push({
          instance: me.id,
          type: 'result',
          at: now(),
          resultIndex,
          transcripts: results.map((r) => r.transcript),
          finals: results.map((r) => r.isFinal),
        }),
      );
    },
    settings(me) {
      const target = targets.get(me);
      return { continuous: Boolean(target?.continuous), interimResults: Boolean(target?.interimResults) };
    },
  };
  const engine = createEngine(options.stepMs, sink);

  const sessionOf = (r: object): Session => {
    const found = sessions.get(r);
    if (!found) throw new TypeError('Illegal invocation');
    return found;
  };
  const record = (r: FakeSpeechRecognition, method: 'start' | 'stop' | 'abort') =>
    calls.push({
      method,
      instance: sessionOf(r).id,
      at: now(),
      lang: r.lang,
      continuous: r.continuous,
      interimResults: r.interimResults,
      maxAlternatives: r.maxAlternatives,
    });

  class FakeSpeechRecognition extends EventTarget {
    declare lang: string;
    declare continuous: boolean;
    declare interimResults: boolean;
    declare maxAlternatives: number;
    declare grammars: unknown;
    constructor() {
      super();
      this.lang = '';
      this.continuous = false;
      this.interimResults = false;
      this.maxAlternatives = 1;
      this.grammars = null;
      const me = engine.open();
      sessions.set(this, me);
      handlers.set(this, {});
      targets.set(me, this);
    }
    start(): void {
      const me = sessionOf(this);
      if (me.state !== 'idle') {
        throw new DOMException(
          "Failed to execute 'start' on 'SpeechRecognition': recognition has already started.",
          'InvalidStateError',
        );
      }
      record(this, 'start');
      engine.start(me, denyNext);
      denyNext = false;
    }
    stop(): void {
      record(this, 'stop');
      engine.stop(sessionOf(this));
    }
    abort(): void {
      record(this, 'abort');
      engine.abort(sessionOf(this));
    }
  }

  // Event handler attributes become listeners when first set, which keeps Chrome's call order.
  const types =
    'audiostart audioend end error nomatch result soundstart soundend speechstart speechend start';
  for (const type of types.split(' ')) {
    Object.defineProperty(FakeSpeechRecognition.prototype, `on${type}`, {
      configurable: true,
      enumerable: true,
      get(this: FakeSpeechRecognition) {
        return handlers.get(this)?.[type] ?? null;
      },
      set(this: FakeSpeechRecognition, handler: unknown) {
        const mine = handlers.get(this);
        if (!mine) throw new TypeError('Illegal invocation');
        if (!(type in mine)) {
          this.addEventListener(type, (event) => {
            const h = mine[type];
            if (typeof h === 'function') h.call(this, event);
          });
        }
        mine[type] = typeof handler === 'function' ? handler : null;
      },
    });
  }

  const state = (): RecognitionState => ({
    available: options.mode === 'fake',
    instances: targets.size,
    calls: calls.slice(),
    starts: calls.filter((c) => c.method === 'start').length,
    stops: calls.filter((c) => c.method === 'stop').length,
    aborts: calls.filter((c) => c.method === 'abort').length,
    running: engine.running(),
    queued: engine.queued(),
    events: log.slice(),
  });
  const absent = () => {
    throw new Error('the page was given no speech recognition');
  };
  const fake = options.mode === 'fake';
  const controller: RecognitionController = {
    say(text, opts) {
      if (!fake) absent();
      const words = text.split(/\s+/).filter((x) => x.length > 0);
      engine.say({
        words,
        steps: Math.max(0, Math.min(words.length, opts?.interimSteps ?? words.length)),
        final: opts?.final ?? true,
        confidence: opts?.confidence ?? 0.92,
      });
    },
    end: () => (fake ? engine.end() : absent()),
    fail: (code, message) => (fake ? engine.fail(code, message ?? '') : absent()),
    denyNext() {
      if (!fake) absent();
      denyNext = true;
    },
    state,
  };
  root.recognition = controller;

  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
    if (!fake) delete w[name];
    if (fake || name in w) {
      Object.defineProperty(w, name, {
        value: fake ? FakeSpeechRecognition : undefined,
        configurable: true,
        writable: true,
      });
    }
  }
}
