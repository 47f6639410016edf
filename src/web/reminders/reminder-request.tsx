import type { QueryClient } from '@tanstack/react-query';
import { translator } from '../i18n/current.js';
import { ToastAction } from '../ui/toast-action.js';
import { toast } from '../ui/use-toast.js';
import { reminderKeys } from './queries.js';
import { createdText } from './reminder-created.js';
import type { ReminderOutcome } from './use-reminder-extraction.js';

type Handlers = {
  openSettings: () => void;
  /** The app's cache: the reminders list is read again after a reminder was set. */
  queryClient: QueryClient;
};

/**
 * What the screen shows of a reminder asked for in conversation (the expert has said it aloud
 * already): the reminders made, one already there, or, with the switch off, where to turn it on.
 * The question "When should I remind you?" needs nothing more than the words.
 */
export function showReminderOutcome(outcome: ReminderOutcome, handlers: Handlers): void {
  const t = translator();
  if (outcome.outcome === 'off') {
    toast({
      title: t('Reminders are disabled'),
      description: t('To create reminders from your conversation, turn them on in Reminder Settings.'),
      // Time to read it and reach its button.
      duration: 10_000,
      action: (
        <ToastAction altText={t('Open Reminder Settings')} onClick={handlers.openSettings}>
          {t('Reminder Settings')}
        </ToastAction>
      ),
    });
    return;
  }
  if (outcome.outcome !== 'set') return;
  void handlers.queryClient.invalidateQueries({ queryKey: reminderKeys.all });
  const made = outcome.reminders.filter((r) => !r.duplicate).length;
  if (made > 0) {
    toast({ title: t('Reminders Created'), description: createdText(made), variant: 'success' });
    return;
  }
  toast({
    title: t('Already in your reminders'),
    description: t('That reminder exists already; no second one was made.'),
  });
}
