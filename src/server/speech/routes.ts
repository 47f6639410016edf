import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { speechContract as contract } from '../../contract/speech-routes.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { contractRoute } from '../http/contract-route.js';
import { espeakEngine, type SpawnFn } from './espeak-engine.js';
import { listVoices } from './list-voices.js';
import { type FetchFn, openaiEngine } from './openai-engine.js';
import { MAX_RECORDING_BYTES, readRecording } from './read-recording.js';
import { serveSpeech } from './serve-speech.js';
import type { OwnVoiceSpeaker, SpeechEngine } from './speech-engine.js';
import { speechMeter } from './speech-quota.js';
import { speechSettings } from './speech-settings.js';
import { transcribeUpload } from './transcribe-upload.js';
import { TtsCache } from './tts-cache.js';

export type SpeechRouteDeps = {
  config: Config;
  db: Database;
  clock: () => Date;
  spawn?: SpawnFn;
  fetch?: FetchFn;
  /** Speaks in a person's own voice; null when no cloning provider is configured. */
  ownVoice?: OwnVoiceSpeaker | null;
};

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
  const prices = deps.config.AI_PRICES;
  const quota = speechMeter(deps.db, deps.config.SPEECH_QUOTAS, deps.config.sessionSecret);
  const speechDeps = {
    secret: deps.config.sessionSecret,
    quota,
    engine,
    cache,
    clock: deps.clock,
    db: deps.db,
    prices,
    metered: tts.kind === 'openai',
    ownVoice: deps.ownVoice ?? null,
  };
  const transcribeDeps = {
    stt: settings.stt,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    db: deps.db,
    clock: deps.clock,
    prices,
    quota,
  };

  return async (app) => {
    app.route({
      ...contractRoute(contract.tts, {
        tags: ['speech'],
        summary:
          'Speech audio for a text, streamed while it is produced (guests: text with its speechToken; 429 past the daily allowance; 503 TTS_UNAVAILABLE: speak in the browser)',
      }),
      handler: async (request, reply) => {
        const controller = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
        });
        const user = request.auth?.user ?? null;
        const audio = await serveSpeech(
          { ...speechDeps, log: request.log },
          request.query,
          user,
          request.ip,
          controller.signal,
        );
        reply
          .header('content-type', audio.contentType)
          .header('cache-control', 'private, max-age=86400')
          .header('x-tts-model', audio.model)
          .header('x-tts-engine', audio.engine ?? engine?.name ?? 'browser')
          .header('x-tts-cache', audio.cached ? 'hit' : 'miss');
        return reply.send(audio.body);
      },
    });

    app.route({
      ...contractRoute(contract.voices, {
        tags: ['speech'],
        summary:
          'The six voices, the speech models, the engine that speaks them, whether recordings are transcribed and whether own voices can be made',
      }),
      handler: async () => listVoices(engine, settings.stt !== null, Boolean(deps.ownVoice)),
    });

    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: MAX_RECORDING_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
      });
      uploads.route({
        ...contractRoute(contract.transcribe, {
          tags: ['speech'],
          summary: 'The text of a recording (multipart: file up to 10 MB, language); 503 when unavailable',
        }),
        handler: async (request) =>
          transcribeUpload(
            { ...transcribeDeps, log: request.log },
            { user: request.auth?.user ?? null, ip: request.ip },
            () => readRecording(request),
          ),
      });
    });
  };
}
