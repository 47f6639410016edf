import { CreditCard } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { CreateSubscriptionResponse } from '../../contract/billing.js';
import { useT } from '../i18n/i18n.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { FormField, fieldAria, Input } from '../ui/input.js';
import {
  type CardForm,
  expiryFormatMessage,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from './card-input.js';
import { checkoutAction } from './money.js';
import { confirmSandboxCheckout } from './queries.js';
import { TestModeNote } from './test-mode-note.js';
import { useConfirmCheckout } from './use-confirm-checkout.js';

const fieldNames = ['cardNumber', 'expiry', 'cvc'] as const;

/**
 * The card form of a sandbox checkout (Stripe's test cards, no real money). Basic confirms a card
 * setup, Premium a payment; both go on to /payment-success?plan={plan}.
 */
export function PaymentForm({ checkout }: { checkout: CreateSubscriptionResponse }) {
  const t = useT();
  const { plan } = checkout;
  const form = useForm<CardForm>({ defaultValues: { cardNumber: '', expiry: '', cvc: '' } });
  const { errors } = form.formState;
  const { confirm, problem } = useConfirmCheckout(plan, confirmSandboxCheckout, (fields) => {
    let first = true;
    for (const name of fieldNames) {
      const message = fields[name];
      if (!message) continue;
      form.setError(name, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  });

  const submit = form.handleSubmit((values) => {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return; // the field's own rule reports it
    confirm.mutate({
      clientSecret: checkout.clientSecret,
      cardNumber: values.cardNumber,
      ...expiry,
      cvc: values.cvc.trim(),
    });
  });

  const action = checkoutAction(checkout, t);

  return (
    <Card data-testid="payment-form" data-plan={plan}>
      <CardHeader>
        <CardTitle>{t('Payment Details')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <TestModeNote />
        <form className="flex flex-col gap-4" noValidate onSubmit={submit} aria-label={t('Card details')}>
          <FormField id="card-number" label={t('Card number')} error={errors.cardNumber?.message}>
            <Input
              {...fieldAria('card-number', errors.cardNumber?.message)}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
              className="min-h-12 text-lg"
              {...form.register('cardNumber', {
                required: t('Enter your card number.'),
                onChange: (e) => form.setValue('cardNumber', formatCardNumber(e.target.value)),
              })}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="card-expiry" label={t('Expiry date (MM/YY)')} error={errors.expiry?.message}>
              <Input
                {...fieldAria('card-expiry', errors.expiry?.message)}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t('MM/YY')}
                className="min-h-12 text-lg"
                {...form.register('expiry', {
                  required: expiryFormatMessage(),
                  validate: (v) => (parseExpiry(v) ? true : expiryFormatMessage()),
                  onChange: (e) => form.setValue('expiry', formatExpiry(e.target.value)),
                })}
              />
            </FormField>
            <FormField id="card-cvc" label={t('CVC')} error={errors.cvc?.message}>
              <Input
                {...fieldAria('card-cvc', errors.cvc?.message)}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
                className="min-h-12 text-lg"
                {...form.register('cvc', {
                  required: t('Enter the 3 or 4 digits on the back of your card.'),
                })}
              />
            </FormField>
          </div>
          {problem && (
            <Alert tone="error" title={problem.title}>
              {problem.message}
            </Alert>
          )}
          <Button type="submit" size="lg" className="w-full whitespace-normal" disabled={confirm.isPending}>
            <CreditCard aria-hidden="true" />
            {confirm.isPending ? t('Processing...') : action}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
