// A conversation deleted from a list may be the one on the voice screen: the screen hears of it here
// and lets it go, so the next turn does not go to a conversation that no longer exists.

type Listener = (id: number) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with the id of each conversation deleted from now on; answers the unsubscribe. */
export function onConversationDeleted(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function conversationDeleted(id: number): void {
  for (const listener of listeners) listener(id);
}
