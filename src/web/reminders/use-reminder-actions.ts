import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reminder } from '../../contract/reminders.js';
import { translator } from '../i18n/current.js';
import { errorMessage } from '../lib/api.js';
import { toast } from '../ui/use-toast.js';
import { deleteReminder, endReminderSeries, reminderKeys, setReminderCompleted } from './queries.js';
import { formatWhen } from './reminder-display.js';

/** The card's actions: toggle completion, end a recurring reminder's series, and delete. */
export function useReminderActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reminderKeys.all });

  const toggle = useMutation({
    mutationFn: (reminder: Reminder) => setReminderCompleted(reminder.id, !reminder.isCompleted),
    onSuccess: (updated, asked) => {
      // A recurring reminder marked done moves on to its next time instead.
      const movedOn = !asked.isCompleted && !updated.isCompleted;
      toast({
        title: translator()('Reminder updated'),
        description: movedOn
          ? translator()('Next time: {when}', { when: formatWhen(updated.scheduledTime) })
          : undefined,
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({
        title: translator()('Failed to update reminder'),
        description: errorMessage(err),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });

  const endSeries = useMutation({
    mutationFn: (reminder: Reminder) => endReminderSeries(reminder.id),
    onSuccess: () =>
      toast({
        title: translator()('Series ended'),
        description: translator()('The reminder is now under Completed.'),
        variant: 'success',
      }),
    onError: (err) =>
      toast({
        title: translator()('Failed to update reminder'),
        description: errorMessage(err),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (reminder: Reminder) => deleteReminder(reminder.id),
    onSuccess: () => toast({ title: translator()('Reminder deleted'), variant: 'success' }),
    onError: (err) =>
      toast({
        title: translator()('Failed to delete reminder'),
        description: errorMessage(err),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });

  return { toggle, endSeries, remove };
}
