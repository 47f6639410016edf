import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ErrorCode } from '../../contract/errors.js';
import { AVATAR_MAX_MEGAPIXELS, AVATAR_SIZE_PX, avatarMessages } from '../../contract/voice-avatar-values.js';
import { AppError } from '../http/app-error.js';

/** The picture formats accepted, as sharp names them, recognised by their first bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';
type Format = ImageFormat;

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/**
 * The format of a raster picture from its first bytes (the content decides, not the name or declared
 * type). SVG, and anything else that is not one of these, is null: it is never handed to the decoder.
 */
export function sniffImage(bytes: Buffer): Format | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // AVIF: an ISO-BMFF file whose major brand is avif (still) or avis (sequence).
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'heif';
  return null;
}

export type ReencodedAvatar = { image: Buffer; contentType: 'image/webp'; version: string };

const notAnImage = (message: string = avatarMessages.invalidType) =>
  new AppError(ErrorCode.unsupportedMediaType, 415, message);
const tooManyPixels = () => new AppError(ErrorCode.payloadTooLarge, 413, avatarMessages.tooManyPixels);

const MAX_PIXELS = AVATAR_MAX_MEGAPIXELS * 1_000_000;

/** Which pictures an upload takes, and the form field its errors are named by. */
export type ReencodeOptions = {
  /** The multipart field of the picture: a damaged file is a 400 on this field. Default `avatar`. */
  field?: string;
  /** The formats taken (default all of ImageFormat); another picture is 415 with `formatsMessage`. */
  formats?: readonly ImageFormat[];
  formatsMessage?: string;
};

/**
 * Decodes an uploaded picture and encodes a new one: turned upright by its EXIF orientation, cropped
 * square around what draws the eye, AVATAR_SIZE_PX a side, WebP, with no metadata (EXIF, GPS, ICC,
 * XMP are all dropped, as sharp writes none unless asked). The pixel count is read from the header
 * and checked before any pixel is decoded, so a decompression bomb is refused at once (413); the
 * decoder gets at most 10 seconds. What is not a JPEG, PNG, GIF, WebP or AVIF (or not one of
 * `accept.formats`) is 415; a file that starts like one but cannot be decoded is 400.
 */
export async function reencodeAvatar(bytes: Buffer, accept: ReencodeOptions = {}): Promise<ReencodedAvatar> {
  const unreadable = () => AppError.validation({ [accept.field ?? 'avatar']: avatarMessages.unreadable });
  // The decoder's refusal as the caller's error: too many pixels (413), or a damaged file (400).
  const decodeFailure = (err: unknown): AppError =>
    /pixel limit/i.test(err instanceof Error ? err.message : '') ? tooManyPixels() : unreadable();
  const format = sniffImage(bytes);
  if (!format) throw notAnImage();
  if (accept.formats && !accept.formats.includes(format)) throw notAnImage(accept.formatsMessage);
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const, animated: false };
  const metadata = await sharp(bytes, options)
    .metadata()
    .catch((err: unknown) => {
      throw decodeFailure(err);
    });
  if (metadata.format !== format) throw notAnImage();
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_PIXELS) throw tooManyPixels();
  let image: Buffer;
  try {
    image = await sharp(bytes, options)
      .timeout({ seconds: 10 })
      .autoOrient()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch (err) {
    throw decodeFailure(err);
  }
  const version = createHash('sha256').update(image).digest('base64url').slice(0, 16);
  return { image, contentType: 'image/webp', version };
}
