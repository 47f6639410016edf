import { speechPaths } from '../../../contract/paths/speech.js';
import type { VoiceSettings } from '../voice-settings.js';
import { createBrowserAudio, speakWithBrowser } from './browser-audio.js';
import { createSilentSpeech } from './silent-speech.js';
import { createSpeechQueue, type SpeechQueueDeps } from './speech-queue.js';
import { speechTokenFor } from './speech-tokens.js';
import type { SpeechEngine } from './speech-types.js';

export type ReplySpeech = ReturnType<typeof createSpeechQueue>;

/**
 * GET /api/tts for one sentence with the chosen voice, speed, quality and language, and the speech
 * token a guest's reply came with.
 */
export function ttsUrl(text: string, settings: VoiceSettings, language: string): string {
  const token = speechTokenFor(text);
  const query = new URLSearchParams({
    text,
    voice: settings.voice,
    speed: String(settings.speed),
    model: settings.model,
    lang: language,
    t: String(Date.now()),
    ...(token ? { token } : {}),
  });
  return `${speechPaths.tts.path}?${query}`;
}

/**
 * A speech queue in the browser with the person's voice settings: server audio or the browser's voice;
 * with the expert muted, one that says nothing.
 */
export function createReplySpeech(
  settings: VoiceSettings,
  language: string,
  engine: SpeechEngine,
  handlers: Pick<SpeechQueueDeps, 'onState' | 'onIdle' | 'onError' | 'mark'>,
): ReplySpeech {
  if (settings.muted) return createSilentSpeech(handlers);
  return createSpeechQueue({
    createAudio: createBrowserAudio,
    engine,
    language,
    ttsUrl: (text) => ttsUrl(text, settings, language),
    speakLocally: (text, lang) => speakWithBrowser(text, lang, { rate: settings.speed }),
    ...handlers,
  });
}
