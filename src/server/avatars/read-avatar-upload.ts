import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/errors.js';
import type { SpeechVoice } from '../../contract/speech-values.js';
import { avatarMessages, avatarUploadFieldsSchema } from '../../contract/voice-avatars.js';
import { AppError } from '../http/app-error.js';

export type AvatarUpload = { picture: Buffer; voiceId: SpeechVoice; customName: string | undefined };

/** The multipart fields the upload reads (anything else is read and dropped). */
const FIELDS = new Set(['voiceId', 'customName']);

/**
 * The multipart body of POST /api/voice-avatars/upload: the picture as the `avatar` file (at most
 * AVATAR_MAX_BYTES: 413 past it; a declared type that is not image/*: 415), `voiceId`, and an
 * optional `customName`. The parts may come in any order; the picture is held (at most 5 MB) until
 * the fields are checked.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<AvatarUpload> {
  if (!request.isMultipart()) {
    throw new AppError(ErrorCode.unsupportedMediaType, 415, avatarMessages.notMultipart);
  }
  let picture: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (FIELDS.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'avatar' || picture) {
        await part.toBuffer();
        continue;
      }
      if (!part.mimetype.toLowerCase().startsWith('image/')) {
        throw new AppError(ErrorCode.unsupportedMediaType, 415, avatarMessages.invalidType);
      }
      picture = await part.toBuffer();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(ErrorCode.payloadTooLarge, 413, avatarMessages.tooLarge);
    }
    throw err;
  }
  const parsed = avatarUploadFieldsSchema.safeParse(fields);
  const problems: Record<string, string> = {};
  if (!picture || picture.length === 0) problems.avatar = avatarMessages.imageRequired;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? '_')] ??= issue.message;
  }
  if (!parsed.success || !picture || Object.keys(problems).length > 0) throw AppError.validation(problems);
  return { picture, voiceId: parsed.data.voiceId, customName: parsed.data.customName };
}
