import { FlaskConical } from 'lucide-react';
import { useT } from '../i18n/i18n.js';

/** Sandbox mode: says plainly that nothing is charged, and which test cards do what. */
export function TestModeNote() {
  const t = useT();
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-warning-border bg-warning-soft p-4 text-foreground"
      data-testid="test-mode-note"
    >
      <p className="inline-flex w-fit items-center gap-2 rounded-full bg-warning-badge px-3 py-1 font-semibold text-warning-badge-foreground">
        <FlaskConical className="size-5" aria-hidden="true" />
        {t('Test mode: no real charge')}
      </p>
      <p className="text-base">
        {t(
          'Use a test card: {success} succeeds, {declined} is declined, {insufficient} has insufficient funds. Any future expiry date and any 3-digit CVC will do.',
          {
            success: '4242 4242 4242 4242',
            declined: '4000 0000 0000 0002',
            insufficient: '4000 0000 0000 9995',
          },
        )}
      </p>
    </div>
  );
}
