import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { asksForReminder } from '../../contract/reminder-values.js';
import { apiRequest } from '../lib/api.js';
import { readStorage, storageKeys, writeStorage } from '../lib/storage-keys.js';
import { ToastAction } from '../ui/toast-action.js';
import { toast } from '../ui/use-toast.js';

/** What the browser reads of each created reminder (spec section 7: id, title, scheduledTime). */
export type ExtractedReminder = { id: number; title: string; scheduledTime: string };

/** How many of this visit's extracted reminders the Reminder Settings panel lists. */
const RECENT_LIMIT = 10;

/** Spec section 3: 'true' / 'false' text; off until the person turns it on. */
export function loadExtractionEnabled(): boolean {
  return readStorage(storageKeys.extractRemindersEnabled) === 'true';
}

export function createdText(count: number): string {
  return `Created ${count} ${count === 1 ? 'reminder' : 'reminders'} from your message.`;
}

async function extract(message: string): Promise<ExtractedReminder[]> {
  const res = await apiRequest('POST', '/api/extract-reminders', { message });
  const body: unknown = await res.json();
  return Array.isArray(body) ? (body as ExtractedReminder[]) : [];
}

/**
 * Reminders asked for in conversation (spec sections 4 and 8): a signed-in person's message that asks
 * for one creates it when extraction is on; when off, a toast says where to turn it on. Guests: skipped.
 */
export function useReminderExtraction(signedIn: boolean, openSettings: () => void) {
  const queryClient = useQueryClient();
  const [enabled, setEnabledState] = useState(loadExtractionEnabled);
  const [recent, setRecent] = useState<ExtractedReminder[]>([]);
  const enabledRef = useRef(enabled);
  const openRef = useRef(openSettings);
  useEffect(() => {
    enabledRef.current = enabled;
    openRef.current = openSettings;
  });

  const setEnabled = useCallback((on: boolean) => {
    enabledRef.current = on;
    setEnabledState(on);
    writeStorage(storageKeys.extractRemindersEnabled, String(on));
  }, []);

  const onMessage = useCallback(
    (message: string) => {
      if (!signedIn || !asksForReminder(message)) return;
      if (!enabledRef.current) {
        toast({
          title: 'Reminders are disabled',
          description: 'To create reminders from your conversation, turn them on in Reminder Settings.',
          // Time to read it and reach its button.
          duration: 10_000,
          action: (
            <ToastAction altText="Open Reminder Settings" onClick={() => openRef.current()}>
              Reminder Settings
            </ToastAction>
          ),
        });
        return;
      }
      extract(message).then(
        (created) => {
          void queryClient.invalidateQueries({ queryKey: ['/api/reminders'] });
          if (created.length === 0) {
            toast({
              title: 'No reminder created',
              description: 'I could not find a date or time in that. Try, for example: "tomorrow at 9 am".',
            });
            return;
          }
          setRecent((prev) => [...created, ...prev].slice(0, RECENT_LIMIT));
          toast({ title: 'Reminders Created', description: createdText(created.length), variant: 'success' });
        },
        // Spec section 8: a failed extraction in conversation is only logged; the conversation goes on.
        (err: unknown) => console.warn('Reminder extraction failed', err),
      );
    },
    [signedIn, queryClient],
  );

  return { enabled, setEnabled, recent, onMessage };
}

export type ReminderExtraction = ReturnType<typeof useReminderExtraction>;
