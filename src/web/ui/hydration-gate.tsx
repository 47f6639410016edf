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
