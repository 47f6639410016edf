/**
 * Whether this browser can record the microphone for transcription (MediaRecorder and getUserMedia):
 * the way to listen when it has no speech recognizer of its own. Small, so the screen can ask it
 * before the voice code has loaded.
 */
export const canRecord = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder === 'function' &&
  Boolean(navigator.mediaDevices?.getUserMedia);
