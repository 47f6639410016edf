import { customType, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';
import { users } from './users.js';

/** Postgres bytea as a Buffer (PGlite hands back a Uint8Array, which is wrapped without copying). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A user's changes to one built-in voice avatar: their own picture (re-encoded by the server: a small
 * square WebP without metadata) and/or their own name. No row means the built-in avatar; reset
 * deletes the row. Rows go with the account.
 */
export const voiceAvatars = pgTable(
  'voice_avatars',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voiceId: text('voice_id').notNull(),
    customName: text('custom_name'),
    image: bytea('image'),
    /** The stored picture's content type (always image/webp today). */
    imageType: text('image_type'),
    /** A hash of the stored picture: the version in its URL, so a new picture is a new URL. */
    imageVersion: text('image_version'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('voice_avatars_user_voice_unique').on(t.userId, t.voiceId)],
);
export type VoiceAvatarRow = typeof voiceAvatars.$inferSelect;

/**
 * The account's own profile picture, shown in the header and the profile instead of the initials:
 * re-encoded by the server like the avatar pictures (a small square WebP without metadata). At most
 * one per account; removing it deletes the row, and it goes with the account. `users.avatarUrl`
 * holds its versioned address while there is one.
 */
export const profilePictures = pgTable('profile_pictures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  imageType: text('image_type').notNull(),
  /** A hash of the stored picture: the version in its URL, so a new picture is a new URL. */
  imageVersion: text('image_version').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type ProfilePictureRow = typeof profilePictures.$inferSelect;
