import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BASIC_MONTHLY_CENTS, PREMIUM_MONTHLY_CENTS, type Subscription } from '../../contract/billing.js';
import type { Translator } from '../../i18n/translate.js';
import { dollars } from '../billing/money.js';
import { billingQueries } from '../billing/queries.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { formatLongDate } from './subscription-status.js';
import { useChangePlan } from './use-change-plan.js';

/**
 * What an upgrade costs, in words: during the trial, the trial ends and Premium's first month is
 * charged; otherwise the monthly difference is charged for the days left in the period (a started day
 * counts). The exact amount is the server's quote, shown below the words before anything is charged.
 */
function upgradeTerms(sub: Pick<Subscription, 'status' | 'currentPeriodEnd'>, t: Translator): string {
  const premium = dollars(PREMIUM_MONTHLY_CENTS, t.locale);
  if (sub.status === 'trialing') {
    return t(
      "Premium starts now. Your free trial ends today and Premium's first month, {premium}, is charged to your card. Premium then renews every month at {premium}.",
      { premium },
    );
  }
  const difference = dollars(PREMIUM_MONTHLY_CENTS - BASIC_MONTHLY_CENTS, t.locale);
  return sub.currentPeriodEnd
    ? t(
        'Premium starts now. Today we charge the {difference} monthly difference between Basic and Premium for the days left in this billing period (until {date}), today included. Premium then renews every month at {premium}.',
        { difference, premium, date: formatLongDate(sub.currentPeriodEnd) },
      )
    : t(
        'Premium starts now. Today we charge the {difference} monthly difference between Basic and Premium for the days left in this billing period, today included. Premium then renews every month at {premium}.',
        { difference, premium },
      );
}

/** Basic -> Premium at once, after a confirmation that says what is charged today (the server's quote). */
export function UpgradeDialog({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const locale = t.locale;
  const [open, setOpen] = useState(false);
  const quote = useQuery({ ...billingQueries.quote('premium'), enabled: open });
  const upgrade = useChangePlan((answer) => {
    toast({
      title: translator()('Plan Upgraded'),
      description: translator()("You're now on Premium. {amount} was charged to your card.", {
        amount: dollars(answer.amountChargedCents, locale),
      }),
      variant: 'success',
    });
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>{t('Upgrade to Premium')}</Button>}
      title={t('Upgrade to Premium?')}
      description={upgradeTerms(subscription, t)}
      cancelLabel={t('Not Now')}
      confirmLabel={
        quote.data
          ? t('Upgrade Now: pay {amount}', { amount: dollars(quote.data.amountDueNowCents, locale) })
          : t('Upgrade Now')
      }
      pendingLabel={t('Upgrading...')}
      pending={upgrade.isPending}
      confirmDisabled={!quote.data}
      variant="default"
      testId="upgrade-dialog"
      onConfirm={() => upgrade.mutate('premium', { onSettled: () => setOpen(false) })}
    >
      <div className="rounded-xl border border-border bg-surface-muted p-4" aria-live="polite">
        {quote.data ? (
          <p className="flex justify-between gap-4 text-lg" data-testid="upgrade-due-today">
            <span className="text-foreground-soft">{t('Due today')}</span>
            <span className="font-semibold text-foreground">
              {dollars(quote.data.amountDueNowCents, locale)}
            </span>
          </p>
        ) : quote.isError ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-foreground">
              {t("We could not work out today's amount, so nothing has changed.")}
            </p>
            <Button variant="outline" onClick={() => void quote.refetch()}>
              {t('Try Again')}
            </Button>
          </div>
        ) : (
          <Spinner label={t("Working out today's amount")} />
        )}
      </div>
    </ConfirmDialog>
  );
}
