import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { adminGenders, subscriptionStatuses, subscriptionTypes } from '../../contract/account-values.js';
import type { User } from '../../contract/accounts.js';
import type { AdminUserForm, AdminUserUpdate } from '../../contract/admin.js';
import { translateMessage, translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { setServerFieldErrors } from '../lib/form-errors.js';
import { lazyZodResolver } from '../lib/lazy-resolver.js';
import { Button } from '../ui/button.js';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.js';
import { FieldError, fieldAria, Input, Label } from '../ui/input.js';
import { NativeSelect } from '../ui/native-select.js';
import { toast } from '../ui/use-toast.js';
import { genderLabels, subscriptionLabels } from './labels.js';
import { adminApi, adminKeys } from './queries.js';

const resolver = lazyZodResolver(() => import('../../contract/admin.js').then((m) => m.adminUserFormSchema));

function formValues(user: User): AdminUserForm {
  const gender = adminGenders.find((g) => g === user.gender) ?? 'not_specified';
  return {
    username: user.username,
    password: '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    gender,
    isAdmin: user.isAdmin,
    subscriptionType: user.subscriptionType,
    subscriptionStatus: user.subscriptionStatus,
  };
}

const serverFields = ['username', 'password', 'firstName', 'lastName', 'gender', 'isAdmin'] as const;

/** Edit User: e-mail, a new password (blank keeps the current one), names, gender, admin flag, subscription. */
export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useT();
  const genders = genderLabels(t);
  const subscription = subscriptionLabels(t);
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<AdminUserForm>({ resolver, defaultValues: formValues(user) });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (update: AdminUserUpdate) => adminApi.updateUser({ params: { id: user.id }, body: update }),
    onSuccess: async (saved) => {
      toast({
        title: t('User updated'),
        description: t('{username} has been saved.', { username: saved.username }),
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
    onError: (err) => {
      setServerFieldErrors(err, form.setError, serverFields, { shouldFocus: true });
      toast({
        title: translator()('Failed to update user'),
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
  });

  const submit = form.handleSubmit((values) => {
    const { password, ...rest } = values;
    // An empty password is not sent: the current one stays.
    save.mutate(password ? { ...rest, password } : rest);
  });

  const field = (name: keyof AdminUserForm) => `${id}-${name}`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="edit-user-dialog">
        <DialogHeader>
          <DialogTitle>{t('Edit User')}</DialogTitle>
          <DialogDescription>
            {t.rich<ReactNode>('Change the account of <bdi>{username}</bdi>.', {
              username: user.username,
              bdi: (chunks) => <bdi key="username">{chunks}</bdi>,
            })}
          </DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor={field('username')}>{t('Username / Email')}</Label>
            <Input
              type="email"
              autoComplete="off"
              {...fieldAria(field('username'), errors.username?.message)}
              {...form.register('username')}
            />
            <FieldError id={field('username')} message={errors.username?.message} />
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor={field('password')}>{t('New Password')}</Label>
            <Input
              type="password"
              autoComplete="new-password"
              placeholder={t('Leave blank to keep the current password')}
              {...fieldAria(field('password'), errors.password?.message)}
              {...form.register('password')}
            />
            <FieldError id={field('password')} message={errors.password?.message} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={field('firstName')}>{t('First Name')}</Label>
            <Input
              {...fieldAria(field('firstName'), errors.firstName?.message)}
              {...form.register('firstName')}
            />
            <FieldError id={field('firstName')} message={errors.firstName?.message} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={field('lastName')}>{t('Last Name')}</Label>
            <Input
              {...fieldAria(field('lastName'), errors.lastName?.message)}
              {...form.register('lastName')}
            />
            <FieldError id={field('lastName')} message={errors.lastName?.message} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={field('gender')}>{t('Gender')}</Label>
            <NativeSelect id={field('gender')} {...form.register('gender')}>
              {adminGenders.map((g) => (
                <option key={g} value={g}>
                  {genders[g]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex items-center gap-2 self-end pb-2">
            <input
              id={field('isAdmin')}
              type="checkbox"
              className="size-5 accent-primary"
              {...form.register('isAdmin')}
            />
            <Label htmlFor={field('isAdmin')}>{t('Admin User')}</Label>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={field('subscriptionType')}>{t('Subscription Type')}</Label>
            <NativeSelect id={field('subscriptionType')} {...form.register('subscriptionType')}>
              {subscriptionTypes.map((s) => (
                <option key={s} value={s}>
                  {subscription.type[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={field('subscriptionStatus')}>{t('Subscription Status')}</Label>
            <NativeSelect id={field('subscriptionStatus')} {...form.register('subscriptionStatus')}>
              {subscriptionStatuses.map((s) => (
                <option key={s} value={s}>
                  {subscription.status[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {errors.isAdmin?.message && (
            <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
              {translateMessage(errors.isAdmin.message)}
            </p>
          )}
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('Cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {save.isPending ? t('Saving...') : t('Save Changes')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
