import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../contract/account-values.js';
import type { changeEmailRequestSchema } from '../../contract/accounts.js';
import { PasswordInput } from '../auth/password-input.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { accountSchemas, lazyZodResolver } from '../lib/lazy-resolver.js';
import { Button } from '../ui/button.js';
import { FormField, fieldAria, Input } from '../ui/input.js';
import { toast } from '../ui/use-toast.js';
import { FormProblem, useRefusal } from './account-form.js';
import { changeEmail } from './queries.js';

type FormInput = z.input<typeof changeEmailRequestSchema>;
type FormOutput = z.output<typeof changeEmailRequestSchema>;

const empty = { email: '', currentPassword: '' };

/** A new e-mail address, which is also the login: confirmed by the current password. */
export function EmailForm() {
  const t = useT();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: lazyZodResolver(() => accountSchemas().then((m) => m.changeEmailRequestSchema)),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const refusal = useRefusal(form.setError, ['email', 'currentPassword']);
  const save = useMutation({
    mutationFn: changeEmail,
    onSuccess: () => {
      form.reset(empty);
      toast({ title: translator()('Email updated'), description: messages.emailChanged, variant: 'success' });
    },
    onError: refusal.show,
  });

  return (
    <form
      noValidate
      aria-label={t('Change your email')}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => {
        refusal.clear();
        save.mutate(values);
      })}
    >
      <FormField
        id="profile-email"
        label={t('New email')}
        error={errors.email?.message}
        announce={errors.email?.type === 'server'}
      >
        <Input
          {...fieldAria('profile-email', errors.email?.message)}
          {...form.register('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('you@example.com')}
        />
      </FormField>
      <FormField
        id="profile-email-password"
        label={t('Current password')}
        error={errors.currentPassword?.message}
        announce={errors.currentPassword?.type === 'server'}
      >
        <PasswordInput
          {...fieldAria('profile-email-password', errors.currentPassword?.message)}
          {...form.register('currentPassword')}
          autoComplete="current-password"
        />
      </FormField>
      <FormProblem message={refusal.problem} />
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('Changing email...') : t('Change email')}
      </Button>
    </form>
  );
}
