import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '../../../contract/accounts.js';
import { type ExpertCategory, expertCategories } from '../../../contract/categories.js';
import type { LimitType } from '../../../contract/chat.js';
import type { ConversationDetail, SendMessageResponse } from '../../../contract/conversations.js';
import { apiRequest, errorMessage } from '../../lib/api.js';
import { toast } from '../../ui/use-toast.js';
import { ChatStreamError, type StreamHandlers, streamChat } from './chat-stream.js';
import {
  type ClientMessage,
  greetingMessage,
  guestHistory,
  isExpertCategory,
  PENDING_TEXT,
} from './conversation-state.js';

/** GUEST_HISTORY_MAX of the chat contract, without importing zod on first load. */
const GUEST_HISTORY = 20;

/** The trial dialog's reason: a refusal (`refused`), or the last allowed conversation or reply. */
export type TrialOffer = { limitType: LimitType; refused: boolean; message?: string };
export type TurnOutcome = 'answered' | 'failed' | 'limit' | 'aborted';

type CreateAnswer = { id: number; expertName: string; showTrialOffer: boolean };
type GuestDone = { response: string; expertId: string };

let localIds = 0;
const localId = () => `local-${++localIds}`;

/**
 * One conversation on the voice screen: its expert, its messages, and a turn (send a message and
 * receive the reply as it streams). Signed in, turns are stored in a conversation created on the first
 * recording; a guest talks through the unsaved guest chat.
 */
