import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { User } from '../../../contract/accounts.js';
import { conversationKeys, conversationQueries } from '../../conversations/queries.js';
import { toast } from '../../ui/use-toast.js';
import { conversationApi } from './conversation-api.js';
import { createConversationSession } from './conversation-session.js';

export type { TrialOffer } from './conversation-session.js';

/** A saved conversation, fetched again each time it is reopened: the turns since then are part of it. */
export const savedConversationQuery = (id: number) => conversationQueries.detail(id);

/**
 * The voice screen's conversation (see createConversationSession) for React: the session lives as
 * long as the screen, and a saved conversation (?conversation=) replaces it once loaded.
 */
export function useConversation(user: User | null, requestedId: number | null) {
  const queryClient = useQueryClient();
  const signedIn = useRef(user !== null);
  signedIn.current = user !== null;
  const [session] = useState(() =>
    createConversationSession({
      api: conversationApi,
      now: () => new Date(),
      signedIn: () => signedIn.current,
      toast,
      // Only the lists (every page): the conversation on the screen is not fetched again.
      onCreated: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.lists }),
    }),
  );
  const state = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  // A conversation is opened when the address comes to name one that is not on the screen (a link, a
  // reload). The address naming the one already shown (put there by the screen itself) opens nothing,
  // and neither does an address that still names the one just left for a new conversation.
  const [seen, setSeen] = useState(requestedId);
  const [opening, setOpening] = useState(requestedId);
  if (requestedId !== seen) {
    setSeen(requestedId);
    setOpening(requestedId !== null && requestedId !== state.conversationId ? requestedId : null);
  }

  const saved = useQuery({
    ...savedConversationQuery(opening ?? 0),
    enabled: user !== null && opening !== null,
  });
  useEffect(() => {
    if (saved.data) session.load(saved.data);
  }, [saved.data, session]);

  return {
    ...state,
    setCategory: session.setCategory,
    loadingSaved: saved.isLoading,
    /** The saved conversation opened from the address (it replaces the one on the screen once loaded). */
    opening,
    /** The saved conversation (?conversation=) once loaded. */
    loadedId: saved.data?.id ?? null,
    savedError: saved.error,
    /** Shows a saved conversation as the server has it now (a message the server added to it). */
    load: session.load,
    startNew: session.startNew,
    forget: session.forget,
    prepare: session.prepare,
    sendTurn: session.sendTurn,
    markCut: session.markCut,
    closeTrialOffer: session.closeTrialOffer,
    closeHelp: session.closeHelp,
  };
}
