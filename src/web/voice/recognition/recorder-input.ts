import { translator } from '../../i18n/current.js';
import { ApiError } from '../../lib/api.js';
import { speechApi } from '../../lib/speech-api.js';
import { startFailureReason } from '../../lib/speech-recognition-errors.js';

/**
 * Speech in for browsers without SpeechRecognition: record with MediaRecorder, then
 * POST /api/transcribe. Echo cancellation is asked for so the expert's voice is not recorded back.
 */
export type RecorderInput = { stop(): void; cancel(): void };

export { canRecord } from './can-record.js';

/** The messages the 'Microphone Error' toast shows for a recording that failed. */
export class RecorderError extends Error {
  readonly openHelp: boolean;
  constructor(message: string, openHelp: boolean) {
    super(message);
    this.openHelp = openHelp;
  }
}

/**
 * Starts recording; resolves once the microphone is open. `onText` receives the transcription after
 * stop() (blank when nothing was recognised); `onError` a RecorderError.
 */
export async function startRecorderInput(
  language: string,
  onText: (text: string) => void,
  onError: (error: RecorderError) => void,
): Promise<RecorderInput> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  } catch (err) {
    const t = translator();
    const denied =
      err instanceof DOMException && (err.name === 'NotAllowedError' || err.name === 'SecurityError');
    throw new RecorderError(
      denied
        ? t('Microphone access denied. Please enable microphone permissions.')
        : t('Failed to start speech recognition: {error}', { error: startFailureReason(err) }),
      true,
    );
  }
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream);
    recorder.start();
  } catch (err) {
    for (const track of stream.getTracks()) track.stop();
    throw new RecorderError(
      translator()('Failed to start speech recognition: {error}', { error: startFailureReason(err) }),
      false,
    );
  }
  const chunks: Blob[] = [];
  /** Cancelling also ends a transcription under way: nothing is sent for a recording called off. */
  const abort = new AbortController();
  recorder.addEventListener('dataavailable', (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  });
  recorder.addEventListener('stop', () => {
    for (const track of stream.getTracks()) track.stop();
    if (abort.signal.aborted) return;
    const blob = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
    transcribe(blob, language, abort.signal).then(
      (text) => !abort.signal.aborted && onText(text),
      (err: RecorderError) => !abort.signal.aborted && onError(err),
    );
  });
  return {
    stop: () => recorder.state !== 'inactive' && recorder.stop(),
    cancel: () => {
      abort.abort();
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}

/** A transcription that takes longer than this is given up. */
const TRANSCRIBE_TIMEOUT_MS = 60_000;

async function transcribe(blob: Blob, language: string, cancelled: AbortSignal): Promise<string> {
  if (blob.size === 0) return '';
  const form = new FormData();
  form.append('language', language);
  form.append('file', blob, `recording.${blob.type.includes('ogg') ? 'ogg' : 'webm'}`);
  const abort = new AbortController();
  const timer = window.setTimeout(() => abort.abort(), TRANSCRIBE_TIMEOUT_MS);
  cancelled.addEventListener('abort', () => abort.abort(), { once: true });
  try {
    const answer = await speechApi.transcribe({ body: form }, { signal: abort.signal });
    return answer.text;
  } catch (err) {
    if (!(err instanceof ApiError))
      throw new RecorderError(translator()('Network error occurred with speech recognition.'), false);
    if (err.status === 503)
      throw new RecorderError('Speech recognition not supported in this browser', false);
    throw new RecorderError(
      err.body?.message ?? translator()('Speech recognition error: {code}', { code: String(err.status) }),
      false,
    );
  } finally {
    window.clearTimeout(timer);
  }
}
