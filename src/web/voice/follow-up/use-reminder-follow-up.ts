import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ConversationLanguage } from '../../../contract/languages.js';
import type { FollowUp } from '../../../contract/reminder-follow-up.js';
import { conversationKeys } from '../../conversations/queries.js';
import { errorMessage } from '../../lib/api.js';
import { alertedReminders, alertKey } from '../../reminders/alerted-reminders.js';
import { reminderApi } from '../../reminders/queries.js';
import { markTurn } from '../speech/turn-marks.js';
import { canAutoplay } from './autoplay.js';

/** What the follow-up card shows. */
export type FollowUpView =
  | { phase: 'loading' }
  /** A notification opened after signing out: the reminder belongs to an account. */
  | { phase: 'signed-out' }
  | { phase: 'error'; message: string; retry: () => void }
  /** 'waiting': the browser would not start sound by itself, so a tap on Play starts it. */
  | { phase: 'shown' | 'waiting'; followUp: FollowUp };

export type FollowUpOptions = {
  /** Null while the session is still being checked. */
  signedIn: boolean | null;
  /** The screen's language: a reminder made by form is spoken in it. */
  language: ConversationLanguage;
  /** The conversation's own language, when it differs from the screen's: listening goes on in it. */
  onLanguage: (language: ConversationLanguage) => void;
  /**
   * The server stored the expert's words in this conversation: the screen shows them (a conversation
   * being opened from the address shows them anyway, once loaded).
   */
  onStored: (conversationId: number) => void;
  /** The expert says the sentences (the voice loop's speakFollowUp). */
  speakFollowUp: (sentences: string[], language: string) => void;
};

/**
 * A reminder come due, opened from its notification (`?reminder=<id>&at=<time>`, with
 * `conversation=<id>` when a conversation set it): asks the server what the expert says, shows it at
 * once, and speaks it in the screen's voice and the conversation's language, or waits for one tap on
 * Play when the browser will not start sound by itself. The reminder leaves the address straight away,
 * so a reload does not say it again (the server would answer the same words anyway).
 */
export function useReminderFollowUp(options: FollowUpOptions) {
  const [params, setParams] = useSearchParams();
  const reminder = params.get('reminder');
  const at = params.get('at');
  const [view, setView] = useState<FollowUpView | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const queryClient = useQueryClient();
  const asked = useRef<string | null>(null);

  const playFollowUp = useCallback((followUp: FollowUp) => {
    latest.current.speakFollowUp(followUp.sentences, followUp.language);
    setView({ phase: 'shown', followUp });
  }, []);

  const run = useCallback(
    async (id: string, occurrence: string | null) => {
      setView({ phase: 'loading' });
      // Asked while the words are on their way: the answer does not wait for it.
      const mayPlay = canAutoplay();
      let followUp: FollowUp;
      try {
        followUp = await reminderApi.followUp({
          params: { id },
          body: { ...(occurrence ? { at: occurrence } : {}), language: latest.current.language },
        });
      } catch (err) {
        setView({ phase: 'error', message: errorMessage(err), retry: () => void run(id, occurrence) });
        return;
      }
      // The conversation shows the expert's new message (stored by the server).
      if (followUp.conversationId !== null) {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(followUp.conversationId) });
        latest.current.onStored(followUp.conversationId);
      }
      if (followUp.language !== latest.current.language) latest.current.onLanguage(followUp.language);
      // The words show at once; the benchmark reads these marks.
      setView({ phase: 'shown', followUp });
      markTurn('follow-up-shown');
      const allowed = await mayPlay;
      markTurn('follow-up-autoplay', { allowed });
      if (allowed) playFollowUp(followUp);
      else setView({ phase: 'waiting', followUp });
    },
    [queryClient, playFollowUp],
  );

  // Opened from its notification, the occurrence does not alert in this tab as well. Marked at once,
  // before the session is known: the tab's alerts start with the session.
  useEffect(() => {
    const id = Number(reminder);
    if (reminder && at && Number.isInteger(id)) alertedReminders.add(alertKey({ id, scheduledTime: at }));
  }, [reminder, at]);

  useEffect(() => {
    if (!reminder || options.signedIn === null) return;
    if (!options.signedIn) {
      setView({ phase: 'signed-out' });
      return;
    }
    const key = `${reminder}@${at ?? ''}`;
    if (asked.current === key) return;
    asked.current = key;
    const next = new URLSearchParams(params);
    next.delete('reminder');
    next.delete('at');
    setParams(next, { replace: true });
    void run(reminder, at);
  }, [reminder, at, options.signedIn, params, setParams, run]);

  return {
    view,
    /** The Play button: the tap lets the browser start sound. */
    play: () => {
      if (view?.phase === 'waiting' || view?.phase === 'shown') playFollowUp(view.followUp);
    },
    close: () => setView(null),
  };
}
