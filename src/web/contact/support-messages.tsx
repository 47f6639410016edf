import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SupportThread } from '../../contract/support.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { dateLocale } from '../reminders/reminder-display.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { markAnswersRead, supportKeys, supportThreadsQuery } from './support-queries.js';

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Your messages (signed in): what the person wrote to support and the team's answers, newest first.
 * New answers are marked as such once, then counted as read.
 */
export function SupportMessages() {
  const t = useT();
  const locale = dateLocale(useLocale());
  const statusText = (status: SupportThread['status']) =>
    t('{status, select, in_progress {In progress} resolved {Resolved} other {Received}}', { status });
  const queryClient = useQueryClient();
  const threads = useQuery(supportThreadsQuery());
  const unread = threads.data?.unread ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    // Shown now: read from here on (the "New" marks stay until the page is left).
    void markAnswersRead().then(() =>
      queryClient.setQueryData(supportKeys.threads, (old: typeof threads.data) =>
        old ? { ...old, unread: 0 } : old,
      ),
    );
  }, [unread, queryClient]);

  return (
    <Card id="your-messages" role="region" aria-labelledby="your-messages-title" className="scroll-mt-24">
      <CardHeader>
        <CardTitle id="your-messages-title">{t('Your Messages')}</CardTitle>
        <CardDescription>{t('What you wrote to us, and our answers.')}</CardDescription>
      </CardHeader>
      <CardContent>
        {threads.isPending ? (
          <Spinner label={t('Loading your messages')} />
        ) : threads.isError ? (
          <p role="alert" className="text-danger">
            {t('Your messages could not be loaded. Please try again later.')}
          </p>
        ) : threads.data.threads.length === 0 ? (
          <p className="text-muted">{t('You have not written to us yet. Our answers will appear here.')}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {threads.data.threads.map((thread) => (
              <li key={thread.id} className="flex flex-col gap-2 rounded-xl border border-border p-4">
                <p className="text-sm text-muted">
                  {t('You wrote on {when} · {status}', {
                    when: when(thread.createdAt, locale),
                    status: statusText(thread.status),
                  })}
                </p>
                <p className="line-clamp-4 whitespace-pre-wrap text-foreground">{thread.message}</p>
                {thread.replies.length === 0 ? (
                  <p className="text-sm text-muted">
                    {t('No answer yet. We answer within 24 hours on business days.')}
                  </p>
                ) : (
                  <ol className="flex flex-col gap-2" aria-label={t('Answers from Voxpert Support')}>
                    {thread.replies.map((r) => (
                      <li key={r.id} className="rounded-lg border-s-4 border-primary bg-surface-muted p-3">
                        <p className="text-sm font-semibold text-foreground">
                          {t('Voxpert Support, {when}', { when: when(r.createdAt, locale) })}
                          {r.unread && ' '}
                          {r.unread && (
                            <span className="ms-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                              {t('New')}
                            </span>
                          )}
                        </p>
                        <p className="mt-1 whitespace-pre-wrap text-foreground">{r.message}</p>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
