import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { profilePictureMessages } from '../../contract/accounts.js';
import { readPictureUpload } from '../avatars/read-avatar-upload.js';
import { reencodeAvatar } from '../avatars/reencode-avatar.js';
import type { StoredPicture } from '../avatars/send-picture.js';
import type { Database } from '../db/client.js';
import { profilePictures, type UserRow, users } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';

type PictureDeps = { db: Database; clock: () => Date };

/** The address of the account's picture; the version changes with the picture, so it may be cached for good. */
export const profilePictureUrl = (version: string) => `/api/user/picture?v=${version}`;

/**
 * PUT /api/user/picture: the multipart field `picture`, a JPEG, PNG or WebP of at most 5 MB (413
 * past it; 415 for anything else, decided by its first bytes), re-encoded exactly as the avatar
 * pictures are (upright, square, 256 px, WebP, no metadata) and kept in the database. The account's
 * avatarUrl then names it, with its version.
 */
export async function uploadProfilePicture(
  deps: PictureDeps,
  userId: number,
  request: FastifyRequest,
): Promise<UserRow> {
  const { picture } = await readPictureUpload(request, {
    file: 'picture',
    notMultipart: profilePictureMessages.notMultipart,
  });
  if (!picture) throw AppError.validation({ picture: profilePictureMessages.required });
  const encoded = await reencodeAvatar(picture, {
    field: 'picture',
    formats: ['jpeg', 'png', 'webp'],
    formatsMessage: profilePictureMessages.formats,
  });
  const now = deps.clock();
  const stored = {
    image: encoded.image,
    imageType: encoded.contentType,
    imageVersion: encoded.version,
    updatedAt: now,
  };
  const [row] = await deps.db.transaction(async (tx) => {
    await tx
      .insert(profilePictures)
      .values({ userId, ...stored })
      .onConflictDoUpdate({ target: profilePictures.userId, set: stored });
    return tx
      .update(users)
      .set({ avatarUrl: profilePictureUrl(encoded.version), avatarLastUpdated: now })
      .where(eq(users.id, userId))
      .returning();
  });
  if (!row) throw AppError.unauthorized();
  return row;
}

/** DELETE /api/user/picture: the picture is deleted, and the initials are shown again. */
export async function removeProfilePicture(deps: PictureDeps, userId: number): Promise<UserRow> {
  const [row] = await deps.db.transaction(async (tx) => {
    await tx.delete(profilePictures).where(eq(profilePictures.userId, userId));
    return tx
      .update(users)
      .set({ avatarUrl: null, avatarLastUpdated: deps.clock() })
      .where(eq(users.id, userId))
      .returning();
  });
  if (!row) throw AppError.unauthorized();
  return row;
}

/** The account's own picture (only its owner asks for it); none is 404. */
export async function readProfilePicture(
  deps: Pick<PictureDeps, 'db'>,
  userId: number,
): Promise<StoredPicture> {
  const [row] = await deps.db
    .select()
    .from(profilePictures)
    .where(eq(profilePictures.userId, userId))
    .limit(1);
  if (!row) throw AppError.notFound(profilePictureMessages.notFound);
  return { image: row.image, contentType: row.imageType, version: row.imageVersion };
}
