import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { DocumentErrorCode, documentMessages } from '../../contract/documents.js';
import type { ChatDocument, ChatPicture } from '../ai/chat-model.js';
import { condense } from '../ai/offline/extractive-summary.js';
import type { PlanView } from '../billing/plan.js';
import type { Database } from '../db/client.js';
import { type DocumentRow, documents } from '../db/schema/index.js';
import { PICTURE_MAX_BYTES } from '../files/document-reader.js';
import type { ScannedPagesReader } from '../files/scanned-pages.js';
import type { FileStorage } from '../files/storage.js';
import { PlanLimitError } from '../files/upload-document.js';
import type { VideoFrameReader } from '../files/video-frame.js';
import { AppError } from '../http/app-error.js';

/** Characters of file text sent with each request, shared between the files (about 6,000 tokens). */
export const DOCUMENT_CHAR_BUDGET = 24_000;
/** Files of a conversation kept in its context (the newest). */
const FILES_IN_CONTEXT = 5;

/**
 * Files named by a message join its conversation: each must be the user's and not already in
 * another conversation (404 otherwise, as for a file that does not exist). Several in one message
 * need Premium (403 with the upgrade path).
 */
export async function attachDocuments(
  db: Database,
  userId: number,
  conversationId: number,
  ids: readonly number[],
  plan: PlanView,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length > 1 && !plan.premium) {
    throw new PlanLimitError(DocumentErrorCode.premiumRequired, 403, documentMessages.multiDocument);
  }
  const attached = await db
    .update(documents)
    .set({ conversationId })
    .where(
      and(
        inArray(documents.id, unique),
        eq(documents.userId, userId),
        or(isNull(documents.conversationId), eq(documents.conversationId, conversationId)),
      ),
    )
    .returning({ id: documents.id });
  if (attached.length !== unique.length) throw AppError.notFound(documentMessages.notFound);
}

/**
 * The conversation's files as the model is given them: the newest few, their text condensed part
 * by part to share the budget, and for a model that sees, the pictures shared with this message.
 */
export async function conversationDocuments(
  deps: PictureReaders & { db: Database },
  conversationId: number,
  freshIds: readonly number[],
  seesImages: boolean,
): Promise<ChatDocument[]> {
  const rows = await deps.db
    .select()
    .from(documents)
    .where(eq(documents.conversationId, conversationId))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(FILES_IN_CONTEXT);
  if (rows.length === 0) return [];
  const withText = rows.filter((r) => r.content !== '').length;
  const share = Math.floor(DOCUMENT_CHAR_BUDGET / Math.max(1, withText));
  const fresh = new Set(freshIds);
  return Promise.all(
    rows.map(async (row): Promise<ChatDocument> => {
      const isFresh = fresh.has(row.id);
      const pictures = !isFresh || !seesImages ? [] : await picturesOf(deps, row);
      return {
        name: row.displayName,
        kind: row.kind,
        mimeType: row.mimeType,
        size: row.size,
        meta: row.meta,
        text: condense(row.content, share),
        fresh: isFresh,
        ...(pictures.length > 0 ? { pictures } : {}),
      };
    }),
  );
}

type PictureReaders = {
  storage: FileStorage | undefined;
  videoFrame?: VideoFrameReader | undefined;
  scannedPages?: ScannedPagesReader | undefined;
};

/**
 * What a model that sees is shown of a file: an image itself, one frame from a video's middle, or
 * the pictures of a scanned PDF's first pages (a PDF with pages but no text).
 */
async function picturesOf(deps: PictureReaders, row: DocumentRow): Promise<ChatPicture[]> {
  if (row.kind === 'image' && row.size <= PICTURE_MAX_BYTES && deps.storage) {
    const data = await readAll(deps.storage, row.storageKey);
    return data ? [{ data, mediaType: row.mimeType }] : [];
  }
  if (row.kind === 'video' && deps.videoFrame) {
    const data = await deps.videoFrame(row.storageKey, (row.meta.durationSeconds ?? 0) / 2);
    return data ? [{ data, mediaType: 'image/jpeg' }] : [];
  }
  if (row.kind === 'pdf' && row.content === '' && (row.meta.pages ?? 0) > 0 && deps.scannedPages) {
    return deps.scannedPages(row.storageKey);
  }
  return [];
}

async function readAll(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
