import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { conversationMessages } from '../../contract/conversations.js';
import type { Database } from '../db/client.js';
import { conversations, documents, idempotencyKeys } from '../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import { AppError } from '../http/app-error.js';
import { forgetFactsOf } from '../memory/memory-store.js';

/** The routes whose stored answers (kept a day for retries) hold a conversation's messages. */
const MESSAGE_OPERATIONS = [
  'POST /api/conversations/:id/messages',
  'POST /api/conversations/:id/messages/stream',
];

/**
 * Deletes one of the user's conversations and what was taken from it, in one transaction: its
 * messages and summary (with the row), the files shared in it (rows, then their stored bytes), and the
 * remembered facts told only in it (a fact also told in another conversation stays). Reminders set in
 * it stay, no longer linked to it (their foreign key sets null), and the day's count of new
 * conversations is not given back. The answers kept a day for retries of the person's messages are
 * dropped too, as they hold the messages' words; a record does not name its conversation, so those of
 * every conversation of theirs go (a retry of a lost answer after this runs again). Another user's
 * conversation, or one already deleted, answers 404 like a missing one.
 */
export async function deleteConversation(
  deps: { db: Database; storage?: FileStorage | undefined; log?: { error(obj: object, msg: string): void } },
  userId: number,
  conversationId: number,
): Promise<void> {
  const storageKeys = await deps.db.transaction(async (tx) => {
    // Locked first: a turn that is storing into it waits, then finds it gone.
    const [row] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
      .for('update');
    if (!row) throw AppError.notFound(conversationMessages.notFound);
    await forgetFactsOf(tx, userId, conversationId);
    const files = await tx
      .select({ storageKey: documents.storageKey })
      .from(documents)
      .where(and(eq(documents.conversationId, conversationId), eq(documents.userId, userId)));
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          inArray(idempotencyKeys.operation, MESSAGE_OPERATIONS),
          isNotNull(idempotencyKeys.responseBody),
        ),
      );
    // Messages, the file rows and the facts' links go with the row (their foreign keys cascade).
    await tx.delete(conversations).where(eq(conversations.id, conversationId));
    return files.map((f) => f.storageKey);
  });
  if (storageKeys.length > 0 && deps.storage) {
    // The rows are gone; bytes that could not be deleted now are only logged (they are unreachable).
    await deps.storage.delete(storageKeys).catch((err: Error) => {
      deps.log?.error({ err: { message: err.message }, conversationId }, 'files not deleted');
    });
  }
}
