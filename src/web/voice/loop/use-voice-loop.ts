import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { translator } from '../../i18n/current.js';
import { toast } from '../../ui/use-toast.js';
import { loadVoiceCode } from '../load-voice-code.js';
import { canRecord } from '../recognition/can-record.js';
import type { RecognitionLike } from '../recognition/recognition-types.js';
import { markTurn } from '../speech/turn-marks.js';
import type { LoopError, VoiceLoopOptions } from './loop-code.js';
import { createVoiceLoop } from './voice-loop.js';

export type { VoiceLoopOptions } from './loop-code.js';

type RecognitionConstructor = new () => RecognitionLike;

/** The browser's speech recognizer (prefixed in Chrome and Safari), or null when it has none. */
function browserRecognition(): (() => RecognitionLike) | null {
  const w = window as unknown as Record<string, RecognitionConstructor | undefined>;
  const Recognition = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  return Recognition ? () => new Recognition() : null;
}

/**
 * Whether this browser can hear the person: with its own recognizer, or by recording for the server
 * to transcribe (`transcription`: GET /api/tts/voices says it does). When it cannot, typing is offered.
 */
export function canListen(transcription: boolean): boolean {
  return browserRecognition() !== null || (transcription && canRecord());
}

const timers = {
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (id: number) => window.clearTimeout(id),
  now: () => performance.now(),
};

/**
 * The voice loop (see createVoiceLoop) for React: one loop for the life of the screen, reading the
 * screen's latest options; a microphone error is told in a toast and may open the microphone help.
 */
export function useVoiceLoop(options: VoiceLoopOptions) {
  const latest = useRef(options);
  latest.current = options;
  const [loop] = useState(() =>
    createVoiceLoop({
      loadCode: loadVoiceCode,
      recognition: browserRecognition,
      // Its own chunk, fetched when hands-free listening first starts (not with the voice code).
      startDetector: () => import('../vad/mic-vad.js').then((m) => m.startVoiceDetector),
      timers,
      now: () => Date.now(),
      mark: markTurn,
      options: () => latest.current,
      showError: (error: LoopError) => {
        toast({
          title: translator()('Microphone Error'),
          description: error.message,
          variant: 'destructive',
        });
        if (error.openHelp || /permission|access|microphone/i.test(error.message))
          latest.current.onMicrophoneHelp();
      },
    }),
  );
  const { status, hearing, replaying, handsFree } = useSyncExternalStore(
    loop.subscribe,
    loop.snapshot,
    loop.snapshot,
  );
  useEffect(() => {
    loop.attach();
    return () => loop.detach();
  }, [loop]);
  const language = options.language;
  useEffect(() => loop.setLanguage(language), [loop, language]);

  return {
    status,
    hearing,
    replaying,
    handsFree,
    onMicrophone: loop.onMicrophone,
    pauseListening: loop.pauseListening,
    closeMicrophone: loop.closeMicrophone,
    pauseReply: loop.pauseReply,
    resumeReply: loop.resumeReply,
    sendText: loop.sendText,
    replay: loop.replay,
    speakFollowUp: loop.speakFollowUp,
    stopAll: loop.stopAll,
  };
}
