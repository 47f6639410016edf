import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { securityQuestions } from '../../contract/account-values.js';
import { useT } from '../i18n/i18n.js';
import { FormField, fieldAria, Input, Label } from '../ui/input.js';
import { NativeSelect } from '../ui/native-select.js';
import { Checkbox } from '../ui/switch.js';
import type { RegisterFormInput, RegisterFormOutput } from './register-form.js';
import { securityQuestionText } from './security-question-text.js';

type Form = { form: UseFormReturn<RegisterFormInput, unknown, RegisterFormOutput> };

export function GenderField({ form }: Form) {
  const t = useT();
  const genders = [
    { value: '', label: t('Prefer not to say') },
    { value: 'female', label: t('Female') },
    { value: 'male', label: t('Male') },
    { value: 'neutral', label: t('Neutral') },
  ] as const;
  const error = form.formState.errors.gender?.message;
  return (
    <FormField id="register-gender" label={t('Gender (optional)')} error={error}>
      <NativeSelect {...fieldAria('register-gender', error)} {...form.register('gender')}>
        {genders.map((g) => (
          <option key={g.value} value={g.value}>
            {g.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

export function SecurityFields({ form }: Form) {
  const t = useT();
  const { errors } = form.formState;
  const questionError = errors.securityQuestion?.message;
  return (
    <fieldset className="flex flex-col gap-5 rounded-xl border border-border p-4">
      <legend className="px-1 font-medium text-foreground">{t('Account recovery')}</legend>
      <p className="-mt-2 text-sm text-subtle">
        {t('If you ever forget your password, we will ask you this question.')}
      </p>
      <FormField id="register-question" label={t('Security question')} error={questionError}>
        <NativeSelect
          {...fieldAria('register-question', questionError)}
          {...form.register('securityQuestion')}
        >
          <option value="" disabled>
            {t('Choose a question')}
          </option>
          {securityQuestions.map((q) => (
            <option key={q} value={q}>
              {securityQuestionText(t, q)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="register-answer" label={t('Security answer')} error={errors.securityAnswer?.message}>
        <Input
          {...fieldAria('register-answer', errors.securityAnswer?.message)}
          {...form.register('securityAnswer')}
          autoComplete="off"
        />
      </FormField>
    </fieldset>
  );
}

export function TermsField({ form }: Form) {
  const t = useT();
  const error = form.formState.errors.terms?.message;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex min-h-11 items-center gap-3">
        <Controller
          control={form.control}
          name="terms"
          render={({ field }) => (
            <Checkbox
              {...fieldAria('register-terms', error)}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor="register-terms" className="text-base font-normal">
          {t.rich<ReactNode>(
            'I agree to the <link>terms and conditions<hidden> (opens in a new tab)</hidden></link>',
            {
              link: (chunks) => (
                <Link
                  key="link"
                  to="/terms"
                  target="_blank"
                  rel="noopener"
                  className="text-primary underline hover:text-primary-soft-foreground"
                >
                  {chunks}
                </Link>
              ),
              hidden: (chunks) => (
                <span key="hidden" className="sr-only">
                  {chunks}
                </span>
              ),
            },
          )}
        </Label>
      </div>
      {error && (
        <p id="register-terms-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
