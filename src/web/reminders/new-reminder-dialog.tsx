import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type ReminderForm, reminderCategories } from '../../contract/reminders.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorFields, errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.js';
import { FormField, fieldAria, Input, Label, Textarea } from '../ui/input.js';
import { NativeSelect } from '../ui/native-select.js';
import { Switch } from '../ui/switch.js';
import { toast } from '../ui/use-toast.js';
import { createReminder, reminderKeys } from './queries.js';
import { categoryLabel, priorityLabel } from './reminder-display.js';
import { RepeatsSection } from './reminder-form-repeats.js';
import { reminderFormResolver, serverFormErrors } from './reminder-form-resolver.js';
import { emptyReminderForm, type ReminderFormValues } from './reminder-form-values.js';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const priorityOrder = ['high', 'medium', 'low'] as const;

/** New Reminder: the form, checked with the contract's reminder rules, creates one reminder. */
export default function NewReminderDialog({ open, onOpenChange }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const [defaults] = useState(() => emptyReminderForm(new Date()));
  const form = useForm<ReminderFormValues, unknown, ReminderForm>({
    resolver: reminderFormResolver,
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const dateError = errors.date?.message ?? errors.time?.message;
  const recurring = useWatch({ control: form.control, name: 'isRecurring' });

  const mutation = useMutation({
    mutationFn: createReminder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reminderKeys.all });
      toast({ title: translator()('Reminder created'), variant: 'success' });
      form.reset(emptyReminderForm(new Date()));
      onOpenChange(false);
    },
    // Never lose what they typed: the form stays as it was, with the server's field messages on it.
    onError: (err) => {
      for (const [name, message] of serverFormErrors(errorFields(err))) {
        form.setError(name, { type: 'server', message });
      }
      toast({
        title: translator()('Failed to create reminder'),
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
  });
  const pending = mutation.isPending;

  // An invalid form focuses its first field with a problem (react-hook-form's shouldFocusError).
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));

  return (
    <Dialog open={open} onOpenChange={(next) => (pending && !next ? undefined : onOpenChange(next))}>
      <DialogContent data-testid="new-reminder-dialog" className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('New Reminder')}</DialogTitle>
          <DialogDescription>{t('What should we remind you of, and when?')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('New reminder')}>
          <FormField id="reminder-title" label={t('Title')} error={errors.title?.message}>
            <Input
              {...fieldAria('reminder-title', errors.title?.message)}
              {...form.register('title')}
              maxLength={200}
              readOnly={pending}
            />
          </FormField>
          <FormField id="reminder-description" label={t('Description')} error={errors.description?.message}>
            <Textarea
              {...fieldAria('reminder-description', errors.description?.message)}
              {...form.register('description')}
              rows={3}
              maxLength={1000}
              readOnly={pending}
            />
          </FormField>

          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-foreground">{t('Date & Time')}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <Label htmlFor="reminder-date" className="font-normal text-muted">
                  {t('Date')}
                </Label>
                <Input
                  {...fieldAria('reminder-date', dateError)}
                  {...form.register('date')}
                  type="date"
                  readOnly={pending}
                />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor="reminder-time" className="font-normal text-muted">
                  {t('Time')}
                </Label>
                <Input
                  {...fieldAria('reminder-time', dateError)}
                  aria-describedby={dateError ? 'reminder-date-error' : undefined}
                  {...form.register('time')}
                  type="time"
                  readOnly={pending}
                />
              </div>
            </div>
            {dateError && (
              <p id="reminder-date-error" className="text-sm font-medium text-danger">
                {dateError}
              </p>
            )}
          </fieldset>

          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="reminder-category" label={t('Category')} error={errors.category?.message}>
              <NativeSelect
                {...fieldAria('reminder-category', errors.category?.message)}
                {...form.register('category')}
              >
                {reminderCategories.map((value) => (
                  <option key={value} value={value}>
                    {categoryLabel(value, t)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="reminder-priority" label={t('Priority')} error={errors.priority?.message}>
              <NativeSelect
                {...fieldAria('reminder-priority', errors.priority?.message)}
                {...form.register('priority')}
              >
                {priorityOrder.map((value) => (
                  <option key={value} value={value}>
                    {priorityLabel(value, t)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>

          <div className="flex min-h-11 items-center justify-between gap-3">
            <Label htmlFor="reminder-recurring" className="text-base">
              {t('Recurring')}
            </Label>
            <Controller
              control={form.control}
              name="isRecurring"
              render={({ field }) => (
                <Switch
                  id="reminder-recurring"
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={pending}
                />
              )}
            />
          </div>
          {recurring && <RepeatsSection form={form} disabled={pending} />}

          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('Creating...') : t('Create Reminder')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
