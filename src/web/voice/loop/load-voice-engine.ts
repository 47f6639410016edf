/** The voice engine module's type, without loading it. */
export type VoiceEngine = typeof import('./voice-engine.js');

let loading: Promise<VoiceEngine> | null = null;

/** Fetches the voice engine once; every caller gets the same module. A failed fetch is tried again. */
export function loadVoiceEngine(): Promise<VoiceEngine> {
  loading ??= import('./voice-engine.js').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
