import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { asksForReminder } from '../../contract/reminder-values.js';
import type { Reminder } from '../../contract/reminders.js';
import { readStorage, storageKeys, writeStorage } from '../lib/storage-keys.js';
import { useStoredState } from '../lib/use-stored-state.js';

/** How many of this visit's extracted reminders the Reminder Settings panel lists. */
const RECENT_LIMIT = 10;

/** Stored as 'true' / 'false' text; off until the person turns it on. */
export function loadExtractionEnabled(): boolean {
  return readStorage(storageKeys.extractRemindersEnabled) === 'true';
}

/**
 * Reminders asked for in conversation: a signed-in person's message that asks
 * for one creates it when extraction is on; when off, a toast says where to turn it on. Guests: skipped.
 * The work itself, with the reminders' API calls, loads only when a message asks (the voice screen's
 * first load stays small).
 */
export function useReminderExtraction(signedIn: boolean, openSettings: () => void) {
  const queryClient = useQueryClient();
  const [enabled, setEnabledState] = useStoredState(loadExtractionEnabled, false);
  const [recent, setRecent] = useState<Reminder[]>([]);
  const enabledRef = useRef(enabled);
  const openRef = useRef(openSettings);
  useEffect(() => {
    enabledRef.current = enabled;
    openRef.current = openSettings;
  });

  const setEnabled = useCallback(
    (on: boolean) => {
      enabledRef.current = on;
      setEnabledState(on);
      writeStorage(storageKeys.extractRemindersEnabled, String(on));
    },
    [setEnabledState],
  );

  const onMessage = useCallback(
    (message: string) => {
      if (!signedIn || !asksForReminder(message)) return;
      import('./reminder-request.js').then(
        (m) =>
          m.handleReminderRequest(message, {
            enabled: enabledRef.current,
            openSettings: () => openRef.current(),
            onCreated: (created) => setRecent((prev) => [...created, ...prev].slice(0, RECENT_LIMIT)),
            queryClient,
          }),
        (err: unknown) => console.warn('Reminder extraction failed', err),
      );
    },
    [signedIn, queryClient],
  );

  return { enabled, setEnabled, recent, onMessage };
}

export type ReminderExtraction = ReturnType<typeof useReminderExtraction>;
