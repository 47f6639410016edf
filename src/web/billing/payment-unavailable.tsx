import { AlertTriangle, LifeBuoy, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../ui/card.js';

/** Refresh Payment Form reloads the page after 500 ms. */
export const REFRESH_DELAY = 500;

/** Shown when checkout could not obtain a client secret. */
export function PaymentUnavailable() {
  const t = useT();
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setRefreshing(true);
    timer.current = setTimeout(() => window.location.reload(), REFRESH_DELAY);
  };

  return (
    <Card className="border-warning-border bg-warning-soft" data-testid="payment-unavailable">
      <CardHeader>
        <div className="flex items-start gap-3">
          <AlertTriangle className="mt-1 size-6 shrink-0 text-warning" aria-hidden="true" />
          <CardTitle>{t('Payment System Temporarily Unavailable')}</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-lg text-foreground-soft">
        <p>{t('We could not load the secure payment form just now. You have not been charged.')}</p>
        <p>{t('Please try again in a moment. If it keeps happening, contact us and we will gladly help.')}</p>
      </CardContent>
      <CardFooter className="flex-col items-stretch sm:flex-row sm:flex-wrap sm:items-center">
        <Button size="lg" className="whitespace-normal" onClick={refresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
          {refreshing ? t('Refreshing...') : t('Refresh Payment Form')}
        </Button>
        <Button asChild size="lg" variant="outline" className="whitespace-normal">
          <Link to="/contact">
            <LifeBuoy aria-hidden="true" />
            {t('Contact Support')}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
