import type { AudioFakeLog, AudioFakeOptions, MediaEventRecord, SpeechEventRecord } from './types.js';

/**
 * Init script (page.addInitScript): records what the page plays (media element events, speech
 * synthesis calls) on window.__voxFake.audio.
 * Media playback is only watched, never changed. speechSynthesis is replaced by default, because
 * headless Chromium has no voices: a real speak() fails at once with 'synthesis-failed'.
 * Playwright sends this function's source to the page: it must use nothing from outside its body.
 */
export function installAudioFakes(options: AudioFakeOptions): void {
  const w = window as unknown as Record<string, unknown> & { __voxFake?: Record<string, unknown> };
  const root = w.__voxFake ?? {};
  w.__voxFake = root;
  const now = () => performance.now();
  const log: AudioFakeLog = { media: [], speech: [], speechEvents: [] };
  let finishSpeech = (): boolean => false;
  root.audio = {
    log: () => JSON.parse(JSON.stringify(log)) as AudioFakeLog,
    /** Ends the utterance being spoken (for speechMsPerChar 'manual'); false when none is. */
    finishSpeech: () => finishSpeech(),
  };

  // --- media elements: listeners attached the first time an element gets a source or is played.
  const numbers = new WeakMap<HTMLMediaElement, number>();
  let elements = 0;
  // 'emptied': the source was taken away (how a speech queue cancels a sentence; a pause queued just
  // before that is dropped by the browser's load algorithm, so 'pause' alone would not show it).
  const mediaTypes: MediaEventRecord['type'][] = ['play', 'playing', 'pause', 'ended', 'error', 'emptied'];
  function watch(el: HTMLMediaElement): void {
    if (numbers.has(el)) return;
    elements += 1;
    const n = elements;
    numbers.set(el, n);
    for (const type of mediaTypes) {
      el.addEventListener(type, () => {
        const entry: MediaEventRecord = { type, element: n, src: el.currentSrc || el.src, at: now() };
        if (type === 'error' && el.error) entry.detail = String(el.error.code);
        log.media.push(entry);
      });
    }
  }
  const proto = HTMLMediaElement.prototype;
  for (const prop of ['src', 'srcObject']) {
    const desc = Object.getOwnPropertyDescriptor(proto, prop);
    const set = desc?.set;
    if (!desc || !set) continue;
    Object.defineProperty(proto, prop, {
      configurable: true,
      enumerable: desc.enumerable ?? true,
      get: desc.get,
      set(this: HTMLMediaElement, value: unknown) {
        watch(this);
        set.call(this, value);
      },
    });
  }
  const originalPlay = proto.play;
  proto.play = function play(this: HTMLMediaElement) {
    watch(this);
    const result = originalPlay.call(this);
    const n = numbers.get(this) ?? 0;
    result.then(undefined, (err: unknown) => {
      log.media.push({
        type: 'play-rejected',
        element: n,
        src: this.currentSrc || this.src,
        at: now(),
        detail: err instanceof DOMException ? err.name : String(err),
      });
    });
    return result;
  };
  // Elements from markup (<audio src autoplay>) are first seen through capture on the document; the
  // listeners watch() adds to the target now still run for this same event, at its target phase.
  for (const type of mediaTypes) {
    document.addEventListener(
      type,
      (e) => {
        if (e.target instanceof HTMLMediaElement) watch(e.target);
      },
      true,
    );
  }

  // --- speech synthesis
  const synth = window.speechSynthesis;
  const speakEvent = (type: SpeechEventRecord['type'], u: SpeechSynthesisUtterance, error?: string) => {
    const entry: SpeechEventRecord = { type, text: u.text, at: now() };
    if (error) entry.error = error;
    log.speechEvents.push(entry);
    const init = { utterance: u, charIndex: 0, elapsedTime: 0 };
    const event =
      type === 'error'
        ? new SpeechSynthesisErrorEvent(
            'error',
            Object.assign(init, { error: error as SpeechSynthesisErrorCode }),
          )
        : new SpeechSynthesisEvent(type, init);
    u.dispatchEvent(event);
  };
  if (synth) {
    const realSpeak = synth.speak.bind(synth);
    const realCancel = synth.cancel.bind(synth);
    const queue: SpeechSynthesisUtterance[] = [];
    let speaking: SpeechSynthesisUtterance | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const next = () => {
      if (speaking || timer !== null) return;
      const u = queue.shift();
      if (!u) return;
      speaking = u;
      const done = () => {
        timer = null;
        speaking = null;
        speakEvent('end', u);
        next();
      };
      timer = setTimeout(() => {
        timer = null;
        speakEvent('start', u);
        const perChar = options.speechMsPerChar;
        if (perChar !== 'manual') timer = setTimeout(done, Math.max(20, u.text.length * perChar));
      }, 5);
      finishSpeech = () => {
        if (speaking !== u || timer !== null) return false;
        done();
        return true;
      };
    };
    synth.speak = (u: SpeechSynthesisUtterance) => {
      log.speech.push({
        method: 'speak',
        text: u.text,
        lang: u.lang,
        voice: u.voice?.name ?? null,
        rate: u.rate,
        at: now(),
      });
      if (options.speech === 'real') return realSpeak(u);
      queue.push(u);
      next();
    };
    synth.cancel = () => {
      log.speech.push({ method: 'cancel', at: now() });
      if (options.speech === 'real') return realCancel();
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const current = speaking;
      speaking = null;
      const dropped = queue.splice(0);
      // The Web Speech API's error codes: 'interrupted' once speaking began, 'canceled' for what was still waiting.
      if (current) setTimeout(() => speakEvent('error', current, 'interrupted'), 0);
      for (const u of dropped) setTimeout(() => speakEvent('error', u, 'canceled'), 0);
    };
    if (options.speech === 'fake') {
      Object.defineProperty(synth, 'speaking', { configurable: true, get: () => speaking !== null });
      Object.defineProperty(synth, 'pending', { configurable: true, get: () => queue.length > 0 });
    }
  }
}
