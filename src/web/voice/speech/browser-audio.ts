import type { AudioLike } from './speech-audio.js';
import type { LocalSpeech } from './speech-types.js';
import { pickVoice } from './speech-voice.js';

export function createBrowserAudio(): AudioLike {
  return new Audio();
}

// Chrome drops an utterance that nothing references before it ends, and with it the end event.
const speaking = new Set<SpeechSynthesisUtterance>();

/** Speaks one sentence with the browser's own voice; `done` resolves when it ends or fails. */
export function speakWithBrowser(
  text: string,
  lang: string,
  options: { voiceName?: string; rate?: number } = {},
): LocalSpeech {
  if (typeof window === 'undefined' || !window.speechSynthesis) {
    throw new Error('Speech synthesis is not supported in this browser');
  }
  const synth = window.speechSynthesis;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  const voice = pickVoice(synth.getVoices(), lang, options.voiceName);
  if (voice) utterance.voice = voice;
  if (options.rate !== undefined) utterance.rate = options.rate;
  let settled = false;
  const done = new Promise<void>((resolve) => {
    const end = () => {
      settled = true;
      speaking.delete(utterance);
      resolve();
    };
    utterance.onend = end;
    utterance.onerror = end;
  });
  speaking.add(utterance);
  // A synthesizer left paused (a reply paused, then stopped) would hold this sentence silent.
  if (synth.paused) synth.resume();
  synth.speak(utterance);
  return {
    done,
    // cancel() empties the browser's whole queue: only while this sentence is still being spoken.
    // Cancelling does not unpause it (Chromium), so a sentence cancelled while paused resumes it too.
    cancel: () => {
      if (settled) return;
      synth.cancel();
      if (synth.paused) synth.resume();
    },
    pause: () => synth.pause(),
    resume: () => synth.resume(),
  };
}
