import { Share, SquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.js';

const strong = (chunks: ReactNode[]) => (
  <strong key="strong" className="font-semibold text-foreground">
    {chunks}
  </strong>
);

/** How to install Voxpert on an iPhone or iPad, where the browser offers no prompt: Share, then Add to Home Screen. */
export function InstallSteps() {
  const t = useT();
  return (
    <ol className="flex list-decimal flex-col gap-1 ps-6 text-muted" aria-label={t('How to install Voxpert')}>
      <li>
        {t.rich<ReactNode>("Tap <strong>Share</strong> <icon></icon> in Safari's toolbar.", {
          strong,
          icon: () => <Share key="icon" className="inline size-4 align-[-2px]" aria-hidden="true" />,
        })}
      </li>
      <li>
        {t.rich<ReactNode>('Choose <strong>Add to Home Screen</strong> <icon></icon>.', {
          strong,
          icon: () => <SquarePlus key="icon" className="inline size-4 align-[-2px]" aria-hidden="true" />,
        })}
      </li>
      <li>{t('Open Voxpert from your Home Screen.')}</li>
    </ol>
  );
}