export function useConversation(user: User | null, requestedId: number | null) {
  const queryClient = useQueryClient();
  const [category, setCategoryState] = useState<ExpertCategory>('random');
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [expertName, setExpertName] = useState<string | null>(null);
  const [messages, setMessages] = useState<ClientMessage[]>(() => [greetingMessage(new Date())]);
  const [trialOffer, setTrialOffer] = useState<TrialOffer | null>(null);
  const guestExpert = useRef<string | null>(null);

  /** The conversation turns go to, also as a ref: a creation answered after a reset must not set it. */
  const idRef = useRef<number | null>(null);
  /** Bumped by every reset: a creation still under way from before belongs to nothing. */
  const epoch = useRef(0);
  const creating = useRef<Promise<number | 'limit' | 'failed'> | null>(null);
  const setId = useCallback((id: number | null) => {
    idRef.current = id;
    setConversationId(id);
  }, []);

  const saved = useQuery<ConversationDetail>({
    queryKey: [`/api/conversations/${requestedId}`],
    enabled: Boolean(user) && requestedId !== null,
    // Reopened later it is fetched again: the turns since then are part of it.
    gcTime: 0,
  });
  useEffect(() => {
    const detail = saved.data;
    if (!detail) return;
    epoch.current += 1;
    creating.current = null;
    setId(detail.id);
    setExpertName(detail.expertName);
    if (isExpertCategory(detail.goatCategory, expertCategories)) setCategoryState(detail.goatCategory);
    setMessages([
      greetingMessage(new Date(detail.createdAt)),
      ...detail.messages.map((m) => ({
        id: m.id,
        isUser: m.isUser,
        content: m.content,
        timestamp: m.timestamp,
      })),
    ]);
  }, [saved.data, setId]);

  const reset = useCallback(() => {
    epoch.current += 1;
    creating.current = null;
    setId(null);
    setExpertName(null);
    guestExpert.current = null;
    setMessages([greetingMessage(new Date())]);
  }, [setId]);

  /** Another expert starts afresh: the next recording opens a new conversation with them. */
  const setCategory = useCallback(
    (next: ExpertCategory) => {
      setCategoryState(next);
      reset();
    },
    [reset],
  );

  /** POST /api/conversations: the new id, or why not (the limit dialog or a toast already told). */
  const create = useCallback(async (): Promise<number | 'limit' | 'failed'> => {
    const asked = epoch.current;
    try {
      const res = await apiRequest('POST', '/api/conversations', { goatCategory: category });
      const answer = (await res.json()) as CreateAnswer;
      // Another expert or conversation was chosen meanwhile: this one is not where turns go.
      if (epoch.current !== asked) return 'failed';
      setId(answer.id);
      setExpertName(answer.expertName);
      void queryClient.invalidateQueries({ queryKey: ['/api/conversations'], exact: true });
      if (answer.showTrialOffer) setTrialOffer({ limitType: 'DAILY_CONVERSATION_LIMIT', refused: false });
      return answer.id;
    } catch (err) {
      if (epoch.current !== asked) return 'failed';
      const limit = usageLimit(err);
      if (limit) {
        setTrialOffer(limit);
        return 'limit';
      }
      toast({ title: `Failed to create conversation: ${errorMessage(err)}`, variant: 'destructive' });
      return 'failed';
    }
  }, [category, queryClient, setId]);

  /**
   * The conversation turns go to, created when the first recording starts (spec section 4) so a
   * refusal shows before the person has spoken, and creation overlaps their speaking.
   */
  const ensure = useCallback((): Promise<number | 'limit' | 'failed'> => {
    if (idRef.current !== null) return Promise.resolve(idRef.current);
    if (!creating.current) {
      const started = create().finally(() => {
        if (creating.current === started) creating.current = null;
      });
      creating.current = started;
    }
    return creating.current;
  }, [create]);

  /** The New Conversation button (spec section 6: guests are asked to sign in). */
  const startNew = useCallback(async (): Promise<boolean> => {
    if (!user) return false;
    reset();
    const created = typeof (await ensure()) === 'number';
    if (created) toast({ title: 'New Conversation', description: 'Your new conversation is ready.' });
    return created;
  }, [user, reset, ensure]);

  const replaceMessage = useCallback(
    (id: ClientMessage['id'], change: Partial<ClientMessage> | null) =>
      setMessages((list) =>
        change === null
          ? list.filter((m) => m.id !== id)
          : list.map((m) => (m.id === id ? { ...m, ...change } : m)),
      ),
    [],
  );

  /**
   * Sends one turn and streams the reply into the pending placeholder. `handlers.onSentence` hears each
   * complete sentence as it arrives (for speech). Answers how the turn ended.
   */
  const sendTurn = useCallback(
    async (
      content: string,
      language: string,
      handlers: StreamHandlers,
      signal: AbortSignal,
    ): Promise<TurnOutcome> => {
      const now = new Date().toISOString();
      const userMessage: ClientMessage = { id: localId(), isUser: true, content, timestamp: now };
      const pending: ClientMessage = {
        id: localId(),
        isUser: false,
        content: PENDING_TEXT,
        pending: true,
        timestamp: now,
      };
      const history = guestHistory(messages, GUEST_HISTORY);
      // A retry replaces the unanswered message it repeats; any other one stays, no longer offered again.
      setMessages((list) => [
        ...list
          .filter((m) => !(m.failed && m.content === content))
          .map((m) => (m.failed ? { ...m, failed: false } : m)),
        userMessage,
        pending,
      ]);

      let id = idRef.current;
      if (user && id === null) {
        const created = await ensure();
        if (typeof created !== 'number') {
          replaceMessage(pending.id, null);
          replaceMessage(userMessage.id, { failed: true });
          return created;
        }
        id = created;
      }
      let text = '';
      const onDelta = (delta: string) => {
        text += delta;
        replaceMessage(pending.id, { content: text, pending: false });
        handlers.onDelta?.(delta);
      };
      const streamHandlers: StreamHandlers = {
        onDelta,
        ...(handlers.onSentence ? { onSentence: handlers.onSentence } : {}),
      };
      try {
        if (user && id !== null) {
          const done = await streamChat<SendMessageResponse>(
            `/api/conversations/${id}/messages/stream`,
            { content, detectedLanguage: language },
            streamHandlers,
            signal,
          );
          replaceMessage(userMessage.id, { id: done.userMessage.id });
          replaceMessage(pending.id, {
            id: done.botMessage.id,
            content: done.botMessage.content,
            pending: false,
          });
          if (done.showTrialOffer) setTrialOffer({ limitType: 'CONVERSATION_REPLY_LIMIT', refused: false });
        } else {
          const done = await streamChat<GuestDone>(
            '/api/chat/stream',
            {
              message: content,
              category,
              detectedLanguage: language,
              history,
              expertId: guestExpert.current,
            },
            streamHandlers,
            signal,
          );
          guestExpert.current = done.expertId;
          replaceMessage(pending.id, { content: done.response, pending: false });
        }
        return 'answered';
      } catch (err) {
        if (signal.aborted) {
          replaceMessage(pending.id, text === '' ? null : { cut: true, pending: false });
          return 'aborted';
        }
        replaceMessage(pending.id, null);
        const limit = usageLimit(err);
        if (limit) {
          setTrialOffer(limit);
          return 'limit';
        }
        replaceMessage(userMessage.id, { failed: true });
        toast({ title: `Failed to send message: ${errorMessage(err)}`, variant: 'destructive' });
        return 'failed';
      }
    },
    [messages, user, ensure, category, replaceMessage],
  );

  /**
   * Barge-in: the reply shows (and, once stored, keeps) only what the expert said aloud. A reply still
   * streaming when interrupted is stored by the server as the sentences it had sent, marked cut.
   */
  const markCut = useCallback(
    (spoken: string) => {
      const last = messages.at(-1);
      if (!last || last.isUser) return;
      const content = spoken.trim() === '' ? '…' : `${spoken.trim()} …`;
      replaceMessage(last.id, { cut: true, pending: false, content });
      if (typeof last.id !== 'number' || conversationId === null) return;
      apiRequest('POST', `/api/conversations/${conversationId}/messages/${last.id}/cut`, { spoken })
        .then(async (res) => {
          const stored = (await res.json()) as { content: string };
          replaceMessage(last.id, { content: stored.content });
        })
        .catch(() => {
          // The full reply stays stored; what the screen shows is still what was said.
        });
    },
    [messages, conversationId, replaceMessage],
  );

  return {
    category,
    setCategory,
    conversationId,
    expertName,
    messages,
    loadingSaved: saved.isLoading,
    /** The saved conversation (?conversation=) once loaded. */
    loadedId: saved.data?.id ?? null,
    savedError: saved.error,
    startNew,
    /** Called when a recording starts: signed in, makes sure there is a conversation. */
    prepare: () => {
      if (user) void ensure();
    },
    sendTurn,
    markCut,
    trialOffer,
    closeTrialOffer: () => setTrialOffer(null),
  };
}

/** A 403 USAGE_LIMIT_REACHED answer as the trial dialog shows it (default the reply limit). */
function usageLimit(err: unknown): TrialOffer | null {
  if (err instanceof ChatStreamError) {
    if (!err.isUsageLimit) return null;
    return {
      limitType: err.body.limitType ?? 'CONVERSATION_REPLY_LIMIT',
      refused: true,
      message: err.body.message,
    };
  }
  const raw = err instanceof Error ? err.message : '';
  if (!raw.startsWith('403: ')) return null;
  try {
    const body = JSON.parse(raw.slice(5)) as { error?: string; limitType?: LimitType; message?: string };
    if (body.error !== 'USAGE_LIMIT_REACHED') return null;
    return {
      limitType: body.limitType ?? 'CONVERSATION_REPLY_LIMIT',
      refused: true,
      ...(body.message ? { message: body.message } : {}),
    };
  } catch {
    return null;
  }
}
