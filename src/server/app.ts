import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes.js';
import { installAdminGuard } from './admin/admin-guard.js';
import { adminRoutes } from './admin/routes.js';
import type { ChatModel } from './ai/chat-model.js';
import { createModelLimiter, type ModelLimiter } from './ai/metering/model-limiter.js';
import { createChatModel, OFFLINE_SETUP_HINT } from './ai/providers/chat-models.js';
import { createSafetyCheck } from './ai/providers/model-safety-check.js';
import { createProviderHttp } from './ai/providers/provider-http.js';
import { createWarmUp, providerRoots } from './ai/providers/provider-warmup.js';
import { warmRoutes } from './ai/providers/warm-routes.js';
import { avatarRoutes } from './avatars/routes.js';
import { endStripeSubscriptionOf } from './billing/end-stripe-subscription.js';
import { billingRoutes } from './billing/routes.js';
import { createStripeBilling } from './billing/stripe-client.js';
import { stripeSettings } from './billing/stripe-settings.js';
import { chatRoutes } from './chat/routes.js';
import type { Config } from './config.js';
import { contactRoutes } from './contact/routes.js';
import { conversationRoutes } from './conversations/routes.js';
import { ensureRoomForTurn } from './conversations/turn-room.js';
import { installKeys } from './crypto/keyring.js';
import type { DatabaseHandle } from './db/client.js';
import { DocumentReader } from './files/document-reader.js';
import { fileStorage, readLimits, uploadTempDir } from './files/file-settings.js';
import { fileRoutes } from './files/routes.js';
import { scannedPagesReader } from './files/scanned-pages.js';
import { sealedStorage } from './files/sealed-storage.js';
import { type FileStorage, ownerPrefix } from './files/storage.js';
import { videoFrameReader } from './files/video-frame.js';
import { RequestLog } from './http/access-log.js';
import { installAuth } from './http/auth.js';
import { AttemptLimiter } from './http/brute-force.js';
import { installCompression } from './http/compression.js';
import { installErrorHandler } from './http/error-handler.js';
import { installErrorLanguage } from './http/error-language.js';
import { installIdempotency } from './http/idempotency.js';
import { installOpenApi } from './http/openapi.js';
import { installSecurity } from './http/security.js';
import { serializerCompiler } from './http/serializer.js';
import { clientTimeouts, installBodyTimeout, serverTimeoutOptions } from './http/slow-clients.js';
import { installWeb } from './http/web.js';
import { installBillingRenewals } from './jobs/install-billing-renewals.js';
import { installIdempotencyCleanup } from './jobs/install-idempotency-cleanup.js';
import { installReminderDispatcher } from './jobs/install-reminder-dispatcher.js';
import { installSearchBackfill } from './jobs/install-search-backfill.js';
import { installVoiceCloneExpiry } from './jobs/install-voice-clone-expiry.js';
import { landingRoutes } from './landing/routes.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createMemoryExtractor } from './memory/memory-extractor.js';
import { memoryRoutes } from './memory/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { pushRoutes } from './push/routes.js';
import { vapidKeySource } from './push/vapid-keys.js';
import { createFollowUpPhraser } from './reminders/follow-up-phraser.js';
import { createReminderExtractor } from './reminders/model-extractor.js';
import { reminderRoutes } from './reminders/routes.js';
import { safetyRoutes } from './safety/routes.js';
import type { SafetyCheck } from './safety/safety-check.js';
import { speechRoutes } from './speech/routes.js';
import { findOnPath, speechSettings } from './speech/speech-settings.js';
import { speechWriter } from './speech/speech-writer.js';
import { createSummarizer } from './summaries/model-summarizer.js';
import { summaryRoutes } from './summaries/routes.js';
import { supportRoutes } from './support/routes.js';
import { systemRoutes } from './system/routes.js';
import { cloneSettings } from './voice-clone/clone-settings.js';
import { deleteOwnVoice } from './voice-clone/own-voice.js';
import { voiceCloneRoutes } from './voice-clone/routes.js';
import { ownVoiceSpeaker } from './voice-clone/speak-own-voice.js';
import { elevenLabsCloner } from './voice-clone/voice-cloner.js';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Current time; tests pass their own. */
  clock?: () => Date;
  /** Folder of the built web app (index.html + assets/); null serves none. */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** The language model of conversations and chat; tests pass their own. */
  chatModel?: ChatModel;
  /** The fetch of every provider call; default one shared keep-alive agent (provider-http.ts). */
  providerFetch?: typeof fetch;
  /** The one limiter of every language-model call; default one of AI_MAX_CONCURRENT slots. Tests pass theirs to see its queue. */
  modelLimiter?: ModelLimiter;
  /** The asynchronous safety layer run beside each reply (the model's check, moderation); tests pass their own. */
  safetyCheck?: SafetyCheck;
  /** Where uploaded files are kept; default from the configuration (file-settings.ts). */
  fileStorage?: FileStorage;
  /** Sends e-mail; default from SMTP_URL (none without it). */
  mailer?: Mailer | null;
};

