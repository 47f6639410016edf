import { SpeechErrorCode, speechMessages, type Transcription } from '../../contract/speech.js';
import { AppError } from '../http/app-error.js';
import type { FetchFn } from './openai-engine.js';
import type { SttSettings } from './speech-settings.js';

export type Recording = { audio: Buffer; filename: string; mimetype: string; language: string | undefined };

/**
 * The text of a recording, from an OpenAI-compatible transcription API
 * (POST {base}/audio/transcriptions, multipart with file, model and a two-letter language).
 */
export async function transcribe(
  deps: { stt: SttSettings | null; fetch?: FetchFn },
  recording: Recording,
  signal?: AbortSignal,
): Promise<Transcription> {
  const { stt } = deps;
  if (!stt) throw sttUnavailable();
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(recording.audio)], { type: recording.mimetype }),
    recording.filename,
  );
  form.append('model', stt.model);
  form.append('response_format', 'json');
  const language = twoLetter(recording.language);
  if (language) form.append('language', language);
  let res: Response;
  try {
    res = await (deps.fetch ?? fetch)(`${stt.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      headers: stt.apiKey ? { authorization: `Bearer ${stt.apiKey}` } : {},
      body: form,
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    throw sttFailed(`transcription provider unreachable: ${(err as Error).message}`);
  }
  const body = await res.text().catch(() => '');
  if (!res.ok) throw sttFailed(`transcription provider answered ${res.status}: ${body.slice(0, 300)}`);
  try {
    const parsed = JSON.parse(body) as { text?: unknown };
    if (typeof parsed.text === 'string') return { text: parsed.text.trim() };
  } catch {
    // not JSON
  }
  throw sttFailed(`transcription provider answered without text: ${body.slice(0, 300)}`);
}

export function sttUnavailable(): AppError {
  return new AppError(SpeechErrorCode.sttUnavailable, 503, speechMessages.sttUnavailable);
}

/** "en-US" -> "en"; anything that is not a language tag is left out (the provider then detects it). */
export function twoLetter(tag: string | undefined): string | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : undefined;
}

function sttFailed(detail: string): AppError {
  const error = new AppError(SpeechErrorCode.sttFailed, 502, speechMessages.sttFailed);
  error.cause = detail;
  return error;
}
