import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { registerFormSchema } from '../../contract/accounts.js';
import { useT } from '../i18n/i18n.js';
import { revealFocusedField, setServerFieldErrors } from '../lib/form-errors.js';
import { accountSchemas, lazyZodResolver } from '../lib/lazy-resolver.js';
import { Button } from '../ui/button.js';
import { FormField, fieldAria, Input } from '../ui/input.js';
import { PasswordInput } from './password-input.js';
import { GenderField, SecurityFields, TermsField } from './register-fields.js';
import { useAuth } from './use-auth.js';

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

const sentFields = [
  'firstName',
  'lastName',
  'gender',
  'username',
  'password',
  'securityQuestion',
  'securityAnswer',
] as const satisfies readonly FieldPath<RegisterFormInput>[];

/** Register tab. confirmPassword and terms are checked here and never sent. */
export function RegisterForm() {
  const t = useT();
  const { registerMutation } = useAuth();
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: lazyZodResolver(() => accountSchemas().then((m) => m.registerFormSchema)),
    defaultValues: {
      firstName: '',
      lastName: '',
      gender: '',
      username: '',
      password: '',
      confirmPassword: '',
      securityQuestion: '',
      securityAnswer: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, terms: _terms, ...data }) => {
    registerMutation.mutate(data, {
      // The server's field messages ('This password is too common', a taken e-mail) go on their fields.
      // The field is brought into view, clear of the sticky header, and its message is said aloud.
      onError: (err) => {
        if (setServerFieldErrors(err, form.setError, sentFields, { shouldFocus: true }) > 0)
          revealFocusedField();
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="register-first-name"
          label={t('First name (optional)')}
          error={errors.firstName?.message}
        >
          <Input
            {...fieldAria('register-first-name', errors.firstName?.message)}
            {...form.register('firstName')}
            autoComplete="given-name"
          />
        </FormField>
        <FormField id="register-last-name" label={t('Last name (optional)')} error={errors.lastName?.message}>
          <Input
            {...fieldAria('register-last-name', errors.lastName?.message)}
            {...form.register('lastName')}
            autoComplete="family-name"
          />
        </FormField>
      </div>
      <GenderField form={form} />
      <FormField
        id="register-email"
        label={t('Email')}
        error={errors.username?.message}
        announce={errors.username?.type === 'server'}
      >
        <Input
          {...fieldAria('register-email', errors.username?.message)}
          {...form.register('username')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          placeholder={t('you@example.com')}
        />
      </FormField>
      <FormField
        id="register-password"
        label={t('Password')}
        error={errors.password?.message}
        hint={t('At least 6 characters. A short sentence is easy to remember and hard to guess.')}
      >
        <PasswordInput
          {...fieldAria('register-password', errors.password?.message)}
          {...form.register('password')}
          autoComplete="new-password"
        />
      </FormField>
      <FormField id="register-confirm" label={t('Confirm password')} error={errors.confirmPassword?.message}>
        <PasswordInput
          {...fieldAria('register-confirm', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
          autoComplete="new-password"
        />
      </FormField>
      <SecurityFields form={form} />
      <TermsField form={form} />
      <Button type="submit" size="lg" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? t('Creating account...') : t('Create Account')}
      </Button>
    </form>
  );
}
