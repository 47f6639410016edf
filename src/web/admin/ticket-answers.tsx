import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { ContactTicket } from '../../contract/admin.js';
import type { TicketReplyResult } from '../../contract/support.js';
import { SUPPORT_REPLY_MAX, supportMessages } from '../../contract/support-values.js';
import { translateMessage, translator } from '../i18n/current.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Label, Textarea } from '../ui/input.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { adminKeys, adminQueries, supportApi } from './queries.js';

/** How the person will get an answer, said before staff send it. */
function reachText(ticket: ContactTicket): string {
  const t = translator();
  return ticket.fromAccount
    ? t('{name} reads your answer in the app, and by e-mail when the server sends e-mail.', {
        name: ticket.name,
      })
    : t('{name} wrote without an account: your answer goes by e-mail only, when the server sends e-mail.', {
        name: ticket.name,
      });
}

/** What happened to an answer just sent, for the toast. */
function deliveredText(result: TicketReplyResult): string {
  const t = translator();
  const ways = result.deliveredBy;
  if (ways.includes('app') && ways.includes('email'))
    return t('They can read it in the app and were sent an e-mail.');
  if (ways.includes('app')) return result.emailError ?? t('They can read it in the app.');
  if (ways.includes('email')) return t('It was e-mailed to them.');
  return result.emailError ?? t('It is saved, but no e-mail is configured: reach them another way.');
}

/** The staff's answers to one ticket, oldest first, and the form to write another. */
export function TicketAnswers({
  ticket,
  onAnswered,
}: {
  ticket: ContactTicket;
  /** The ticket as the answer left it (a new one is now in progress). */
  onAnswered: (ticket: ContactTicket) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const id = useId();
  const queryClient = useQueryClient();
  const replies = useQuery(adminQueries.ticketReplies(ticket.id));
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (message: string) =>
      supportApi.replyToTicket({ params: { id: ticket.id }, body: { message } }),
    onSuccess: async (result) => {
      setText('');
      onAnswered(result.ticket);
      const failed = result.emailError !== null;
      toast({
        title: failed ? translator()('Answer saved') : translator()('Answer sent'),
        description: deliveredText(result),
        variant: failed ? 'destructive' : 'success',
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.tickets });
    },
    onError: (err) => {
      setProblem(errorMessage(err));
      toast({
        title: translator()('Failed to send answer'),
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) {
      setProblem(supportMessages.replyRequired);
      return;
    }
    setProblem(null);
    send.mutate(message);
  };
  const list = replies.data?.replies ?? [];

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 border-t pt-4">
      <h3 id={`${id}-heading`} className="font-semibold text-foreground">
        {t('Answers')}
      </h3>
      {replies.isPending ? (
        <Spinner label={t('Loading answers')} />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">{t('No answer yet.')}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('Answers sent')}>
          {list.map((r) => (
            <li key={r.id} className="rounded-lg bg-surface-muted p-3 text-sm">
              <p className="whitespace-pre-wrap text-foreground">{r.message}</p>
              <p className="mt-1 text-xs text-muted">
                {t('{author}, {when}', {
                  author: r.author ?? t('Former staff member'),
                  when: when.format(new Date(r.createdAt)),
                })}
                {r.emailedAt ? ` · ${t('E-mailed')}` : ''}
                {r.readAt ? ` · ${t('Read in the app')}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="flex flex-col gap-1.5" onSubmit={submit} noValidate>
        <Label htmlFor={`${id}-answer`}>{t('Your answer')}</Label>
        <p id={`${id}-reach`} className="text-xs text-muted">
          {reachText(ticket)}
        </p>
        <Textarea
          id={`${id}-answer`}
          value={text}
          maxLength={SUPPORT_REPLY_MAX}
          aria-describedby={problem ? `${id}-reach ${id}-problem` : `${id}-reach`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-danger">
            {translateMessage(problem)}
          </p>
        )}
        <Button type="submit" variant="secondary" className="self-end" disabled={send.isPending}>
          {send.isPending ? t('Sending...') : t('Send Answer')}
        </Button>
      </form>
    </section>
  );
}
