import { randomUUID } from 'node:crypto';
import {
  DAILY_UPLOADS,
  DocumentErrorCode,
  type DocumentView,
  documentMessages,
  UPGRADE_PATH,
} from '../../contract/documents.js';
import { ErrorCode } from '../../contract/errors.js';
import { toSubscriptionView } from '../billing/subscription-view.js';
import type { Database } from '../db/client.js';
import { type DocumentRow, documents, type UserRow } from '../db/schema/index.js';
import { usableTimeZone } from '../db/time-zones.js';
import { AppError } from '../http/app-error.js';
import { displayName } from './display-name.js';
import { type ExtractDeps, extractDocument } from './extract.js';
import type { ReceivedFile } from './read-upload.js';
import { sniff } from './sniff.js';
import type { FileStorage } from './storage.js';
import { ownerPrefix } from './storage.js';
import { claimUpload, type UploadPlan } from './upload-quota.js';

export type UploadDeps = ExtractDeps & {
  db: Database;
  clock: () => Date;
  storage: FileStorage;
  log: { warn(obj: object, msg: string): void };
};

/** A plan limit refused: the body names where to upgrade. */
export class PlanLimitError extends AppError {
  override body() {
    return { error: this.code, message: this.message, upgradeUrl: UPGRADE_PATH };
  }
}

/** The plan an upload counts against (a trialing, active or canceled-but-not-ended subscription). */
export function uploadPlan(user: UserRow, now: Date): UploadPlan {
  return toSubscriptionView(user, now)?.plan ?? 'free';
}

/**
 * POST /api/upload. A file whose question would be refused (the conversation it is for has no reply
 * left, or no conversation can be started today) is refused before anything else: nothing is claimed,
 * received or stored. Then the day's upload is claimed (403 with the upgrade path when the plan's
 * uploads are used up), then the file is received to a temporary file, its type decided by its
 * content (415 for anything not an image, PDF, text, audio or video), its text read, and it is
 * stored under a server-made key. Any refusal or failure gives the day's upload back; the claim is
 * kept alive while the file arrives and then until the end, so a process that stops mid-upload gives
 * it back too, when the claim's lease runs out.
 */
export async function uploadDocument(
  deps: UploadDeps,
  user: UserRow,
  receive: (progress: () => void) => Promise<ReceivedFile>,
  /** Refuses the upload when the question about the file could not be asked (before anything is claimed). */
  roomForTurn: () => Promise<void> = async () => {},
): Promise<DocumentView> {
  await roomForTurn();
  const now = deps.clock();
  const plan = uploadPlan(user, now);
  const zone = await usableTimeZone(deps.db, user.settings?.timeZone);
  const claim = await claimUpload(deps.db, user.id, plan, zone, deps.clock);
  if (!claim) {
    throw new PlanLimitError(DocumentErrorCode.limit, 403, [
      { text: documentMessages.dailyLimit, values: { limit: DAILY_UPLOADS[plan] ?? 0 } },
    ]);
  }
  let file: ReceivedFile | undefined;
  try {
    file = await receive(claim.touch);
    // Received: from here the claim is renewed until it is stored or given back, however long the
    // file waits for a reader, is read or stored.
    claim.keepAlive();
    const type = await sniff(file.head, file.isText);
    if (!type) throw new AppError(ErrorCode.unsupportedMediaType, 415, documentMessages.invalidType);
    const extracted = await extractDocument(deps, {
      path: file.tempPath,
      kind: type.kind,
      owner: user.id,
      language: file.fields.language,
    });
    const key = `${ownerPrefix(user.id)}${randomUUID()}`;
    await deps.storage.put(key, file.tempPath, file.size, type.mimeType);
    const [row] = await deps.db
      .insert(documents)
      .values({
        userId: user.id,
        storageKey: key,
        displayName: displayName(file.clientName, `file.${extensionOf(type.mimeType)}`),
        kind: type.kind,
        mimeType: type.mimeType,
        size: file.size,
        content: extracted.content,
        meta: extracted.meta,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('document not stored');
    await claim
      .stored()
      .catch((e: Error) => deps.log.warn({ err: { message: e.message } }, 'upload claim not marked stored'));
    return toDocumentView(row, claim.remaining);
  } catch (err) {
    await file?.discard().catch(() => {});
    await claim
      .release()
      .catch((e: Error) => deps.log.warn({ err: { message: e.message } }, 'upload not given back'));
    throw err;
  }
}

export function toDocumentView(row: DocumentRow, remainingToday: number | null): DocumentView {
  return {
    id: row.id,
    name: row.displayName,
    kind: row.kind,
    mimeType: row.mimeType,
    size: row.size,
    meta: row.meta,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
    remainingToday,
  };
}

/** The usual extension of a type, for a file that came without a name. */
function extensionOf(mimeType: string): string {
  const sub = mimeType.split('/')[1] ?? 'bin';
  return { plain: 'txt', jpeg: 'jpg', mpeg: 'mp3', quicktime: 'mov', 'x-m4a': 'm4a' }[sub] ?? sub;
}
