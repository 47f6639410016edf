import { useInfiniteQuery } from '@tanstack/react-query';
import { Loader2, MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { conversationPagesQuery } from '../conversations/pages-query.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { ConversationItem } from './conversation-item.js';
import { useUserSettings } from './use-user-settings.js';

/**
 * Conversations tab: the saved conversations, newest first, a page at a time ("Load more"), each with
 * Open, and Export when transcriptions are on.
 */
export function ConversationsTab() {
  const query = useInfiniteQuery(conversationPagesQuery());
  const { settings } = useUserSettings();
  const conversations = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const list = useRef<HTMLUListElement>(null);

  // Keyboard users go on from the first conversation just loaded (the button may be gone), once shown.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || conversations.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll('a')[from]?.focus();
  }, [conversations.length]);
  const loadMore = async () => {
    if (query.isFetchingNextPage) return;
    focusFrom.current = conversations.length;
    const result = await query.fetchNextPage();
    if (result.isError) focusFrom.current = null;
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your conversations</CardTitle>
        <CardDescription>Open a conversation to carry on where you left off.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isPending ? (
          <Spinner label="Loading your conversations" />
        ) : !query.data ? (
          <Alert tone="error" title="We could not load your conversations.">
            <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : conversations.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl bg-surface-muted p-8 text-center">
            <MessagesSquare className="size-10 text-primary" aria-hidden="true" />
            <p className="text-lg font-medium text-foreground">No conversations yet</p>
            <p className="text-subtle">When you talk with an expert, your conversation will appear here.</p>
            <Button asChild>
              <Link to="/">Start a conversation</Link>
            </Button>
          </div>
        ) : (
          <>
            {!settings.enableTranscriptions && (
              <p className="text-muted">
                To download a copy of a conversation, turn on conversation downloads in{' '}
                <Link
                  to="/profile?tab=settings"
                  className="text-primary underline hover:text-primary-soft-foreground"
                >
                  Settings
                </Link>
                .
              </p>
            )}
            <ul ref={list} className="flex flex-col gap-3">
              {conversations.map((c) => (
                <ConversationItem key={c.id} conversation={c} canExport={settings.enableTranscriptions} />
              ))}
            </ul>
            <div className="flex flex-col items-center gap-3">
              <p className="text-sm text-subtle" aria-live="polite">
                Showing {conversations.length} of {Math.max(total, conversations.length)} conversations
              </p>
              {query.isFetchNextPageError && (
                <Alert tone="error" title="We could not load more conversations." />
              )}
              {query.hasNextPage && (
                <Button
                  variant="outline"
                  onClick={() => void loadMore()}
                  // Not `disabled`: a disabled button would drop the keyboard focus while the page loads.
                  aria-disabled={query.isFetchingNextPage}
                  aria-busy={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {query.isFetchingNextPage ? 'Loading more...' : 'Load more'}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
