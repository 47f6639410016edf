import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode } from '../../contract/errors.js';
import {
  VOICE_CLONE_MAX_PASSAGES,
  VOICE_CLONE_MIN_PASSAGES,
  VOICE_CLONE_NAME_MAX,
  voiceCloneMessages,
} from '../../contract/voice-clone.js';
import { AppError } from '../http/app-error.js';
import { AUDIO_TYPE } from '../speech/read-recording.js';

/** A recording as received: its bytes and the type its content shows (not the type it was labelled). */
export type ReceivedRecording = { audio: Buffer; contentType: string; extension: string };

export type CloneUpload = { name: string; consent: ReceivedRecording; passages: ReceivedRecording[] };

/**
 * The multipart body of POST /api/voice-clone: `name` (as said in the consent sentence), one
 * `consent` recording and 3 to 6 `passage` recordings, in the order they were read. Each file must be
 * audio by its content (a browser's WebM/Ogg/MP4 recording, WAV or MP3), at most the route's file
 * size (413 past it). Every problem with the fields is one 400 naming each field.
 */
export async function readCloneUpload(request: FastifyRequest): Promise<CloneUpload> {
  if (!request.isMultipart()) throw AppError.validation({ consent: voiceCloneMessages.consentRequired });
  let name = '';
  let consent: ReceivedRecording | undefined;
  const passages: ReceivedRecording[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'name' && typeof part.value === 'string') name = part.value.trim();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'consent' && part.fieldname !== 'passage') continue;
      if (part.fieldname === 'passage' && passages.length >= VOICE_CLONE_MAX_PASSAGES) {
        fields.passage = voiceCloneMessages.tooManyPassages;
        continue;
      }
      const recording = await asRecording(bytes);
      if (!recording) {
        fields[part.fieldname] = voiceCloneMessages.notAudio;
        continue;
      }
      if (part.fieldname === 'consent') consent ??= recording;
      else passages.push(recording);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(ErrorCode.payloadTooLarge, 413, voiceCloneMessages.fileTooLarge);
    }
    throw err;
  }
  if (!name) fields.name = voiceCloneMessages.name;
  else if (name.length > VOICE_CLONE_NAME_MAX) fields.name = voiceCloneMessages.nameTooLong;
  if (!consent) fields.consent ??= voiceCloneMessages.consentRequired;
  if (passages.length < VOICE_CLONE_MIN_PASSAGES) fields.passage ??= voiceCloneMessages.passagesRequired;
  if (Object.keys(fields).length > 0 || !consent) throw AppError.validation(fields);
  return { name, consent, passages };
}

/** The recording when its content is audio (by its first bytes), else undefined. */
async function asRecording(bytes: Buffer): Promise<ReceivedRecording | undefined> {
  if (bytes.length === 0) return undefined;
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !AUDIO_TYPE.test(type.mime)) return undefined;
  // A WebM or MP4 from MediaRecorder holds audio only: it is kept as audio.
  const contentType = type.mime.replace(/^video\//, 'audio/');
  return { audio: bytes, contentType, extension: type.ext };
}
