import { CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { CardContent, CardFooter } from '../ui/card.js';

/** /payment-success without a matching subscription (typed by hand, or signed out): no success claimed. */
export function NoPaymentFound({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <>
      <CardContent className="flex flex-col items-center gap-3 pt-8">
        <CircleHelp className="size-16 text-muted" aria-hidden="true" />
        <h1 className="text-3xl font-bold text-foreground">{t('No Completed Payment Found')}</h1>
        <p className="text-xl text-foreground-soft" role="status">
          {t('We could not find a completed payment for this plan, so we cannot confirm a new subscription.')}
        </p>
        <p className="text-lg text-muted">
          {signedIn
            ? t('You can choose a plan on the pricing page, or check your current plan in your profile.')
            : t(
                'If you paid, please sign in to see your plan in your profile. Otherwise, you can choose a plan on the pricing page.',
              )}
        </p>
      </CardContent>
      <CardFooter className="flex-col items-stretch justify-center sm:flex-row sm:flex-wrap sm:items-center">
        <Button asChild size="lg">
          <Link to="/pricing">{t('See Plans and Pricing')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/profile?tab=subscription">{t('Go to My Profile')}</Link>
        </Button>
      </CardFooter>
    </>
  );
}
