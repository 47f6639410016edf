import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reminder } from '../../contract/reminders.js';
import { apiRequest, errorMessage } from '../lib/api.js';
import { toast } from '../ui/use-toast.js';
import { formatWhen } from './reminder-display.js';

const listKey = ['/api/reminders'];

/** The card's two actions (spec section 2): toggle completion (PATCH) and delete (DELETE). */
export function useReminderActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });

  const toggle = useMutation({
    mutationFn: async (reminder: Reminder): Promise<Reminder> => {
      const res = await apiRequest('PATCH', `/api/reminders/${reminder.id}`, {
        isCompleted: !reminder.isCompleted,
      });
      return (await res.json()) as Reminder;
    },
    onSuccess: (updated, asked) => {
      // A recurring reminder marked done moves on to its next time instead (docs/DECISIONS.md).
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

  const remove = useMutation({
    mutationFn: (reminder: Reminder) => apiRequest('DELETE', `/api/reminders/${reminder.id}`),
    onSuccess: () => toast({ title: 'Reminder deleted', variant: 'success' }),
    onError: (err) =>
      toast({ title: 'Failed to delete reminder', description: errorMessage(err), variant: 'destructive' }),
    onSettled: refresh,
  });

  return { toggle, remove };
}
