import { useQuery } from '@tanstack/react-query';
import { CreditCard, FlaskConical } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { adminQueries } from './queries.js';

/** Which provider takes payments right now, so staff know whether checkouts move real money. */
export function BillingModeCard() {
  const mode = useQuery(adminQueries.billingMode());
  return (
    <Card data-testid="billing-mode">
      <CardHeader>
        <CardTitle>Payments</CardTitle>
        <CardDescription>Who takes the money for Basic and Premium</CardDescription>
      </CardHeader>
      <CardContent>
        {mode.isPending ? (
          <Spinner label="Loading the payment mode" />
        ) : mode.isError ? (
          <p className="text-foreground">The payment mode could not be loaded.</p>
        ) : mode.data.mode === 'stripe' ? (
          <p className="flex items-center gap-2 text-lg text-foreground">
            <CreditCard className="size-5 shrink-0" aria-hidden="true" />
            <span>
              <strong>Stripe</strong>: checkouts charge real cards through Stripe (test cards with test keys).
            </span>
          </p>
        ) : (
          <p className="flex items-center gap-2 text-lg text-foreground">
            <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
            <span>
              <strong>Sandbox</strong>: no Stripe keys are set, so no money moves; checkouts take Stripe's
              test card numbers.
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