/** JSON bodies larger than this are refused with 413 (uploads have their own limits). */
export const JSON_BODY_LIMIT = 256 * 1024;
const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * Fastify's trustProxy for TRUST_PROXY: a number of hops trusts that many proxies nearest the server
 * (each appends the address it saw to X-Forwarded-For; the client writes only what lies beyond them),
 * addresses trust only requests relayed by those proxies.
 */
export function trustProxy(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  installKeys(config.encryptionKeys);
  const clock = deps.clock ?? (() => new Date());
  const timeouts = clientTimeouts(config);
  const app = Fastify({
    ...serverTimeoutOptions(timeouts),
    logger: deps.logger ?? false,
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: JSON_BODY_LIMIT,
    // Read by genReqId, which accepts a caller's id only when it is short and plain.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    logController: new RequestLog(),
    // A plugin may wait on the database while it starts (opening PGlite, its migrations); on a busy
    // machine that has taken over Fastify's default 10 s, and the server then refused to start.
    pluginTimeout: 60_000,
  });
  const providerHttp = createProviderHttp();
  const providerFetch = deps.providerFetch ?? providerHttp.fetch;
  app.addHook('onClose', () => providerHttp.close());
  // Every call to the language model, whatever asks for it, waits for a slot of this one limiter.
  const modelCalls = {
    fetch: providerFetch,
    limiter: deps.modelLimiter ?? createModelLimiter(config.AI_MAX_CONCURRENT),
  };
  const chatModel =
    deps.chatModel ?? createChatModel(config, { db: database.db, clock, log: app.log, ...modelCalls });
  const safetyCheck =
    deps.safetyCheck ?? createSafetyCheck(config, app.log, { db: database.db, clock, ...modelCalls });
  const { tts } = speechSettings(config);
  const warmUp = createWarmUp({
    roots: providerRoots(config, tts.kind === 'openai' ? tts.baseUrl : null),
    fetch: providerFetch,
    clock,
    log: app.log,
  });
  // Start-up opens the connections before the first turn; tests that only inject never listen.
  app.addHook('onListen', async () => {
    void warmUp();
    // Set-up instructions go to the operator's log, never into a user's conversation.
    if (chatModel.provider === 'offline') app.log.warn(OFFLINE_SETUP_HINT);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and multipart, where a route registers it) may change state: no text/plain bodies.
  app.removeContentTypeParser('text/plain');

  installErrorHandler(app);
  // Before compression (an onSend hook too): error answers are translated, then compressed.
  installErrorLanguage(app);
  installBodyTimeout(app, timeouts.bodyIdleMs);
  await installSecurity(app, { ...config, stripeMode: stripeSettings(config) !== null });
  const cookie = await installAuth(app, { db: database.db, config, clock });
  installAdminGuard(app, { db: database.db, clock });
  installIdempotency(app, { db: database.db, clock, secret: config.sessionSecret });
  // After the idempotency hooks: a stored answer is the plain JSON. Both before any /api route
  // (the OpenAPI document's included), as they attach to routes as these are declared.
  installCompression(app);
  await installOpenApi(app);
  installIdempotencyCleanup(app, { db: database.db, clock });
  installSearchBackfill(app, { db: database.db });
  const limiter = new AttemptLimiter(database.db, config.ATTEMPT_LIMIT_MULTIPLIER, config.sessionSecret);

  await app.register(systemRoutes(database));
  const stripeConfig = stripeSettings(config);
  const stripe = stripeConfig ? createStripeBilling(stripeConfig) : null;
  const cloning = cloneSettings(config);
  const cloner = cloning ? elevenLabsCloner(cloning, providerFetch) : null;
  // Before an account goes: its Stripe subscription is ended and its own voice deleted at the
  // provider; when either fails the account stays.
  const endings = [
    stripe ? (userId: number) => endStripeSubscriptionOf({ db: database.db, stripe }, userId) : null,
    cloner ? (userId: number) => deleteOwnVoice({ db: database.db, cloner }, userId) : null,
  ].filter((end) => end !== null);
  const beforeDelete =
    endings.length > 0
      ? async (userId: number) => {
          for (const end of endings) await end(userId);
        }
      : undefined;
  const storage = sealedStorage(deps.fileStorage ?? fileStorage(config));
  const mailer = deps.mailer !== undefined ? deps.mailer : createMailer(config);
  const afterDelete = (userId: number) =>
    storage
      .deletePrefix(ownerPrefix(userId))
      .catch((err: Error) => app.log.error({ err: { message: err.message }, userId }, 'files not deleted'));
  await app.register(
    accountRoutes({
      db: database.db,
      config,
      clock,
      limiter,
      cookie,
      afterDelete,
      ...(beforeDelete ? { beforeDelete } : {}),
    }),
  );
  await app.register(
    adminRoutes({
      db: database.db,
      database,
      config,
      clock,
      limiter,
      billingMode: stripe ? 'stripe' : 'sandbox',
      afterDelete,
      ...(beforeDelete ? { beforeDelete } : {}),
    }),
  );
  await app.register(contactRoutes({ db: database.db, limiter, clock }));
  await app.register(
    supportRoutes({
      db: database.db,
      clock,
      mailer,
      publicUrl: config.PUBLIC_URL,
      supportTimeZone: config.SUPPORT_TIME_ZONE,
    }),
  );
  await app.register(
    landingRoutes({ db: database.db, limiter, clock, secret: config.sessionSecret, config }),
  );
  await app.register(privacyRoutes({ db: database.db, limiter, clock }));
  await app.register(billingRoutes({ db: database.db, clock, stripe, secret: config.sessionSecret }));
  const ffmpeg = config.FFMPEG_PATH ?? findOnPath('ffmpeg');
  const videoFrame = videoFrameReader(storage, ffmpeg, uploadTempDir(config));
  // One pool of reading workers: uploads, and the scanned pages a model that sees is shown.
  const documentReader = new DocumentReader(readLimits(config));
  app.addHook('onClose', () => documentReader.close());
  const scannedPages = scannedPagesReader(storage, documentReader, uploadTempDir(config));
  const memoryExtractor = createMemoryExtractor(config, {
    db: database.db,
    clock,
    log: app.log,
    ...modelCalls,
  });
  const extractor = createReminderExtractor(config, { db: database.db, clock, log: app.log, ...modelCalls });
  await app.register(
    conversationRoutes({
      db: database.db,
      clock,
      chatModel,
      safetyCheck,
      secret: config.sessionSecret,
      storage,
      videoFrame,
      scannedPages,
      memoryExtractor,
      reminderExtractor: extractor,
    }),
  );
  await app.register(memoryRoutes({ db: database.db, clock }));
  await app.register(safetyRoutes({ db: database.db, clock }));
  const phraser = createFollowUpPhraser(config, { db: database.db, clock, log: app.log, ...modelCalls });
  await app.register(reminderRoutes({ db: database.db, clock, extractor, phraser }));
  const summarizer = createSummarizer(config, { db: database.db, clock, log: app.log, ...modelCalls });
  await app.register(summaryRoutes({ db: database.db, clock, summarizer }));
  const vapidKeys = vapidKeySource(database.db);
  await app.register(pushRoutes({ db: database.db, env: config.NODE_ENV, keys: vapidKeys }));
  installReminderDispatcher(app, { db: database.db, clock, config, keys: vapidKeys });
  installBillingRenewals(app, { db: database.db, clock, config });
  installVoiceCloneExpiry(app, { db: database.db, clock, config, cloner });
  await app.register(
    chatRoutes({
      db: database.db,
      clock,
      chatModel,
      limiter,
      secret: config.sessionSecret,
      safetyCheck,
    }),
  );
  await app.register(
    fileRoutes({
      config,
      db: database.db,
      clock,
      storage,
      ffmpeg,
      reader: documentReader,
      transcribe: speechWriter(config, {
        db: database.db,
        clock,
        prices: config.AI_PRICES,
        fetch: providerFetch,
      }),
      roomForTurn: (user, conversationId) =>
        ensureRoomForTurn({ db: database.db, clock }, user, conversationId),
    }),
  );
  await app.register(
    speechRoutes({
      config,
      db: database.db,
      clock,
      fetch: providerFetch,
      ownVoice: cloner ? ownVoiceSpeaker({ db: database.db, clock, cloner }) : null,
    }),
  );
  await app.register(voiceCloneRoutes({ db: database.db, clock, cloner }));
  await app.register(avatarRoutes({ db: database.db, clock }));
  await app.register(warmRoutes(warmUp));
  await installWeb(app, deps.webRoot ?? null, config.PUBLIC_URL);
  return app;
}
