import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/errors.js';
import { speechMessages } from '../../contract/speech.js';
import { AppError } from '../http/app-error.js';
import type { Recording } from './transcribe.js';

export const MAX_RECORDING_BYTES = 10 * 1024 * 1024;
/** Browsers record into these containers; MediaRecorder may label audio-only WebM or MP4 as video. */
export const AUDIO_TYPE = /^(audio\/[\w.+-]+|video\/(webm|mp4|ogg))$/i;

/** The multipart upload of POST /api/transcribe: one audio `file`, an optional `language` field. */
export async function readRecording(request: FastifyRequest): Promise<Recording> {
  let recording: Omit<Recording, 'language'> | undefined;
  let language: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'language' && typeof part.value === 'string')
          language = part.value.slice(0, 35);
        continue;
      }
      if (part.fieldname !== 'file' || recording) {
        await part.toBuffer();
        continue;
      }
      const mimetype = part.mimetype.split(';')[0]?.trim() ?? '';
      if (!AUDIO_TYPE.test(mimetype)) throw AppError.validation({ file: speechMessages.notAudio });
      const audio = await part.toBuffer();
      recording = { audio, filename: safeName(part.filename, mimetype), mimetype };
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(ErrorCode.payloadTooLarge, 413, speechMessages.fileTooLarge);
    }
    throw err;
  }
  if (!recording || recording.audio.length === 0)
    throw AppError.validation({ file: speechMessages.fileRequired });
  return { ...recording, language };
}

/** The provider guesses the format from the file name's extension: keep one, drop anything else. */
function safeName(name: string | undefined, mimetype: string): string {
  const ext =
    /\.([a-z0-9]{1,5})$/i.exec(name ?? '')?.[1] ?? mimetype.split('/')[1]?.replace(/^x-/, '') ?? 'webm';
  return `recording.${ext.toLowerCase()}`;
}
