/**
 * A value made the first time it is asked for, then kept. For Intl formatters: the first one a page
 * makes loads the browser's locale data, 30-100 ms of main thread on a phone, which must not happen
 * while a module loads (the home page's chunk spent most of its evaluation on it) but only when a date
 * is actually shown.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
