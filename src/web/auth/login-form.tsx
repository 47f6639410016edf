import { lazy, Suspense, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useT } from '../i18n/i18n.js';
import { accountSchemas, lazyZodResolver } from '../lib/lazy-resolver.js';
import { Button } from '../ui/button.js';
import { FormField, fieldAria, Input, Label } from '../ui/input.js';
import { Checkbox } from '../ui/switch.js';
import { PasswordInput } from './password-input.js';
import { useAuth } from './use-auth.js';

const ResetPasswordDialog = lazy(() => import('./reset-password-dialog.js'));

/** Log In tab: email, password, Remember me, and the Reset Password dialog. */
export function LoginForm() {
  const t = useT();
  const { loginMutation } = useAuth();
  const [resetOpen, setResetOpen] = useState(false);
  const forgot = useRef<HTMLButtonElement>(null);
  const form = useForm({
    resolver: lazyZodResolver(() => accountSchemas().then((m) => m.loginRequestSchema)),
    defaultValues: { username: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    loginMutation.mutate(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id="login-email" label={t('Email')} error={errors.username?.message}>
        <Input
          {...fieldAria('login-email', errors.username?.message)}
          {...form.register('username')}
          type="email"
          dir="ltr"
          autoComplete="username"
          inputMode="email"
          placeholder={t('you@example.com')}
        />
      </FormField>
      <FormField id="login-password" label={t('Password')} error={errors.password?.message}>
        <PasswordInput
          {...fieldAria('login-password', errors.password?.message)}
          {...form.register('password')}
          autoComplete="current-password"
        />
      </FormField>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-h-11 items-center gap-3">
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id="login-remember"
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="login-remember" className="text-base font-normal">
            {t('Remember me')}
          </Label>
        </div>
        <Button
          ref={forgot}
          type="button"
          variant="link"
          className="px-1"
          aria-haspopup="dialog"
          onClick={() => setResetOpen(true)}
        >
          {t('Forgot password?')}
        </Button>
        {resetOpen && (
          <Suspense>
            <ResetPasswordDialog
              returnFocus={forgot.current}
              onClose={() => setResetOpen(false)}
              onReset={(email) => form.reset({ username: email, password: '', rememberMe: false })}
            />
          </Suspense>
        )}
      </div>

      <Button type="submit" size="lg" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t('Logging in...') : t('Log In')}
      </Button>
    </form>
  );
}
