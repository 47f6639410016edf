import type { FastifyReply } from 'fastify';

/** A stored picture: its bytes, content type and version (a hash of the bytes, in its address). */
export type StoredPicture = { image: Buffer; contentType: string; version: string };

/** A picture's address carries its version: the same address is always the same picture. */
const CACHE_FOR_GOOD = 'private, max-age=31536000, immutable';

/**
 * Answers a stored picture to its owner: inline, never sniffed into anything else, sandboxed, for
 * this site only. With the current version in the address (`requested`) it may be cached for good;
 * without it, or with an old one, it is checked again each time.
 */
export function sendPicture(
  reply: FastifyReply,
  picture: StoredPicture,
  requested: string | undefined,
  fileName: string,
): FastifyReply {
  return reply
    .type(picture.contentType)
    .header('cache-control', requested === picture.version ? CACHE_FOR_GOOD : 'private, no-cache')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .send(picture.image);
}
