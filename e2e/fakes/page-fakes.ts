// The page side of the voice fakes, without the test runner: the browser benchmark uses it too.
import type { Page } from 'playwright-core';
import { installAudioFakes } from './media-recorder.js';
import { installMicrophoneFake } from './microphone.js';
import { createRecognitionEngine } from './recognition-session.js';
import { installSpeechRecognitionFake } from './speech-recognition.js';
import type {
  AudioFakeLog,
  MediaEventRecord,
  MicrophoneMode,
  MicrophoneRecord,
  RecognitionController,
  RecognitionFakeOptions,
  RecognitionState,
  SayOptions,
  SpeechEventRecord,
  SpeechRecord,
} from './types.js';

export type * from './types.js';

export type VoiceFakeOptions = {
  /** 'absent': the browser has no SpeechRecognition at all (the MediaRecorder fallback path). */
  recognition?: 'fake' | 'absent';
  /** Time between interim results, ms (default 15). */
  stepMs?: number;
  /** 'fake' (default): speechSynthesis is replaced and reports start/end itself; 'real': only logged. */
  speech?: 'fake' | 'real';
  /** Length of a faked utterance: ms per character (default 2, at least 20 ms in all), or 'manual'. */
  speechMsPerChar?: number | 'manual';
  /** Default 'tone': getUserMedia gives an oscillator stream; 'real' needs fakeMicrophoneArgs. */
  microphone?: MicrophoneMode;
  /**
   * How the page listens unless the test stored otherwise: 'tap' (default: the tap-to-talk tests) or
   * 'hands-free' (the app's own default, with the voice-activity detector).
   */
  listening?: 'tap' | 'hands-free';
};

/** Chromium's own fake microphone and permission prompt (launch flags, so per worker). */
export const fakeMicrophoneArgs = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** How the page-side code reaches the fakes (the same shape the init scripts build). */
type VoxWindow = {
  __voxFake: {
    recognition: RecognitionController;
    audio: { log(): AudioFakeLog; finishSpeech(): boolean };
    microphone: { log(): MicrophoneRecord[] };
  };
};

/** Installs all fakes; call before page.goto (they are init scripts, run in every new document). */
export async function installVoiceFakes(page: Page, options: VoiceFakeOptions = {}): Promise<void> {
  const recognition: RecognitionFakeOptions = {
    mode: options.recognition ?? 'fake',
    stepMs: options.stepMs ?? 15,
  };
  // Two functions go to the page together: the fake and its engine, passed in as an argument.
  await page.addInitScript({
    content: `(${installSpeechRecognitionFake.toString()})(${JSON.stringify(recognition)}, ${createRecognitionEngine.toString()});`,
  });
  await page.addInitScript(installAudioFakes, {
    speech: options.speech ?? 'fake',
    speechMsPerChar: options.speechMsPerChar ?? 2,
  });
  await page.addInitScript(installMicrophoneFake, options.microphone ?? 'tone');
  await page.addInitScript((mode) => {
    try {
      if (!localStorage.getItem('listeningSettings'))
        localStorage.setItem('listeningSettings', JSON.stringify({ mode, pauseMs: 800 }));
    } catch {
      // A document without storage (about:blank) has no app to set up.
    }
  }, options.listening ?? 'tap');
}

/** The user says `text`: interim results word by word, then a final one (queued until start()). */
export async function speak(page: Page, text: string, options: SayOptions = {}): Promise<void> {
  await page.evaluate(([t, o]) => (window as unknown as VoxWindow).__voxFake.recognition.say(t, o), [
    text,
    options,
  ] as const);
}

/** The browser ends the listening session on its own (as Chrome does after a pause). */
export async function endRecognition(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as VoxWindow).__voxFake.recognition.end());
}

/** The listening session fails: error {error: code} then end ('not-allowed', 'network', 'no-speech'...). */
export async function failRecognition(page: Page, code: string, message = ''): Promise<void> {
  await page.evaluate(([c, m]) => (window as unknown as VoxWindow).__voxFake.recognition.fail(c, m), [
    code,
    message,
  ] as const);
}

/** The next start() is refused like a denied microphone ('not-allowed'). */
export async function denyNextRecognition(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as VoxWindow).__voxFake.recognition.denyNext());
}

export async function recognitionState(page: Page): Promise<RecognitionState> {
  return page.evaluate(() => (window as unknown as VoxWindow).__voxFake.recognition.state());
}

/** play/playing/pause/ended/error of every media element, and play() promises that rejected. */
export async function audioLog(page: Page): Promise<MediaEventRecord[]> {
  return page.evaluate(() => (window as unknown as VoxWindow).__voxFake.audio.log().media);
}

/** speechSynthesis.speak/cancel calls. */
export async function speechLog(page: Page): Promise<SpeechRecord[]> {
  return page.evaluate(() => (window as unknown as VoxWindow).__voxFake.audio.log().speech);
}

/** start/end/error events the fake synthesis fired at utterances. */
export async function speechEventLog(page: Page): Promise<SpeechEventRecord[]> {
  return page.evaluate(() => (window as unknown as VoxWindow).__voxFake.audio.log().speechEvents);
}

/** With speechMsPerChar 'manual': the utterance being spoken ends now. */
export async function finishSpeech(page: Page): Promise<void> {
  const finished = await page.evaluate(() => (window as unknown as VoxWindow).__voxFake.audio.finishSpeech());
  if (!finished) throw new Error('no utterance has started speaking');
}

export async function microphoneLog(page: Page): Promise<MicrophoneRecord[]> {
  return page.evaluate(() => (window as unknown as VoxWindow).__voxFake.microphone.log());
}

/** Waits until `count` 'playing' events have been seen; answers the media log then. */
export async function waitForPlaying(page: Page, count: number): Promise<MediaEventRecord[]> {
  await page.waitForFunction(
    (n) =>
      (window as unknown as VoxWindow).__voxFake.audio.log().media.filter((e) => e.type === 'playing')
        .length >= n,
    count,
  );
  return audioLog(page);
}
