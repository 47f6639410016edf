/**
 * The voice-activity detector on the microphone: Silero VAD (v5) through @ricky0123/vad-web. The
 * microphone's audio goes through an AudioWorklet (off the main thread) that cuts it into 32 ms frames
 * of 16 kHz; each frame is scored by the model in onnxruntime-web's WebAssembly (one thread, well under
 * a millisecond a frame). Its files are served from our own /assets/ (scripts/vad-assets.ts), never
 * from a CDN. This module is loaded only when hands-free listening starts.
 */
import { MicVAD } from '@ricky0123/vad-web';
import type { VadEvents, VoiceDetector } from './vad-types.js';

/** Where the build put the detector's files (a build-time constant, see scripts/vad-assets.ts). */
declare const VAD_ASSET_BASE: string;

/** A frame scoring at least this is speech; the detector reports the end after scores under the lower one. */
const POSITIVE_THRESHOLD = 0.5;
const NEGATIVE_THRESHOLD = 0.35;

const rms = (frame: Float32Array): number => {
  let sum = 0;
  for (const sample of frame) sum += sample * sample;
  return Math.sqrt(sum / (frame.length || 1));
};

/** Opens the microphone (echo cancellation on, automatic gain off) and starts detecting; resolves once it listens. */
export async function startVoiceDetector(
  events: VadEvents,
  options: { redemptionMs: number; minSpeechMs: number },
): Promise<VoiceDetector> {
  // The loudness of the speech frames of the current stretch of speech, for the interruption guard.
  let energy = 0;
  let frames = 0;
  const vad = await MicVAD.new({
    model: 'v5',
    baseAssetPath: VAD_ASSET_BASE,
    onnxWASMBasePath: VAD_ASSET_BASE,
    ortConfig: (ort) => {
      ort.env.logLevel = 'error';
      ort.env.wasm.numThreads = 1;
      ort.env.wasm.wasmPaths = VAD_ASSET_BASE;
    },
    positiveSpeechThreshold: POSITIVE_THRESHOLD,
    negativeSpeechThreshold: NEGATIVE_THRESHOLD,
    redemptionMs: options.redemptionMs,
    minSpeechMs: options.minSpeechMs,
    preSpeechPadMs: 0,
    submitUserSpeechOnPause: false,
    getStream: async () => {
      const stream = await navigator.mediaDevices.getUserMedia({
        // No automatic gain: it would raise the expert's echo to the level of a voice, and the
        // interruption guard compares loudness with the person's own (hands-free.ts).
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: false },
      });
      events.opened();
      return stream;
    },
    onFrameProcessed: (probabilities, frame) => {
      if (probabilities.isSpeech < POSITIVE_THRESHOLD) return;
      energy += rms(frame);
      frames += 1;
    },
    onSpeechStart: () => {
      energy = 0;
      frames = 0;
      events.speechStart();
    },
    onSpeechRealStart: () => events.speechReal(frames ? energy / frames : 0),
    onSpeechEnd: () => events.speechEnd(),
    onVADMisfire: () => events.misfire(),
    startOnLoad: true,
  });
  return { destroy: () => vad.destroy().catch(() => {}) };
}
