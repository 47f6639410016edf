/** What the voice-activity detector reports (vad/mic-vad.ts), and the handle that stops it. */
export type VadEvents = {
  /** The microphone has opened: the audio the detector hears starts here. */
  opened(): void;
  /** A frame of speech after silence: maybe speech, maybe a cough. */
  speechStart(): void;
  /** The stretch has lasted the minimum speech: real speech; `energy` is its mean frame RMS (0-1). */
  speechReal(energy: number): void;
  /** Real speech ended: the detector heard silence for its redemption time. */
  speechEnd(): void;
  /** What began was too short to be speech (a cough, a knock): it is over. */
  misfire(): void;
};

export type VoiceDetector = { destroy(): Promise<void> };

export type StartVoiceDetector = (
  events: VadEvents,
  options: { redemptionMs: number; minSpeechMs: number },
) => Promise<VoiceDetector>;
