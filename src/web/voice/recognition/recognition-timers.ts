import type { Timers } from './recognition-types.js';

export type TimerName =
  | 'start'
  | 'restart'
  | 'silence'
  | 'buffer'
  | 'stopBuffer'
  | 'recovery'
  | 'capture'
  | 'language';

/** One pending timer per name: setting a name again replaces it, so no timer is ever left behind. */
export function createTimerSet(timers: Timers) {
  const ids = new Map<TimerName, number>();
  const clear = (name: TimerName) => {
    const id = ids.get(name);
    if (id === undefined) return;
    ids.delete(name);
    timers.clearTimeout(id);
  };
  return {
    set(name: TimerName, ms: number, fn: () => void): void {
      clear(name);
      const id = timers.setTimeout(() => {
        ids.delete(name);
        fn();
      }, ms);
      ids.set(name, id);
    },
    clear,
    has: (name: TimerName) => ids.has(name),
    clearAll(keep: readonly TimerName[]): void {
      for (const name of [...ids.keys()]) if (!keep.includes(name)) clear(name);
    },
  };
}

export type TimerSet = ReturnType<typeof createTimerSet>;
