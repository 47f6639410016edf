import { translator } from '../i18n/current.js';
import { toast } from '../ui/use-toast.js';

/** Choosing or paying for a plan needs an account (`description`: already translated). */
export function toastAuthRequired(description: string): void {
  toast({ title: translator()('Authentication Required'), description, variant: 'destructive' });
}

/** Continue to Checkout, or /checkout, without a plan. */
export function toastNoPlanSelected(): void {
  const t = translator();
  toast({
    title: t('No Plan Selected'),
    description: t('Please choose the Basic or Premium plan to continue.'),
    variant: 'destructive',
  });
}
