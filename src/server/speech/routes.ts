import multipart from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../contract/errors.js';
import { speechQuerySchema, speechVoicesSchema, transcriptionSchema } from '../../contract/speech.js';
import { estimateCost, recordUsage } from '../ai/usage-meter.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { espeakEngine, type SpawnFn } from './espeak-engine.js';
import { listVoices } from './list-voices.js';
import { type FetchFn, openaiEngine } from './openai-engine.js';
import { MAX_RECORDING_BYTES, readRecording } from './read-recording.js';
import { speak } from './speak.js';
import type { SpeechEngine } from './speech-engine.js';
import { speechSettings } from './speech-settings.js';
import { sttUnavailable, transcribe } from './transcribe.js';
import { TtsCache } from './tts-cache.js';

export type SpeechRouteDeps = {
  config: Config;
  db: Database;
  clock: () => Date;
  spawn?: SpawnFn;
  fetch?: FetchFn;
};

/** Compressed speech recordings run at roughly this many bytes a second (for the cost estimate only). */
const RECORDING_BYTES_PER_SECOND = 16_000;

export function speechRoutes(deps: SpeechRouteDeps): FastifyPluginAsyncZod {
  const settings = speechSettings(deps.config);
  const { tts } = settings;
  const engine: SpeechEngine | null =
    tts.kind === 'openai'
      ? openaiEngine({ ...tts, ...(deps.fetch ? { fetch: deps.fetch } : {}) })
      : tts.kind === 'espeak'
        ? espeakEngine({ path: tts.path, ...(deps.spawn ? { spawn: deps.spawn } : {}) })
        : null;
  const cache = new TtsCache(settings.cacheDir, settings.cacheMaxBytes, deps.clock);
  const speakDeps = { engine, cache, clock: deps.clock };

  return async (app) => {
    app.get(
      '/api/tts',
      {
        schema: {
          tags: ['speech'],
          summary:
            'Speech audio for a text, streamed while it is produced (503 TTS_UNAVAILABLE: speak in the browser)',
          querystring: speechQuerySchema,
          response: {
            200: z.unknown().describe('Audio (audio/mpeg from the provider, audio/wav from espeak-ng)'),
            400: errorBodySchema,
            502: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const controller = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
        });
        const audio = await logged(request.log, () =>
          speak(speakDeps, request.query, request.auth?.user ?? null, controller.signal),
        );
        audio.body.on('error', (err) =>
          request.log.warn({ err: { message: err.message } }, 'speech cut short'),
        );
        // Calls to a speech provider are metered (api_usage); cache hits and espeak-ng cost nothing.
        if (!audio.cached && tts.kind === 'openai') {
          const costUsd = estimateCost(deps.config.AI_PRICES, {
            apiType: 'tts',
            characters: audio.characters,
          });
          recordUsage(
            deps.db,
            { apiType: 'tts', calls: 1, characters: audio.characters, costUsd },
            deps.clock(),
          ).catch((err: Error) =>
            request.log.warn({ err: { message: err.message } }, 'tts usage not recorded'),
          );
        }
        reply
          .header('content-type', audio.contentType)
          .header('cache-control', 'private, max-age=86400')
          .header('x-tts-model', audio.model)
          .header('x-tts-engine', engine?.name ?? 'browser')
          .header('x-tts-cache', audio.cached ? 'hit' : 'miss');
        return reply.send(audio.body);
      },
    );

    app.get(
      '/api/tts/voices',
      {
        schema: {
          tags: ['speech'],
          summary: 'The six voices, the speech models and the engine that speaks them',
          response: { 200: speechVoicesSchema },
        },
      },
      async () => listVoices(engine),
    );

    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: MAX_RECORDING_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
      });
      uploads.post(
        '/api/transcribe',
        {
          schema: {
            tags: ['speech'],
            summary: 'The text of a recording (multipart: file up to 10 MB, language); 503 when unavailable',
            consumes: ['multipart/form-data'],
            response: {
              200: transcriptionSchema,
              400: errorBodySchema,
              413: errorBodySchema,
              502: errorBodySchema,
              503: errorBodySchema,
            },
          },
        },
        async (request) => {
          if (!settings.stt) throw sttUnavailable();
          const recording = await readRecording(request);
          const result = await logged(request.log, () =>
            transcribe({ stt: settings.stt, ...(deps.fetch ? { fetch: deps.fetch } : {}) }, recording),
          );
          const seconds = recording.audio.length / RECORDING_BYTES_PER_SECOND;
          const costUsd = estimateCost(deps.config.AI_PRICES, { apiType: 'stt', seconds });
          await recordUsage(deps.db, { apiType: 'stt', calls: 1, costUsd }, deps.clock()).catch(
            (err: Error) => request.log.warn({ err: { message: err.message } }, 'stt usage not recorded'),
          );
          return result;
        },
      );
    });
  };
}

/** Runs a provider call; a provider failure (5xx AppError) is logged with its detail, then passed on. */
async function logged<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError && err.status >= 500) {
      log.warn({ code: err.code, detail: String(err.cause ?? '') }, 'speech provider failed');
    }
    throw err;
  }
}
