import { useQuery } from '@tanstack/react-query';
import { CreditCard, FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { adminQueries } from './queries.js';

/** Which provider takes payments right now, so staff know whether checkouts move real money. */
export function BillingModeCard() {
  const t = useT();
  const mode = useQuery(adminQueries.billingMode());
  const strong = (chunks: ReactNode[]) => <strong key="name">{chunks}</strong>;
  return (
    <Card data-testid="billing-mode">
      <CardHeader>
        <CardTitle>{t('Payments')}</CardTitle>
        <CardDescription>{t('Who takes the money for Basic and Premium')}</CardDescription>
      </CardHeader>
      <CardContent>
        {mode.isPending ? (
          <Spinner label={t('Loading the payment mode')} />
        ) : mode.isError ? (
          <p className="text-foreground">{t('The payment mode could not be loaded.')}</p>
        ) : mode.data.mode === 'stripe' ? (
          <p className="flex items-center gap-2 text-lg text-foreground">
            <CreditCard className="size-5 shrink-0" aria-hidden="true" />
            <span>
              {t.rich<ReactNode>(
                '<strong>Stripe</strong>: checkouts charge real cards through Stripe (test cards with test keys).',
                { strong },
              )}
            </span>
          </p>
        ) : (
          <p className="flex items-center gap-2 text-lg text-foreground">
            <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
            <span>
              {t.rich<ReactNode>(
                "<strong>Sandbox</strong>: no Stripe keys are set, so no money moves; checkouts take Stripe's test card numbers.",
                { strong },
              )}
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
