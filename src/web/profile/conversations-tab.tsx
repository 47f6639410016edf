import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import { Loader2, MessagesSquare, Search, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CONVERSATION_SEARCH_MAX, conversationMessages } from '../../contract/categories.js';
import type { ConversationSummary } from '../../contract/conversations.js';
import { conversationPagesQuery } from '../conversations/pages-query.js';
import { conversationSearchQuery } from '../conversations/search-query.js';
import { useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { useSettled } from '../lib/use-settled.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { Input, Label } from '../ui/input.js';
import { Spinner } from '../ui/spinner.js';
import { ConversationItem } from './conversation-item.js';
import { useUserSettings } from './use-user-settings.js';

type Pages = InfiniteData<{ items: ConversationSummary[]; nextCursor: string | null }, unknown>;
type PagedQuery = UseInfiniteQueryResult<Pages>;

/**
 * Conversations tab: the saved conversations, newest first, a page at a time ("Load more"), each with
 * Open, Export when transcriptions are on, and its menu (Rename, Delete); and a search over their titles
 * and messages, whose matches are listed the same way.
 */
export function ConversationsTab() {
  const t = useT();
  const { settings } = useUserSettings();
  const [typed, setTyped] = useState('');
  const words = useSettled(typed.trim());
  const searchField = useRef<HTMLInputElement>(null);
  // A conversation just deleted: its row leaves the list, the focus goes to the search field.
  const afterDelete = () => searchField.current?.focus();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Your conversations')}</CardTitle>
        <CardDescription>{t('Open a conversation to carry on where you left off.')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <search className="flex flex-col gap-1.5">
          <Label htmlFor="conversation-search">{t('Search your conversations')}</Label>
          <div className="relative">
            <Search
              className="absolute top-1/2 start-3 size-5 -translate-y-1/2 text-subtle"
              aria-hidden="true"
            />
            <Input
              ref={searchField}
              id="conversation-search"
              type="search"
              className="ps-10"
              placeholder={t('Words from a title or a message')}
              value={typed}
              maxLength={CONVERSATION_SEARCH_MAX}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
        </search>
        {words ? (
          <SearchResults words={words} canExport={settings.enableTranscriptions} onDeleted={afterDelete} />
        ) : (
          <AllConversations canExport={settings.enableTranscriptions} onDeleted={afterDelete} />
        )}
      </CardContent>
    </Card>
  );
}

function AllConversations({ canExport, onDeleted }: { canExport: boolean; onDeleted: () => void }) {
  const t = useT();
  const query = useInfiniteQuery(conversationPagesQuery());
  const shown = query.data?.pages.flatMap((page) => page.items).length ?? 0;
  const total = query.data?.pages.at(-1)?.total ?? 0;

  if (query.isPending) return <Spinner label={t('Loading your conversations')} />;
  if (!query.data) {
    return (
      <Alert tone="error" title={t('We could not load your conversations.')}>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {t('Try Again')}
        </Button>
      </Alert>
    );
  }
  if (shown === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-surface-muted p-8 text-center">
        <MessagesSquare className="size-10 text-primary" aria-hidden="true" />
        <p className="text-lg font-medium text-foreground">{t('No conversations yet')}</p>
        <p className="text-subtle">
          {t('When you talk with an expert, your conversation will appear here.')}
        </p>
        <Button asChild>
          <Link to="/">{t('Start a conversation')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      {!canExport && (
        <p className="text-muted">
          {t.rich(
            'To download a copy of a conversation, turn on conversation downloads in <link>Settings</link>.',
            {
              link: (chunks) => (
                <Link
                  key="settings"
                  to="/profile?tab=settings"
                  className="text-primary underline hover:text-primary-soft-foreground"
                >
                  {chunks}
                </Link>
              ),
            },
          )}
        </p>
      )}
      <PagedList
        query={query as PagedQuery}
        canExport={canExport}
        onDeleted={onDeleted}
        label={t('Your conversations')}
        status={t(
          '{total, plural, one {Showing {shown} of # conversation} other {Showing {shown} of # conversations}}',
          {
            shown,
            total: Math.max(total, shown),
          },
        )}
        moreError={t('We could not load more conversations.')}
      />
    </>
  );
}

/** The matches of a search: loading, none ("No conversations match"), a failure with Try Again, or the list. */
function SearchResults({
  words,
  canExport,
  onDeleted,
}: {
  words: string;
  canExport: boolean;
  onDeleted: () => void;
}) {
  const t = useT();
  const query = useInfiniteQuery(conversationSearchQuery(words));
  const shown = query.data?.pages.flatMap((page) => page.items).length ?? 0;

  let body: ReactNode;
  if (query.isPending) body = <Spinner label={t('Searching your conversations')} />;
  else if (!query.data) {
    body = (
      <Alert tone="error" title={t('We could not search your conversations.')}>
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {t('Try Again')}
        </Button>
      </Alert>
    );
  } else if (shown === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-surface-muted p-8 text-center">
        <SearchX className="size-10 text-primary" aria-hidden="true" />
        <p className="text-lg font-medium text-foreground" role="status">
          {conversationMessages.noMatches}
        </p>
        <p className="text-subtle">{t('Try other words, or fewer of them.')}</p>
      </div>
    );
  } else {
    body = (
      <PagedList
        query={query as PagedQuery}
        canExport={canExport}
        onDeleted={onDeleted}
        label={t('Matching conversations')}
        status={
          query.hasNextPage
            ? t('{count, plural, one {# conversation matches so far} other {# conversations match so far}}', {
                count: shown,
              })
            : t('{count, plural, one {# conversation matches} other {# conversations match}}', {
                count: shown,
              })
        }
        moreError={t('We could not load more matches.')}
      />
    );
  }
  return <div aria-busy={query.isFetching}>{body}</div>;
}

/** A list a page at a time, with Load more; keyboard users go on from the first row just loaded. */
function PagedList({
  query,
  canExport,
  onDeleted,
  label,
  status,
  moreError,
}: {
  query: PagedQuery;
  canExport: boolean;
  onDeleted: () => void;
  label: string;
  status: string;
  moreError: string;
}) {
  const t = useT();
  const conversations = query.data?.pages.flatMap((page) => page.items) ?? [];
  const list = useRef<HTMLUListElement>(null);

  // Keyboard users go on from the first conversation just loaded (the button may be gone), once shown.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || conversations.length <= from) return;
    focusFrom.current = null;
    list.current
      ?.querySelectorAll<HTMLElement>('[data-testid="conversation-item"]')
      [from]?.querySelector('a')
      ?.focus();
  }, [conversations.length]);
  const loadMore = async () => {
    if (query.isFetchingNextPage) return;
    focusFrom.current = conversations.length;
    const result = await query.fetchNextPage();
    if (result.isError) focusFrom.current = null;
  };

  return (
    <>
      <ul ref={list} aria-label={label} className="flex flex-col gap-3">
        {conversations.map((c) => (
          <ConversationItem key={c.id} conversation={c} canExport={canExport} onDeleted={onDeleted} />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-subtle" aria-live="polite">
          {status}
        </p>
        {query.isFetchNextPageError && <Alert tone="error" title={moreError} />}
        {query.hasNextPage && (
          <Button
            variant="outline"
            onClick={() => void loadMore()}
            // Not `disabled`: a disabled button would drop the keyboard focus while the page loads.
            aria-disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
            {query.isFetchingNextPage ? t('Loading more...') : t('Load more')}
          </Button>
        )}
      </div>
    </>
  );
}
