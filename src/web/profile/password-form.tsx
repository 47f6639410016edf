import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ChangePasswordRequest, changePasswordFormSchema } from '../../contract/accounts.js';
import { PasswordInput } from '../auth/password-input.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { accountSchemas, lazyZodResolver } from '../lib/lazy-resolver.js';
import { Button } from '../ui/button.js';
import { FormField, fieldAria } from '../ui/input.js';
import { toast } from '../ui/use-toast.js';
import { FormProblem, useRefusal } from './account-form.js';
import { changePassword } from './queries.js';

type FormInput = z.input<typeof changePasswordFormSchema>;
type FormOutput = z.output<typeof changePasswordFormSchema>;

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * A new password, by the rules of registration, after the current one. Every other browser signed
 * in to the account is signed out; this one stays. confirmPassword is checked here and not sent.
 */
export function PasswordForm() {
  const t = useT();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: lazyZodResolver(() => accountSchemas().then((m) => m.changePasswordFormSchema)),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const refusal = useRefusal(form.setError, ['currentPassword', 'newPassword']);
  const save = useMutation({
    mutationFn: (body: ChangePasswordRequest) => changePassword(body),
    onSuccess: (answer) => {
      form.reset(empty);
      toast({ title: translator()('Password changed'), description: answer.message, variant: 'success' });
    },
    onError: refusal.show,
  });

  return (
    <form
      noValidate
      aria-label={t('Change your password')}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ confirmPassword: _confirm, ...body }) => {
        refusal.clear();
        save.mutate(body);
      })}
    >
      <FormField
        id="profile-current-password"
        label={t('Current password')}
        error={errors.currentPassword?.message}
        announce={errors.currentPassword?.type === 'server'}
      >
        <PasswordInput
          {...fieldAria('profile-current-password', errors.currentPassword?.message)}
          {...form.register('currentPassword')}
          autoComplete="current-password"
        />
      </FormField>
      <FormField
        id="profile-new-password"
        label={t('New password')}
        error={errors.newPassword?.message}
        announce={errors.newPassword?.type === 'server'}
        hint={t('At least 6 characters. A short sentence is easy to remember and hard to guess.')}
      >
        <PasswordInput
          {...fieldAria('profile-new-password', errors.newPassword?.message)}
          {...form.register('newPassword')}
          autoComplete="new-password"
        />
      </FormField>
      <FormField
        id="profile-confirm-password"
        label={t('Confirm new password')}
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          {...fieldAria('profile-confirm-password', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
          autoComplete="new-password"
        />
      </FormField>
      <FormProblem message={refusal.problem} />
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('Changing password...') : t('Change password')}
      </Button>
    </form>
  );
}
