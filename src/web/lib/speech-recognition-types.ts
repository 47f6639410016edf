/**
 * The part of the browser's Web Speech API (SpeechRecognition, or Chrome's prefixed one) the app
 * uses. Shared by every screen that listens, so none depends on another for it.
 */
export type RecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onspeechstart?: (() => void) | null;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: { error: string; message?: string }) => void) | null;
};

export type RecognitionResultEventLike = {
  resultIndex: number;
  results: ArrayLike<{
    isFinal: boolean;
    length: number;
    [i: number]: { transcript: string; confidence: number };
  }>;
};
