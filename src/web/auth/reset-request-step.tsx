import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorMessage, errorStatus } from '../lib/api.js';
import { accountSchemas, lazyZodResolver } from '../lib/lazy-resolver.js';
import { Button } from '../ui/button.js';
import { DialogFooter } from '../ui/dialog.js';
import { FormField, fieldAria, Input } from '../ui/input.js';
import { toast } from '../ui/use-toast.js';
import { verifySecurityQuestion } from './queries.js';

/** Step 1: the e-mail; the server answers with its security question. */
export function ResetRequestStep({ onVerified }: { onVerified: (email: string, question: string) => void }) {
  const t = useT();
  const form = useForm({
    resolver: lazyZodResolver(() => accountSchemas().then((m) => m.verifySecurityQuestionRequestSchema)),
    defaultValues: { username: '' },
  });
  const error = form.formState.errors.username?.message;
  const verify = useMutation({
    mutationFn: async (username: string) => {
      const { securityQuestion } = await verifySecurityQuestion({ username });
      return { username, securityQuestion };
    },
    onSuccess: ({ username, securityQuestion }) => {
      const t = translator();
      toast({ title: t('Account verified'), description: t('Please answer your security question.') });
      onVerified(username, securityQuestion);
    },
    onError: (err) => {
      const t = translator();
      const status = errorStatus(err);
      let description = t('An unknown error occurred');
      // A rate limit says how long to wait; any other refusal stays vague on purpose.
      if (status === 429) description = errorMessage(err);
      else if (status !== null) description = t('Failed to verify account');
      toast({ title: t('Request failed'), description, variant: 'destructive' });
    },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        // The dialog is portaled out of the Log In form, but React still bubbles its submit there.
        event.stopPropagation();
        void form.handleSubmit(({ username }) => verify.mutate(username))(event);
      }}
    >
      <FormField id="reset-email" label={t('Email')} error={error}>
        <Input
          {...fieldAria('reset-email', error)}
          {...form.register('username')}
          type="email"
          dir="ltr"
          autoComplete="username"
          inputMode="email"
        />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? t('Checking...') : t('Continue')}
        </Button>
      </DialogFooter>
    </form>
  );
}
