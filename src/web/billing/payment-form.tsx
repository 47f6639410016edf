import { ShieldCheck } from 'lucide-react';
import type { PaidPlan } from '../../contract/billing.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';

/**
 * Where the card payment form goes once the payment provider is wired in (Basic will confirm a card
 * setup, Premium a payment, both returning to /payment-success?plan={plan}).
 */
export function PaymentForm({ plan }: { plan: PaidPlan; clientSecret: string }) {
  return (
    <Card data-testid="payment-form" data-plan={plan}>
      <CardHeader>
        <CardTitle>Payment Details</CardTitle>
      </CardHeader>
      <CardContent className="flex items-start gap-3 text-lg text-foreground-soft">
        <ShieldCheck className="mt-1 size-6 shrink-0 text-success" aria-hidden="true" />
        <p>Your secure payment session is ready. The card form will appear here.</p>
      </CardContent>
    </Card>
  );
}
