import { Share, SquarePlus } from 'lucide-react';

/** How to install Voxpert on an iPhone or iPad, where the browser offers no prompt: Share, then Add to Home Screen. */
export function InstallSteps() {
  return (
    <ol className="flex list-decimal flex-col gap-1 ps-6 text-muted" aria-label="How to install Voxpert">
      <li>
        Tap <strong className="font-semibold text-foreground">Share</strong>{' '}
        <Share className="inline size-4 align-[-2px]" aria-hidden="true" /> in Safari's toolbar.
      </li>
      <li>
        Choose <strong className="font-semibold text-foreground">Add to Home Screen</strong>{' '}
        <SquarePlus className="inline size-4 align-[-2px]" aria-hidden="true" />.
      </li>
      <li>Open Voxpert from your Home Screen.</li>
    </ol>
  );
}
