/** The voice engine module's type, without loading it. */
export type VoiceEngine = typeof import('./voice-engine.js');

let loading: Promise<VoiceEngine> | null = null;
let loaded: VoiceEngine | null = null;

/** Fetches the voice engine once; every caller gets the same module. A failed fetch is tried again. */
export function loadVoiceEngine(): Promise<VoiceEngine> {
  loading ??= import('./voice-engine.js').then(
    (engine) => {
      loaded = engine;
      return engine;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * Runs `use` with the voice engine: at once when it has loaded (so what `use` does first happens in
 * the caller's turn of the event loop, as if it were imported statically), else once it arrives.
 */
export function withVoiceEngine<T>(use: (engine: VoiceEngine) => Promise<T>): Promise<T> {
  return loaded ? use(loaded) : loadVoiceEngine().then(use);
}
