/**
 * The welcome popup greets a returning person once per browser session (this tab's session storage)
 * at most: not again on a reload, nor on each conversation opened. A session that began with
 * registering is marked at once: a person who has just created their account is not welcomed back.
 */
const key = 'welcomedUsers';
/** When session storage cannot be used (private mode, blocked), this page load remembers instead. */
const welcomedHere = new Set<string>();

function welcomed(): string[] {
  try {
    return window.sessionStorage.getItem(key)?.split(',') ?? [];
  } catch {
    return [...welcomedHere];
  }
}

export function wasWelcomed(userId: number): boolean {
  return welcomedHere.has(String(userId)) || welcomed().includes(String(userId));
}

export function markWelcomed(userId: number): void {
  const id = String(userId);
  welcomedHere.add(id);
  const ids = welcomed();
  if (ids.includes(id)) return;
  try {
    window.sessionStorage.setItem(key, [...ids, id].join(','));
  } catch {
    // Storage unavailable: this page load still remembers.
  }
}
