import { asc, count, eq } from 'drizzle-orm';
import {
  consentSentence,
  type VoiceClone,
  VoiceCloneErrorCode,
  type VoiceCloneStatus,
  voiceCloneMessages,
} from '../../contract/voice-clone.js';
import { toSubscriptionView } from '../billing/subscription-view.js';
import type { Database } from '../db/client.js';
import { type UserRow, type VoiceCloneRow, voiceCloneRecordings, voiceClones } from '../db/schema/index.js';
import { PlanLimitError } from '../files/upload-document.js';
import { AppError } from '../http/app-error.js';
import type { CloneUpload } from './read-clone-upload.js';
import type { VoiceCloner } from './voice-cloner.js';

export type OwnVoiceDeps = { db: Database; clock: () => Date; cloner: VoiceCloner | null };

/**
 * Whether the person's own voice may be made and heard now: a Premium subscription that is active
 * and not cancelled. A cancelled Premium stops it at once; it is deleted when the period ends
 * (jobs/voice-clone-expiry.ts).
 */
export function mayUseOwnVoice(user: UserRow, now: Date): boolean {
  const view = toSubscriptionView(user, now);
  return view?.plan === 'premium' && !view.cancelAtPeriodEnd;
}

/** The person's voice, if they have one. */
export async function findOwnVoice(db: Database, userId: number): Promise<VoiceCloneRow | undefined> {
  const [row] = await db.select().from(voiceClones).where(eq(voiceClones.userId, userId));
  return row;
}

/** GET /api/voice-clone: whether the server can make voices, and the person's own. */
export async function ownVoiceStatus(deps: OwnVoiceDeps, user: UserRow): Promise<VoiceCloneStatus> {
  const row = await findOwnVoice(deps.db, user.id);
  return { available: deps.cloner !== null, voice: row ? await toView(deps, user, row) : null };
}

/**
 * POST /api/voice-clone: a Premium member's recordings (the consent sentence with their name, then
 * the passages) are sent to the provider, which makes the voice; the voice and every recording are
 * then kept. 503 without a provider, 403 (with the upgrade path) without an active Premium, 409 when
 * the person already has one. The recordings are read only after those checks.
 */
export async function createOwnVoice(
  deps: OwnVoiceDeps,
  user: UserRow,
  receive: () => Promise<CloneUpload>,
): Promise<VoiceClone> {
  const { cloner, db } = deps;
  if (!cloner) throw new AppError(VoiceCloneErrorCode.unavailable, 503, voiceCloneMessages.unavailable);
  if (!mayUseOwnVoice(user, deps.clock()))
    throw new PlanLimitError(VoiceCloneErrorCode.premiumRequired, 403, voiceCloneMessages.premiumRequired);
  if (await findOwnVoice(db, user.id))
    throw new AppError(VoiceCloneErrorCode.exists, 409, voiceCloneMessages.exists);
  const upload = await receive();
  const recordings = [upload.consent, ...upload.passages];
  const providerVoiceId = await cloner.addVoice(
    `Voxpert member ${user.id}`,
    recordings.map((r, i) => ({
      audio: r.audio,
      contentType: r.contentType,
      filename: `sample-${i}.${r.extension}`,
    })),
  );
  try {
    const row = await db.transaction(async (tx) => {
      const [clone] = await tx
        .insert(voiceClones)
        .values({
          userId: user.id,
          providerVoiceId,
          consentText: consentSentence(upload.name),
          createdAt: deps.clock(),
        })
        .returning();
      if (!clone) throw new Error('voice clone not stored');
      await tx.insert(voiceCloneRecordings).values(
        recordings.map((r, position) => ({
          cloneId: clone.id,
          kind: position === 0 ? ('consent' as const) : ('passage' as const),
          position,
          contentType: r.contentType,
          audio: r.audio,
          createdAt: deps.clock(),
        })),
      );
      return clone;
    });
    return await toView(deps, user, row);
  } catch (err) {
    // Not kept here (a second upload that raced this one): nothing is left at the provider either.
    await cloner.deleteVoice(providerVoiceId).catch(() => {});
    if ((err as { code?: string }).code === '23505' || /unique/i.test(String(err)))
      throw new AppError(VoiceCloneErrorCode.exists, 409, voiceCloneMessages.exists);
    throw err;
  }
}

/**
 * DELETE /api/voice-clone (and the plan's end, and the account's deletion): the voice is deleted at
 * the provider first, then its row and every recording kept with it. When the provider cannot be
 * reached the voice stays (502) so that nothing is left at the provider without a record of it.
 */
export async function deleteOwnVoice(
  deps: Pick<OwnVoiceDeps, 'db' | 'cloner'>,
  userId: number,
): Promise<boolean> {
  const row = await findOwnVoice(deps.db, userId);
  if (!row) return false;
  if (!deps.cloner) throw new AppError(VoiceCloneErrorCode.unavailable, 503, voiceCloneMessages.unavailable);
  await deps.cloner.deleteVoice(row.providerVoiceId);
  // The recordings go with the row (their foreign key cascades).
  await deps.db.delete(voiceClones).where(eq(voiceClones.id, row.id));
  return true;
}

async function toView(deps: OwnVoiceDeps, user: UserRow, row: VoiceCloneRow): Promise<VoiceClone> {
  const [kept] = await deps.db
    .select({ n: count() })
    .from(voiceCloneRecordings)
    .where(eq(voiceCloneRecordings.cloneId, row.id));
  const usable = mayUseOwnVoice(user, deps.clock());
  return {
    status: usable ? 'ready' : 'paused',
    consentText: row.consentText,
    recordings: kept?.n ?? 0,
    createdAt: row.createdAt.toISOString(),
    deletesAt: usable ? null : (user.subscriptionExpiresAt?.toISOString() ?? deps.clock().toISOString()),
  };
}

/** The recordings kept with a voice, in order (for "Download my data"). */
export async function ownVoiceRecordings(db: Database, cloneId: number) {
  return db
    .select()
    .from(voiceCloneRecordings)
    .where(eq(voiceCloneRecordings.cloneId, cloneId))
    .orderBy(asc(voiceCloneRecordings.position));
}
