import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { resetPasswordFormSchema } from '../../contract/accounts.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { setServerFieldErrors } from '../lib/form-errors.js';
import { accountSchemas, lazyZodResolver } from '../lib/lazy-resolver.js';
import { Button } from '../ui/button.js';
import { DialogFooter } from '../ui/dialog.js';
import { FormField, fieldAria, Input } from '../ui/input.js';
import { toast } from '../ui/use-toast.js';
import { PasswordInput } from './password-input.js';
import { resetPassword } from './queries.js';
import { securityQuestionText } from './security-question-text.js';

type VerifyFormInput = z.input<typeof resetPasswordFormSchema>;

/** Step 2: the security answer and the new password (confirmPassword is not sent). */
export function ResetVerifyStep(props: {
  email: string;
  question: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const form = useForm<VerifyFormInput, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: lazyZodResolver(() => accountSchemas().then((m) => m.resetPasswordFormSchema)),
    defaultValues: { securityAnswer: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const reset = useMutation({
    mutationFn: (data: { securityAnswer: string; newPassword: string }) =>
      resetPassword({ username: props.email, ...data }),
    onSuccess: () => {
      const t = translator();
      toast({
        title: t('Password reset successful!'),
        description: t('You can now log in with your new password.'),
        variant: 'success',
      });
      props.onDone();
    },
    onError: (err) => {
      setServerFieldErrors(err, form.setError, ['securityAnswer', 'newPassword']);
      toast({
        title: translator()('Password reset failed'),
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.stopPropagation();
        void form.handleSubmit(({ securityAnswer, newPassword }) =>
          reset.mutate({ securityAnswer, newPassword }),
        )(event);
      }}
    >
      <div className="rounded-xl bg-info-soft p-4 text-info-soft-foreground">
        <p className="text-sm">
          {t.rich<ReactNode>('Security question for <bdi>{email}</bdi>', {
            bdi: (chunks) => <bdi key="email">{chunks}</bdi>,
            email: props.email,
          })}
        </p>
        <p className="mt-1 text-lg font-semibold" data-testid="reset-question">
          {securityQuestionText(t, props.question)}
        </p>
      </div>
      <FormField id="reset-answer" label={t('Security answer')} error={errors.securityAnswer?.message}>
        <Input
          {...fieldAria('reset-answer', errors.securityAnswer?.message)}
          {...form.register('securityAnswer')}
          autoComplete="off"
        />
      </FormField>
      <FormField id="reset-new-password" label={t('New password')} error={errors.newPassword?.message}>
        <PasswordInput
          {...fieldAria('reset-new-password', errors.newPassword?.message)}
          {...form.register('newPassword')}
          autoComplete="new-password"
        />
      </FormField>
      <FormField id="reset-confirm" label={t('Confirm new password')} error={errors.confirmPassword?.message}>
        <PasswordInput
          {...fieldAria('reset-confirm', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
          autoComplete="new-password"
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={props.onBack} disabled={reset.isPending}>
          {t('Use a different email')}
        </Button>
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? t('Resetting...') : t('Reset Password')}
        </Button>
      </DialogFooter>
    </form>
  );
}
