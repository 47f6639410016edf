/** The voice engine module's type, without loading it. */
export type VoiceEngine = typeof import('./voice-engine.js');

let loading: Promise<VoiceEngine> | null = null;

/** Fetches the voice engine once; every caller gets the same module. */
export function loadVoiceEngine(): Promise<VoiceEngine> {
  loading ??= import('./voice-engine.js');
  return loading;
}
