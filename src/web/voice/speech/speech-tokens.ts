/**
 * The speech tokens a guest's replies came with, by the text they sign (trimmed, as the speech queue
 * asks for it). GET /api/tts needs the token to speak a guest's text; signed-in people need none.
 * Only the newest few are kept: a reply is spoken right after it arrives.
 */
const tokens = new Map<string, string>();
const KEEP = 200;

export function rememberSpeechToken(text: string, token: string): void {
  const key = text.trim();
  tokens.delete(key);
  tokens.set(key, token);
  if (tokens.size > KEEP) {
    const oldest = tokens.keys().next().value;
    if (oldest !== undefined) tokens.delete(oldest);
  }
}

export function speechTokenFor(text: string): string | undefined {
  return tokens.get(text.trim());
}
