import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reminder } from '../../contract/reminders.js';
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
        title: 'Reminder updated',
        description: movedOn ? `Next time: ${formatWhen(updated.scheduledTime)}` : undefined,
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({ title: 'Failed to update reminder', description: errorMessage(err), variant: 'destructive' }),
    onSettled: refresh,
  });

  const endSeries = useMutation({
    mutationFn: (reminder: Reminder) => endReminderSeries(reminder.id),
    onSuccess: () =>
      toast({
        title: 'Series ended',
        description: 'The reminder is now under Completed.',
        variant: 'success',
      }),
    onError: (err) =>
      toast({ title: 'Failed to update reminder', description: errorMessage(err), variant: 'destructive' }),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (reminder: Reminder) => deleteReminder(reminder.id),
    onSuccess: () => toast({ title: 'Reminder deleted', variant: 'success' }),
    onError: (err) =>
      toast({ title: 'Failed to delete reminder', description: errorMessage(err), variant: 'destructive' }),
    onSettled: refresh,
  });

  return { toggle, endSeries, remove };
}
