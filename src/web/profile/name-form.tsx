import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../contract/account-values.js';
import type { User, updateProfileRequestSchema } from '../../contract/accounts.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { accountSchemas, lazyZodResolver } from '../lib/lazy-resolver.js';
import { Button } from '../ui/button.js';
import { FormField, fieldAria, Input } from '../ui/input.js';
import { toast } from '../ui/use-toast.js';
import { FormProblem, useRefusal } from './account-form.js';
import { updateProfile } from './queries.js';

type FormInput = z.input<typeof updateProfileRequestSchema>;
type FormOutput = z.output<typeof updateProfileRequestSchema>;

const namesOf = (user: Pick<User, 'firstName' | 'lastName'>) => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
});

/** The first and last name: the header greets the person by the first one and shows their initials. */
export function NameForm({ user }: { user: User }) {
  const t = useT();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: lazyZodResolver(() => accountSchemas().then((m) => m.updateProfileRequestSchema)),
    defaultValues: namesOf(user),
  });
  const { errors } = form.formState;
  const refusal = useRefusal(form.setError, ['firstName', 'lastName']);
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      form.reset(namesOf(saved));
      toast({
        title: translator()('Profile updated'),
        description: messages.profileSaved,
        variant: 'success',
      });
    },
    onError: refusal.show,
  });

  return (
    <form
      noValidate
      aria-label={t('Your name')}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => {
        refusal.clear();
        save.mutate(values);
      })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="profile-first-name"
          label={t('First name')}
          error={errors.firstName?.message}
          announce={errors.firstName?.type === 'server'}
        >
          <Input
            {...fieldAria('profile-first-name', errors.firstName?.message)}
            {...form.register('firstName')}
            autoComplete="given-name"
          />
        </FormField>
        <FormField
          id="profile-last-name"
          label={t('Last name')}
          error={errors.lastName?.message}
          announce={errors.lastName?.type === 'server'}
        >
          <Input
            {...fieldAria('profile-last-name', errors.lastName?.message)}
            {...form.register('lastName')}
            autoComplete="family-name"
          />
        </FormField>
      </div>
      <FormProblem message={refusal.problem} />
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('Saving...') : t('Save name')}
      </Button>
    </form>
  );
}
