import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { documentMessages, MAX_UPLOAD_BYTES, type uploadQuerySchema } from '../../contract/documents.js';
import { fileContract as contract } from '../../contract/file-routes.js';
import { recordUsage } from '../ai/metering/usage-meter.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { documents, type UserRow } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { requireUser } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
import { type StoredAnswer, sendStored } from '../http/idempotency.js';
import { parseRowId } from '../http/row-id.js';
import { DocumentReader } from './document-reader.js';
import { readLimits, uploadTempDir } from './file-settings.js';
import { OneAnalysisPerPerson } from './one-analysis.js';
import { readUpload } from './read-upload.js';
import type { FileStorage } from './storage.js';
import { uploadDocument } from './upload-document.js';

export type FileRouteDeps = {
  config: Config;
  db: Database;
  clock: () => Date;
  storage: FileStorage;
  /** The ffmpeg program (FFMPEG_PATH, or found on PATH), if any. */
  ffmpeg: string | undefined;
  /** The app's document reader (its workers also read scanned pages for a model that sees); its own when absent. */
  reader?: DocumentReader | undefined;
  /** Writes down the speech of recordings and videos; none without a transcription API. */
  transcribe: ((wav: Buffer, language: string | undefined) => Promise<string>) | undefined;
  /**
   * Refuses an upload whose question could not be asked (the conversation it is for, or a new one, is
   * refused by the plan's limits), before the day's upload is claimed or anything is read or stored.
   */
  roomForTurn?: (user: UserRow, conversationId: number | null) => Promise<void>;
};

/** Types a stored file is served as; anything else is served as a download of bytes. */
const SERVED_AS = /^(image\/(jpeg|png|gif|webp)|application\/pdf|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

export function fileRoutes(deps: FileRouteDeps): FastifyPluginAsyncZod {
  const { ffmpeg } = deps;
  const writeDown = deps.transcribe;
  const tempDir = uploadTempDir(deps.config);
  const reader = deps.reader ?? new DocumentReader(readLimits(deps.config));
  const analyses = new OneAnalysisPerPerson();

  return async (app) => {
    if (!deps.reader) app.addHook('onClose', () => reader.close());
    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 2048 },
      });
      uploads.route({
        ...contractRoute(contract.upload, {
          tags: ['files'],
          summary:
            'Upload a file for analysis (multipart: file up to 10 MB, category, optional message); the type is decided by the content',
          description:
            "Images (JPEG, PNG, GIF, WebP), PDF, plain text, audio and video. Counts one of the day's uploads of the plan " +
            '(Free 3, Basic 20, Premium unlimited; 403 UPLOAD_LIMIT_REACHED with upgradeUrl past it). The answer is the ' +
            'stored file; ask about it with `documentIds` on a message of the conversation `conversationId` (or of a new ' +
            'conversation when none is given). When that question would be refused (403 USAGE_LIMIT_REACHED with ' +
            "limitType: the conversation's replies, or the day's conversations, are used up; 404 for a conversation that " +
            'is not yours), the upload is refused first: nothing is counted or stored.',
        }),
        config: { idempotent: 'signed-in' },
        handler: async (request, reply) => {
          const { user } = requireUser(request);
          const keyed = request.keyedBody;
          // Validated by the route's schema (this plugin's instance does not carry the zod types).
          const { conversationId } = request.query as z.output<typeof uploadQuerySchema>;
          const room = () => deps.roomForTurn?.(user, conversationId ?? null) ?? Promise.resolve();
          // With an Idempotency-Key, the file is part of the request: the key is claimed (or its stored
          // answer found, or 422 for another file) once the file is read, before anything is stored.
          const receive = async (progress?: () => void) => {
            const file = await readUpload(request, tempDir, progress);
            const stored = await keyed
              ?.claim({ fields: file.fields, file: { name: file.clientName ?? null, sha256: file.sha256 } })
              .catch(async (err: unknown) => {
                await file.discard();
                throw err;
              });
            if (stored) {
              await file.discard();
              throw new Replay(stored);
            }
            return file;
          };
          // A key already used: the file is read and compared before the day's upload is claimed, so a
          // repeat of the day's last upload is answered, not refused.
          const early = keyed?.seen ? await receive().catch(replayed) : undefined;
          if (early && !('tempPath' in early)) return sendStored(reply, early);
          const view = await uploadDocument(
            {
              db: deps.db,
              clock: deps.clock,
              storage: deps.storage,
              ffmpeg,
              transcribe: writeDown,
              reader,
              analyses,
              log: request.log,
            },
            user,
            early ? async () => early : receive,
            room,
          ).catch(async (err: unknown) => {
            await early?.discard();
            return replayed(err);
          });
          if (!('id' in view)) return sendStored(reply, view);
          await recordUsage(deps.db, { apiType: 'documents', calls: 1 }, deps.clock()).catch((err: Error) =>
            request.log.warn({ err: { message: err.message } }, 'document usage not recorded'),
          );
          return reply.code(201).send(view);
        },
      });
    });

    app.route({
      ...contractRoute(contract.file, {
        tags: ['files'],
        summary: 'The bytes of one of your uploaded files (404 for anyone else)',
      }),
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        const id = parseRowId(request.params.id);
        if (id === null) throw AppError.notFound(documentMessages.notFound);
        const [row] = await deps.db
          .select()
          .from(documents)
          .where(and(eq(documents.id, id), eq(documents.userId, user.id)))
          .limit(1);
        if (!row) throw AppError.notFound(documentMessages.notFound);
        const body = await deps.storage.get(row.storageKey);
        if (!body) throw AppError.notFound(documentMessages.notFound);
        const type =
          row.kind === 'text'
            ? 'text/plain; charset=utf-8'
            : SERVED_AS.test(row.mimeType)
              ? row.mimeType
              : 'application/octet-stream';
        return reply
          .header('content-type', type)
          .header('content-length', String(row.size))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .header(
            'content-disposition',
            contentDisposition(row.displayName, row.kind === 'image' || row.kind === 'pdf'),
          )
          .send(body);
      },
    });
  };
}

/** Thrown out of the upload when the request repeats one whose answer is stored. */
class Replay extends Error {
  constructor(readonly stored: StoredAnswer) {
    super('idempotent replay');
  }
}

function replayed(err: unknown): StoredAnswer {
  if (err instanceof Replay) return err.stored;
  throw err;
}

/** `inline` or `attachment` with the display name, as plain ASCII and as UTF-8 (RFC 6266, 5987). */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
