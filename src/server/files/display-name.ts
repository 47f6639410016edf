/** Longest display name kept, in characters. */
export const DISPLAY_NAME_MAX = 120;

/**
 * The client's file name as display text only: any folder part (`../`, `C:\`) dropped, control and
 * bidirectional-override characters removed, spaces collapsed, and a long name shortened in the
 * middle so its extension stays visible. Never used to name anything stored.
 */
export function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (clean === '') return fallback;
  const chars = [...clean];
  if (chars.length <= DISPLAY_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? [...clean.slice(dot)] : [];
  const keep = DISPLAY_NAME_MAX - ext.length - 1;
  return `${chars.slice(0, keep).join('')}…${ext.join('')}`;
}
