/**
 * The voice code (voice-code.ts: recognition, the reply's speech, the send filter, the streamed turn) is
 * its own chunk, fetched after the page has painted. "Voice code" is that lazily loaded module; which
 * engine speaks a reply (the server's or the browser's own voice) is the speech engine, a setting.
 *
 * This loader sits at the top of src/web/voice because every layer may need the chunk while none of
 * them may import the layers it gathers (test/layering.test.ts).
 */
export type VoiceCode = typeof import('./voice-code.js');

let loading: Promise<VoiceCode> | null = null;
let loaded: VoiceCode | null = null;

/** Fetches the voice code once; every caller gets the same module. A failed fetch is tried again. */
export function loadVoiceCode(): Promise<VoiceCode> {
  loading ??= import('./voice-code.js').then(
    (code) => {
      loaded = code;
      return code;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * Runs `use` with the voice code: at once when it has loaded (so what `use` does first happens in
 * the caller's turn of the event loop, as if it were imported statically), else once it arrives.
 */
export function withVoiceCode<T>(use: (code: VoiceCode) => Promise<T>): Promise<T> {
  return loaded ? use(loaded) : loadVoiceCode().then(use);
}
