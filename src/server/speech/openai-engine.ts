import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { SpeechErrorCode, speechMessages } from '../../contract/speech.js';
import { AppError } from '../http/app-error.js';
import type { SpeechEngine } from './speech-engine.js';

export type FetchFn = typeof fetch;

/**
 * Speaks through an OpenAI-compatible speech API (POST {base}/audio/speech), passing the provider's
 * audio on as it arrives. Aborting the signal aborts the provider request.
 */
export function openaiEngine(deps: {
  baseUrl: string;
  apiKey: string | undefined;
  fetch?: FetchFn;
}): SpeechEngine {
  const doFetch = deps.fetch ?? fetch;
  return {
    name: 'openai',
    async speak(request, signal) {
      let res: Response;
      try {
        res = await doFetch(`${deps.baseUrl}/audio/speech`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(deps.apiKey ? { authorization: `Bearer ${deps.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: request.model,
            input: request.text,
            voice: request.voice,
            speed: request.speed,
            response_format: 'mp3',
          }),
          signal,
        });
      } catch (err) {
        throw providerError(502, `speech provider unreachable: ${(err as Error).message}`);
      }
      if (!res.ok || !res.body) {
        const detail = await res.text().catch(() => '');
        const retryAfter = res.headers.get('retry-after');
        const status = res.status === 429 || res.status === 503 ? 503 : 502;
        throw providerError(
          status,
          `speech provider answered ${res.status}: ${detail.slice(0, 300)}`,
          retryAfter,
        );
      }
      const body = Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
      // A connection lost before a consumer is attached must not become an uncaught exception;
      // consumers still see the error (the stream is destroyed with it).
      body.on('error', () => {});
      return { contentType: res.headers.get('content-type') ?? 'audio/mpeg', body };
    },
  };
}

function providerError(status: number, detail: string, retryAfter?: string | null): AppError {
  const error = new AppError(
    SpeechErrorCode.ttsFailed,
    status,
    speechMessages.ttsFailed,
    undefined,
    retryAfter ? { 'retry-after': retryAfter } : undefined,
  );
  error.cause = detail;
  return error;
}
