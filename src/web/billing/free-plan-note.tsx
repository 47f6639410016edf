import { Info } from 'lucide-react';
import { useT } from '../i18n/i18n.js';
import { wholeDollars } from './money.js';
import { freePlanLimits } from './plans.js';

/** The Free plan's limits, as context for the paid plans. */
export function FreePlanNote() {
  const t = useT();
  return (
    <section
      aria-labelledby="free-plan-heading"
      className="rounded-2xl border border-border bg-surface-muted p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Info className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="free-plan-heading" className="text-xl font-semibold text-foreground">
            {t('Free plan: {price}, always', { price: wholeDollars(0, t.locale) })}
          </h2>
          <p className="mt-1 text-muted">{t('Every account starts here. It includes:')}</p>
          <ul className="mt-2 grid list-disc gap-x-8 gap-y-1 ps-5 text-foreground-soft sm:grid-cols-2">
            {freePlanLimits(t).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
