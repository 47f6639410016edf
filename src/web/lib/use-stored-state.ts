import { type Dispatch, type SetStateAction, useEffect, useState, useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React renders on the server (the build's prerender) or takes over prerendered HTML
 * (hydration), true in every other render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * State whose first value this browser keeps (local storage): `load` reads it. Over prerendered HTML
 * the first render uses `initial` (what the prerender, which has no storage, showed), so the HTML
 * matches, and the stored value follows at once; a page rendered in the browser starts from it.
 */
export function useStoredState<T>(load: () => T, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const hydrated = useHydrated();
  const [value, setValue] = useState<T>(() => (hydrated ? load() : initial));
  const [readLater] = useState(!hydrated);
  const [loadOnce] = useState(() => load);
  useEffect(() => {
    if (readLater) setValue(loadOnce());
  }, [readLater, loadOnce]);
  return [value, setValue];
}
