import { useQuery } from '@tanstack/react-query';
import { ChevronRight, MessageCircle } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { conversationMessages } from '../../contract/categories.js';
import type { ConversationSummary } from '../../contract/conversations.js';
import type { Translator } from '../../i18n/translate.js';
import { ConversationActions } from '../conversations/conversation-actions.js';
import { conversationQueries } from '../conversations/queries.js';
import { translator } from '../i18n/current.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { cn } from '../lib/cn.js';
import { expertCategoryLabel } from '../lib/expert-label.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Spinner } from '../ui/spinner.js';
import type { HomeAlert } from './use-home-alerts.js';

/** How many conversations the home page lists; the rest are in Conversation History. */
const SHOWN = 5;

type Props = { onAlert: (alert: Omit<HomeAlert, 'id'>) => void };

/** The signed-in user's saved conversations; ?conversation={id} marks one, or warns when it is not theirs. */
export function SavedConversations({ onAlert }: Props) {
  const t = useT();
  const [params] = useSearchParams();
  const query = useQuery(conversationQueries.firstPage(SHOWN));
  const list = query.data?.items ?? [];
  const param = params.get('conversation');
  const selectedId = param !== null && /^\d{1,10}$/.test(param) ? Number(param) : null;
  const inPage = list.find((c) => c.id === selectedId);
  // One older than the newest few is read on its own (the voice screen reads it too: one request).
  const lookup = useQuery({
    ...conversationQueries.detail(selectedId ?? 0),
    enabled: query.isSuccess && selectedId !== null && !inPage,
  });
  const older = lookup.data;
  const selected: ConversationSummary | null =
    inPage ??
    (older && older.id === selectedId
      ? {
          ...older,
          // As the list answers it: the latest message, none while the first is all there is.
          preview: latestPreview(older.messages),
          messageCount: older.messages.length,
        }
      : null);
  // Not theirs (or not a conversation id at all): said once the lookup has failed.
  const missing = query.isSuccess && !selected && (selectedId === null || lookup.isError);

  const warned = useRef<string | null>(null);
  useEffect(() => {
    if (param === null || !missing || warned.current === param) return;
    warned.current = param;
    onAlert({
      tone: 'error',
      // A contract message: the shared catalog translates it.
      title: conversationMessages.notFound,
      message: translator()(
        'It may have been deleted, or the link may be mistyped. Your saved conversations are listed below.',
      ),
    });
  }, [param, missing, onAlert]);

  if (query.isPending) return <Spinner label={t('Loading your conversations')} />;
  if (query.isError) {
    return (
      <Alert tone="error" title={t("We couldn't load your conversations")}>
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline" className="mt-3" onClick={() => query.refetch()}>
          {t('Try Again')}
        </Button>
      </Alert>
    );
  }
  if (list.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border-strong bg-surface-muted p-6 text-center">
        <MessageCircle className="mx-auto size-10 text-primary" aria-hidden="true" />
        <p className="mt-3 text-lg font-semibold text-foreground">{t('No saved conversations yet')}</p>
        <p className="mt-1 text-muted">
          {t(
            'When you talk with an expert, the conversation is saved here so you can come back to it at any time.',
          )}
        </p>
      </div>
    );
  }

  const shown = list.slice(0, SHOWN);
  if (selected && !shown.includes(selected)) shown.push(selected);
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-label={t('Saved conversations')}>
        {shown.map((c) => (
          <li key={c.id} className="flex items-center gap-2">
            <ConversationLink conversation={c} current={c.id === selected?.id} />
            <ConversationActions
              conversation={c}
              name={headingOf(t, c)}
              // Its row leaves the list: the focus goes to the list's heading.
              onDeleted={() => document.getElementById('conversation-heading')?.focus()}
            />
          </li>
        ))}
      </ul>
      {query.data.total > SHOWN && (
        <Link
          to="/profile?tab=conversations"
          className="self-start rounded-md py-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('See all {count, plural, one {# conversation} other {# conversations}}', {
            count: query.data.total,
          })}
        </Link>
      )}
    </div>
  );
}

function ConversationLink({
  conversation: c,
  current,
}: {
  conversation: ConversationSummary;
  current: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const label = expertCategoryLabel(c.goatCategory, t);
  const heading = headingOf(t, c);
  return (
    <Link
      to={`/?conversation=${c.id}`}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl border border-border bg-surface p-4 hover:border-primary-border hover:bg-primary-soft',
        current && 'border-primary bg-primary-soft ring-2 ring-primary',
      )}
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-primary-muted px-2.5 py-0.5 font-medium text-primary-soft-foreground">
            {label}
          </span>
          <time dateTime={c.createdAt} className="text-subtle">
            {dateFormat.format(new Date(c.createdAt))}
          </time>
        </span>
        <span className="truncate font-medium text-foreground">{heading}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-faint" aria-hidden="true" />
    </Link>
  );
}

/** What a conversation is called in the list: its title, else its latest message, else its expert. */
function headingOf(t: Translator, c: ConversationSummary): string {
  return (
    c.title?.trim() ||
    c.preview?.trim() ||
    t('Conversation with {expert}', { expert: expertCategoryLabel(c.goatCategory, t) })
  );
}

function latestPreview(messages: { isUser: boolean; content: string }[]): string | null {
  const latest = messages.at(-1);
  return latest && latest !== messages.find((m) => m.isUser) ? latest.content : null;
}
