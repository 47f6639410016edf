import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-stored-state.js';

/**
 * Over prerendered HTML the controls are painted before React has taken them over, and a tap or a
 * keystroke then would be lost (or, in a form, submitted by the browser itself). Until this part of
 * the page is hydrated its buttons, fields and selects are disabled (a disabled fieldset, laid out as
 * if it were not there, and no group to assistive technology); they look as usual meanwhile
 * (styles.css), so nothing flickers. It sits inside the Suspense boundary of what it guards, since a
 * lazy page hydrates later than the shell.
 * Re-rendering it once hydrated does not render its children again (the same element is passed).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset
      role="presentation"
      disabled={!hydrated}
      data-hydrating={hydrated ? undefined : ''}
      className="contents"
    >
      {children}
    </fieldset>
  );
}

/**
 * Calls `then` once every hydration gate in `root` has opened (or left the page, as when a page that
 * failed to load is replaced by its error). Code that changes what the page shows (such as who is
 * signed in) waits for this: a change that reached a part still being taken over would not match its
 * HTML.
 */
export function whenHydrated(root: HTMLElement, then: () => void): void {
  const hydrated = () => root.querySelector('fieldset[data-hydrating]') === null;
  if (hydrated()) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-hydrating'],
  });
}
