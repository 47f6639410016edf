import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { deleteAccountRequestSchema, messages } from '../../contract/accounts.js';
import { PasswordInput } from '../auth/password-input.js';
import { setSessionUser } from '../auth/use-auth.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorFields, errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { FormField, fieldAria } from '../ui/input.js';
import { toast } from '../ui/use-toast.js';
import { deleteAccount } from './queries.js';

/** Delete account: confirmed with the password; everything the account owns goes with it. */
export function DeleteAccountSection() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
  });
  const error = form.formState.errors.password?.message;

  const remove = useMutation({
    mutationFn: (password: string) => deleteAccount({ password }),
    onSuccess: () => {
      setOpen(false);
      setSessionUser(null);
      toast({ title: translator()('Account deleted'), description: messages.accountDeleted });
      navigate('/auth', { replace: true });
    },
    onError: (err) => {
      const field = errorFields(err).password;
      if (field) form.setError('password', { type: 'server', message: field }, { shouldFocus: true });
      else
        toast({
          title: translator()('Failed to delete account'),
          description: errorMessage(err),
          variant: 'destructive',
        });
    },
  });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  return (
    <Card className="border-danger-border">
      <CardHeader>
        <CardTitle className="text-danger-strong">{t('Delete account')}</CardTitle>
        <CardDescription>
          {t(
            'This permanently deletes your account with your conversations, reminders, settings and plan history, and signs out every browser signed in to it. It cannot be undone.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={changeOpen}
          trigger={<Button variant="destructive">{t('Delete account')}</Button>}
          title={t('Delete your account?')}
          description={t(
            'Your conversations, reminders and settings will be deleted for good. Please enter your password to confirm.',
          )}
          cancelLabel={t('Keep my account')}
          confirmLabel={t('Delete my account')}
          pendingLabel={t('Deleting...')}
          pending={remove.isPending}
          formId="delete-account-form"
        >
          <form
            id="delete-account-form"
            noValidate
            onSubmit={form.handleSubmit(({ password }) => remove.mutate(password))}
          >
            <FormField id="delete-password" label={t('Password')} error={error}>
              <PasswordInput
                {...fieldAria('delete-password', error)}
                {...form.register('password')}
                autoComplete="current-password"
              />
            </FormField>
          </form>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
