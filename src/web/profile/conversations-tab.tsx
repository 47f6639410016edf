import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { conversationQueries } from '../conversations/queries.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { ConversationItem } from './conversation-item.js';
import { useUserSettings } from './use-user-settings.js';

/** Conversations tab: the saved conversations, each with Open, and Export when transcriptions are on. */
export function ConversationsTab() {
  const query = useQuery(conversationQueries.list());
  const { settings } = useUserSettings();
  const conversations = query.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your conversations</CardTitle>
        <CardDescription>Open a conversation to carry on where you left off.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isLoading ? (
          <Spinner label="Loading your conversations" />
        ) : query.isError ? (
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
                To download a copy of a conversation, turn on transcriptions in{' '}
                <Link
                  to="/profile?tab=settings"
                  className="text-primary underline hover:text-primary-soft-foreground"
                >
                  Settings
                </Link>
                .
              </p>
            )}
            <ul className="flex flex-col gap-3">
              {conversations.map((c) => (
                <ConversationItem key={c.id} conversation={c} canExport={settings.enableTranscriptions} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
