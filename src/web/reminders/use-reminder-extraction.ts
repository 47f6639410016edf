import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SendMessageResponse } from '../../contract/conversations.js';
import type { Reminder } from '../../contract/reminders.js';
import { readStorage, storageKeys, writeStorage } from '../lib/storage-keys.js';
import { useStoredState } from '../lib/use-stored-state.js';

/** How many of this visit's extracted reminders the Reminder Settings panel lists. */
const RECENT_LIMIT = 10;

/**
 * Stored as 'true' / 'false' text; on unless the person turned it off. Nothing stored (never touched)
 * is on: a stored 'false' can only come from turning the switch off, so that choice is kept.
 */
export function loadExtractionEnabled(): boolean {
  return readStorage(storageKeys.extractRemindersEnabled) !== 'false';
}

export type ReminderOutcome = NonNullable<SendMessageResponse['reminders']>;

/**
 * Reminders asked for in conversation: the server reads each signed-in message, sets the reminder it
 * asks for and the expert says so (or asks when, or says the switch is off). Here: the switch (sent
 * with every message) and what the screen shows of the outcome. The toasts' code loads only when a
 * message was about a reminder (the voice screen's first load stays small). Guests: none.
 */
export function useReminderExtraction(signedIn: boolean, openSettings: () => void) {
  const queryClient = useQueryClient();
  const [enabled, setEnabledState] = useStoredState(loadExtractionEnabled, true);
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

  const onOutcome = useCallback(
    (outcome: ReminderOutcome) => {
      const made = outcome.reminders.filter((r) => !r.duplicate);
      if (made.length > 0) setRecent((prev) => [...made, ...prev].slice(0, RECENT_LIMIT));
      import('./reminder-request.js').then(
        (m) => m.showReminderOutcome(outcome, { openSettings: () => openRef.current(), queryClient }),
        (err: unknown) => console.warn('Reminder outcome not shown', err),
      );
    },
    [queryClient],
  );

  /** What a turn sends and hears back about reminders (undefined for a guest). */
  const turn = useMemo(
    () =>
      signedIn
        ? {
            get enabled() {
              return enabledRef.current;
            },
            onOutcome,
          }
        : undefined,
    [signedIn, onOutcome],
  );

  return { enabled, setEnabled, recent, turn };
}

export type ReminderExtraction = ReturnType<typeof useReminderExtraction>;
