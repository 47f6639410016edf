import { CircleCheck, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../ui/card.js';

/** Checkout for someone who already has a plan (one subscription at a time): nothing to pay here. */
export function AlreadySubscribed() {
  const t = useT();
  return (
    <Card data-testid="already-subscribed">
      <CardHeader>
        <div className="flex items-start gap-3">
          <CircleCheck className="mt-1 size-6 shrink-0 text-success" aria-hidden="true" />
          <CardTitle>{t('You already have a plan')}</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-lg text-foreground-soft">
        <p>{t('Good news: your subscription is already in place, so there is nothing to pay here.')}</p>
        <p>{t('You can see your plan, change it or cancel it from your profile.')}</p>
      </CardContent>
      <CardFooter className="flex-col items-stretch sm:flex-row sm:items-center">
        <Button asChild size="lg">
          <Link to="/profile?tab=subscription">
            <CreditCard aria-hidden="true" />
            {t('Go to My Subscription')}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
