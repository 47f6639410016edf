import { and, asc, eq, sql } from 'drizzle-orm';
import type { SpeechVoice } from '../../contract/speech-values.js';
import {
  avatarMessages,
  type CustomizeAvatarName,
  type DefaultVoiceAvatar,
  defaultVoiceAvatars,
  type VoiceAvatar,
} from '../../contract/voice-avatars.js';
import type { Database } from '../db/client.js';
import { type VoiceAvatarRow, voiceAvatars } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import type { ReencodedAvatar } from './reencode-avatar.js';

export type AvatarDeps = { db: Database; clock: () => Date };

type Changes = Pick<VoiceAvatarRow, 'id' | 'voiceId' | 'customName' | 'imageVersion' | 'updatedAt'>;

const changesColumns = {
  id: voiceAvatars.id,
  voiceId: voiceAvatars.voiceId,
  customName: voiceAvatars.customName,
  imageVersion: voiceAvatars.imageVersion,
  updatedAt: voiceAvatars.updatedAt,
};

/** The address of a user's own picture; the version changes with the picture, so it may be cached for good. */
export const avatarImageUrl = (id: number, version: string) => `/api/voice-avatars/${id}/image?v=${version}`;

function defaultOf(voiceId: SpeechVoice): DefaultVoiceAvatar {
  const avatar = defaultVoiceAvatars.find((a) => a.voiceId === voiceId);
  if (!avatar) throw AppError.notFound(avatarMessages.notFound);
  return avatar;
}

/** A built-in avatar with the user's changes laid over it. */
function toVoiceAvatar(base: DefaultVoiceAvatar, changes: Changes | undefined): VoiceAvatar {
  const ownImage = changes?.imageVersion ? avatarImageUrl(changes.id, changes.imageVersion) : null;
  return {
    ...base,
    imageUrl: ownImage ?? base.imageUrl,
    customName: changes?.customName ?? null,
    hasCustomImage: ownImage !== null,
    isDefault: !changes,
    updatedAt: changes ? changes.updatedAt.toISOString() : null,
  };
}

/** GET /api/voice-avatars: the six built-in avatars, each with the user's own picture and name (guests: the built-in ones). */
export async function listAvatars(deps: AvatarDeps, userId: number | null): Promise<VoiceAvatar[]> {
  const rows =
    userId === null
      ? []
      : await deps.db
          .select(changesColumns)
          .from(voiceAvatars)
          .where(eq(voiceAvatars.userId, userId))
          .orderBy(asc(voiceAvatars.id));
  return defaultVoiceAvatars.map((base) =>
    toVoiceAvatar(
      base,
      rows.find((r) => r.voiceId === base.voiceId),
    ),
  );
}

/** A name equal to the built-in one is no custom name. */
const ownName = (voiceId: SpeechVoice, name: string | undefined) =>
  name === undefined || name === defaultOf(voiceId).displayName ? null : name;

/**
 * POST /api/voice-avatars/upload: the re-encoded picture becomes the user's picture for the voice;
 * a name given with it becomes its name (one equal to the built-in name clears a custom one).
 */
export async function saveAvatarImage(
  deps: AvatarDeps,
  userId: number,
  voiceId: SpeechVoice,
  picture: ReencodedAvatar,
  customName: string | undefined,
): Promise<VoiceAvatar> {
  const now = deps.clock();
  const image = {
    image: picture.image,
    imageType: picture.contentType,
    imageVersion: picture.version,
    updatedAt: now,
  };
  const name = customName === undefined ? {} : { customName: ownName(voiceId, customName) };
  const [row] = await deps.db
    .insert(voiceAvatars)
    .values({ userId, voiceId, ...image, ...name, createdAt: now })
    .onConflictDoUpdate({ target: [voiceAvatars.userId, voiceAvatars.voiceId], set: { ...image, ...name } })
    .returning(changesColumns);
  return toVoiceAvatar(defaultOf(voiceId), row);
}

/**
 * POST /api/voice-avatars/customize-name: the user's name for the avatar. The built-in name clears
 * the custom one; an avatar left with neither picture nor name is the built-in one again.
 */
export async function customizeAvatarName(
  deps: AvatarDeps,
  userId: number,
  input: CustomizeAvatarName,
): Promise<VoiceAvatar> {
  const customName = ownName(input.voiceId, input.customName);
  const now = deps.clock();
  const [row] = await deps.db
    .insert(voiceAvatars)
    .values({ userId, voiceId: input.voiceId, customName, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [voiceAvatars.userId, voiceAvatars.voiceId],
      set: { customName, updatedAt: now },
    })
    .returning(changesColumns);
  if (row && row.customName === null && row.imageVersion === null) {
    return resetAvatar(deps, userId, input.voiceId);
  }
  return toVoiceAvatar(defaultOf(input.voiceId), row);
}

/** POST /api/voice-avatars/reset: the built-in picture and name again (the user's picture is deleted). */
export async function resetAvatar(
  deps: AvatarDeps,
  userId: number,
  voiceId: SpeechVoice,
): Promise<VoiceAvatar> {
  await deps.db
    .delete(voiceAvatars)
    .where(and(eq(voiceAvatars.userId, userId), eq(voiceAvatars.voiceId, voiceId)));
  return toVoiceAvatar(defaultOf(voiceId), undefined);
}

/** The user's own stored picture by its row id; another user's, or none, is 404. */
export async function readAvatarImage(
  deps: AvatarDeps,
  userId: number,
  id: number,
): Promise<{ image: Buffer; contentType: string; version: string }> {
  const [row] = await deps.db
    .select({
      image: voiceAvatars.image,
      imageType: voiceAvatars.imageType,
      imageVersion: voiceAvatars.imageVersion,
    })
    .from(voiceAvatars)
    .where(
      and(eq(voiceAvatars.id, id), eq(voiceAvatars.userId, userId), sql`${voiceAvatars.image} is not null`),
    )
    .limit(1);
  if (!row?.image || !row.imageType || !row.imageVersion) throw AppError.notFound(avatarMessages.notFound);
  return { image: row.image, contentType: row.imageType, version: row.imageVersion };
}
