import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a guest may ask for the speech of a reply after it was given. */
export const SPEECH_TOKEN_TTL_MS = 30 * 60 * 1000;

/**
 * A short-lived signature of a text the server produced for a guest (a reply, or one of its
 * sentences): "<expiry in epoch seconds>.<HMAC-SHA256 of the expiry and the trimmed text>", keyed by a
 * key derived from the server secret. A guest's GET /api/tts must carry one for its exact text.
 */
export function signSpeechText(secret: string, text: string, now: Date): string {
  const expires = Math.floor((now.getTime() + SPEECH_TOKEN_TTL_MS) / 1000);
  return `${expires}.${mac(secret, expires, text)}`;
}

/** True when `token` was signed for this text by this server and has not expired. */
export function verifySpeechText(
  secret: string,
  text: string,
  token: string | undefined,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(mac(secret, expires, text));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function mac(secret: string, expires: number, text: string): string {
  const key = createHmac('sha256', secret).update('voxpert speech token').digest();
  return createHmac('sha256', key).update(`${expires}\n${text.trim()}`).digest('base64url');
}
