/** The HTTP status of an API error raised by apiRequest ("{status}: {body}"), or null for other errors. */
export function errorStatus(err: unknown): number | null {
  if (!(err instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(err.message);
  return match ? Number(match[1]) : null;
}

/** The per-field messages of an API error's JSON body (`fields`), so forms can show them on their fields. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof Error)) return {};
  const body = err.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { fields?: unknown };
    if (!parsed.fields || typeof parsed.fields !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed.fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}
