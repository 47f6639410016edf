import { useCallback, useEffect, useRef, useState } from 'react';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import type { SummaryDialogProps } from './summary-dialog.js';

/** Leaving a conversation after this many of the person's turns offers its summary first. */
export const OFFER_AFTER_TURNS = 3;

export type Leaving = { run: () => void; label: string };

/**
 * "End conversation" and the offer made when leaving a conversation of several turns (a new
 * conversation, another expert, a link to another page): the summary dialog opens first, once per
 * conversation and turn count, and its Leave button carries on with what was asked. Nothing is lost
 * either way: the conversation is saved turn by turn.
 */
export function useSummaryOffer({
  conversationId,
  userTurns,
  onOpen,
}: {
  conversationId: number | null;
  userTurns: number;
  /** The dialog opens: the voice loop stops (the expert does not talk over the summary). */
  onOpen?: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  /** End conversation keeps the conversation until the person chooses to start another. */
  const [ending, setEnding] = useState(false);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  /** The conversation and turn count whose summary was last offered: offered again only after new turns. */
  const offered = useRef<string | null>(null);
  const current = `${conversationId}:${userTurns}`;
  const shouldOffer =
    conversationId !== null && userTurns >= OFFER_AFTER_TURNS && offered.current !== current;

  /** End conversation: the summary, with `startNew` as its second button when given. */
  const endConversation = useCallback(
    (startNew?: Leaving) => {
      offered.current = current;
      onOpenRef.current?.();
      setEnding(true);
      setLeaving(startNew ?? null);
      setOpen(true);
    },
    [current],
  );

  /** Runs `run` at once, or after the summary when this conversation should offer it. */
  const beforeLeaving = useCallback(
    (run: () => void, label: string) => {
      if (!shouldOffer) return run();
      offered.current = current;
      onOpenRef.current?.();
      setEnding(false);
      setLeaving({ run, label });
      setOpen(true);
    },
    [shouldOffer, current],
  );

  // A link to another page of the app (the header, the footer): the summary first, then the page.
  const offerRef = useRef(beforeLeaving);
  const shouldRef = useRef(shouldOffer);
  useEffect(() => {
    offerRef.current = beforeLeaving;
    shouldRef.current = shouldOffer;
  });
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!shouldRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      // Before the router's own handler: it leaves a prevented click alone.
      event.preventDefault();
      offerRef.current(() => link.click(), translator()('Leave'));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const dialog: SummaryDialogProps = {
    open,
    onClose: () => {
      setOpen(false);
      setLeaving(null);
    },
    conversationId,
    userTurns,
    onContinue: leaving
      ? () => {
          setOpen(false);
          setLeaving(null);
          leaving.run();
        }
      : undefined,
    continueLabel: leaving?.label,
    closeLabel: ending ? t('Keep talking') : t('Stay here'),
  };
  return { endConversation, beforeLeaving, dialog };
}
