import { toast } from '../ui/use-toast.js';

/** Choosing or paying for a plan needs an account. */
export function toastAuthRequired(description: string): void {
  toast({ title: 'Authentication Required', description, variant: 'destructive' });
}

/** Continue to Checkout, or /checkout, without a plan. */
export function toastNoPlanSelected(): void {
  toast({
    title: 'No Plan Selected',
    description: 'Please choose the Basic or Premium plan to continue.',
    variant: 'destructive',
  });
}
