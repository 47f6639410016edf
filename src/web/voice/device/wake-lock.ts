/**
 * Screen Wake Lock during a conversation: the screen stays on while the person listens, waits or hears
 * the expert, and may sleep again once the conversation rests. The browser lets go of a wake lock
 * whenever the page is hidden; it is asked for again when the page is visible and the conversation
 * still going. Where the browser has none (or refuses), nothing changes.
 */

/** The part of a WakeLockSentinel this uses. */
export type WakeLockHandle = {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
};

export type WakeLockDeps = {
  /** navigator.wakeLock.request('screen'), or null where there is none. */
  request: (() => Promise<WakeLockHandle>) | null;
  visible: () => boolean;
};

export function createWakeLock(deps: WakeLockDeps) {
  let wanted = false;
  let held: WakeLockHandle | null = null;
  let asking = false;

  function sync(): void {
    const should = wanted && deps.visible();
    if (!should && held) {
      const handle = held;
      held = null;
      void handle.release().catch(() => {});
      return;
    }
    if (!should || held || asking || !deps.request) return;
    asking = true;
    deps.request().then(
      (handle) => {
        asking = false;
        handle.addEventListener('release', () => {
          if (held === handle) held = null;
        });
        held = handle;
        // The conversation rested, or the page was hidden, while the browser answered.
        sync();
      },
      () => {
        // Refused (battery saver, a hidden page): the screen simply follows its own timeout.
        asking = false;
      },
    );
  }

  return {
    /** Whether a conversation is going on (listening, thinking, speaking). */
    setActive(active: boolean): void {
      wanted = active;
      sync();
    },
    /** The page was shown or hidden. */
    visibilityChanged(): void {
      // Hidden, the browser has already let go of it.
      if (held?.released) held = null;
      sync();
    },
    held: () => held !== null && !held.released,
  };
}
