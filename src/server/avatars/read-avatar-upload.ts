import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/errors.js';
import type { SpeechVoice } from '../../contract/speech-values.js';
import { avatarMessages, avatarUploadFieldsSchema } from '../../contract/voice-avatars.js';
import { AppError } from '../http/app-error.js';

export type AvatarUpload = { picture: Buffer; voiceId: SpeechVoice; customName: string | undefined };

/** A picture read from a multipart body, with the text fields asked for. */
export type PictureUpload = { picture: Buffer | undefined; fields: Record<string, string> };

/**
 * Reads a multipart body that carries one picture: the file in the field `file` (at most the route's
 * multipart file size: 413 past it; a declared type that is not image/*: 415) and the text fields named
 * in `fields` (anything else is read and dropped). The parts may come in any order; the picture is
 * held in memory (the route's limit, a few MB) until the caller has checked the fields. A body that is
 * not multipart is 415 with `notMultipart`.
 */
export async function readPictureUpload(
  request: FastifyRequest,
  options: { file: string; fields?: ReadonlySet<string>; notMultipart: string },
): Promise<PictureUpload> {
  if (!request.isMultipart()) {
    throw new AppError(ErrorCode.unsupportedMediaType, 415, options.notMultipart);
  }
  let picture: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (options.fields?.has(part.fieldname) && typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== options.file || picture) {
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
  return { picture: picture && picture.length > 0 ? picture : undefined, fields };
}

/** The text fields of the voice avatar upload. */
const AVATAR_FIELDS = new Set(['voiceId', 'customName']);

/**
 * The multipart body of POST /api/voice-avatars/upload: the picture as the `avatar` file (at most
 * AVATAR_MAX_BYTES), `voiceId`, and an optional `customName` (see readPictureUpload).
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<AvatarUpload> {
  const { picture, fields } = await readPictureUpload(request, {
    file: 'avatar',
    fields: AVATAR_FIELDS,
    notMultipart: avatarMessages.notMultipart,
  });
  const parsed = avatarUploadFieldsSchema.safeParse(fields);
  const problems: Record<string, string> = {};
  if (!picture) problems.avatar = avatarMessages.imageRequired;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? '_')] ??= issue.message;
  }
  if (!parsed.success || !picture || Object.keys(problems).length > 0) throw AppError.validation(problems);
  return { picture, voiceId: parsed.data.voiceId, customName: parsed.data.customName };
}
