import { z } from 'zod';
import { speechMessages, speechVoiceIds } from './speech.js';
import { text } from './text.js';
import { AVATAR_NAME_MAX, avatarMessages } from './voice-avatar-values.js';

export * from './voice-avatar-values.js';

const voiceIdSchema = z.enum(speechVoiceIds, { error: speechMessages.voice });

/** A custom name: trimmed, 1 to AVATAR_NAME_MAX characters. */
export const avatarNameSchema = text(avatarMessages.nameEmpty)
  .transform((s) => s.trim())
  .pipe(z.string().min(1, avatarMessages.nameEmpty).max(AVATAR_NAME_MAX, avatarMessages.nameTooLong));

/**
 * One voice's avatar as the signed-in user sees it: the built-in one, with the user's own picture
 * and name where they set them. `isDefault` is true while the user has changed nothing.
 */
export const voiceAvatarSchema = z
  .object({
    voiceId: voiceIdSchema,
    displayName: z.string().describe('The built-in persona name'),
    description: z.string(),
    imageUrl: z.string().describe("The picture: the built-in one, or the user's own (a versioned URL)"),
    gender: z.enum(['female', 'male', 'neutral']),
    customName: z.string().nullable().describe("The user's name for this avatar, if any"),
    hasCustomImage: z.boolean(),
    isDefault: z.boolean(),
    updatedAt: z.string().nullable().describe('When the user last changed it (ISO 8601)'),
  })
  .meta({ id: 'VoiceAvatar' });
export type VoiceAvatar = z.infer<typeof voiceAvatarSchema>;

export const voiceAvatarListSchema = z.array(voiceAvatarSchema);
export type VoiceAvatarList = z.infer<typeof voiceAvatarListSchema>;

/** POST /api/voice-avatars/customize-name */
export const customizeAvatarNameSchema = z.strictObject({
  voiceId: voiceIdSchema,
  customName: avatarNameSchema,
});
export type CustomizeAvatarName = z.infer<typeof customizeAvatarNameSchema>;

/** POST /api/voice-avatars/reset */
export const resetAvatarSchema = z.strictObject({ voiceId: voiceIdSchema });

/** The text fields of the multipart POST /api/voice-avatars/upload (the picture is the `avatar` file). */
export const avatarUploadFieldsSchema = z.object({
  voiceId: voiceIdSchema,
  customName: avatarNameSchema.optional(),
});
