import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows changes (rotating a phone, resizing a window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The tutorial becomes a bottom sheet below 640 px... */
export const SHEET_QUERY = '(max-width: 639px)';
/** ...and the home onboarding uses its mobile copy below 768 px (where the header folds too). */
export const MOBILE_COPY_QUERY = '(max-width: 767px)';
