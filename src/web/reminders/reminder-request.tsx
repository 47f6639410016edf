import type { QueryClient } from '@tanstack/react-query';
import type { ExtractRemindersResponse } from '../../contract/reminders.js';
import { ToastAction } from '../ui/toast-action.js';
import { toast } from '../ui/use-toast.js';
import { extractReminders, reminderKeys } from './queries.js';
import { createdText } from './reminder-created.js';

type Handlers = {
  /** The Reminder Settings switch. */
  enabled: boolean;
  openSettings: () => void;
  onCreated: (created: ExtractRemindersResponse) => void;
  /** The app's cache: the reminders list is read again after a request. */
  queryClient: QueryClient;
};

/**
 * A message that asks for a reminder (loaded only when one does): created when extraction is on;
 * when off, a toast says where to turn it on.
 */
export async function handleReminderRequest(message: string, handlers: Handlers): Promise<void> {
  if (!handlers.enabled) {
    toast({
      title: 'Reminders are disabled',
      description: 'To create reminders from your conversation, turn them on in Reminder Settings.',
      // Time to read it and reach its button.
      duration: 10_000,
      action: (
        <ToastAction altText="Open Reminder Settings" onClick={handlers.openSettings}>
          Reminder Settings
        </ToastAction>
      ),
    });
    return;
  }
  let created: ExtractRemindersResponse;
  try {
    created = await extractReminders(message);
  } catch (err) {
    // A failed extraction in conversation is only logged; the conversation goes on.
    console.warn('Reminder extraction failed', err);
    return;
  }
  void handlers.queryClient.invalidateQueries({ queryKey: reminderKeys.all });
  if (created.length === 0) {
    toast({
      title: 'No reminder created',
      description: 'I could not find a date or time in that. Try, for example: "tomorrow at 9 am".',
    });
    return;
  }
  handlers.onCreated(created);
  toast({ title: 'Reminders Created', description: createdText(created.length), variant: 'success' });
}
