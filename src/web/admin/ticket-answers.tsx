import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { ContactTicket } from '../../contract/admin.js';
import type { TicketReplyResult } from '../../contract/support.js';
import { SUPPORT_REPLY_MAX, supportMessages } from '../../contract/support-values.js';
import { apiJson, errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Label, Textarea } from '../ui/input.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { adminKeys, adminQueries } from './queries.js';

/** How the person will get an answer, said before staff send it. */
function reachText(ticket: ContactTicket): string {
  return ticket.fromAccount
    ? `${ticket.name} reads your answer in the app, and by e-mail when the server sends e-mail.`
    : `${ticket.name} wrote without an account: your answer goes by e-mail only, when the server sends e-mail.`;
}

/** What happened to an answer just sent, for the toast. */
function deliveredText(result: TicketReplyResult): string {
  const ways = result.deliveredBy;
  if (ways.includes('app') && ways.includes('email'))
    return 'They can read it in the app and were sent an e-mail.';
  if (ways.includes('app')) return result.emailError ?? 'They can read it in the app.';
  if (ways.includes('email')) return 'It was e-mailed to them.';
  return result.emailError ?? 'It is saved, but no e-mail is configured: reach them another way.';
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
  const id = useId();
  const queryClient = useQueryClient();
  const replies = useQuery(adminQueries.ticketReplies(ticket.id));
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (message: string) =>
      apiJson<TicketReplyResult>('POST', `/api/admin/contact-tickets/${ticket.id}/replies`, { message }),
    onSuccess: async (result) => {
      setText('');
      onAnswered(result.ticket);
      const failed = result.emailError !== null;
      toast({
        title: failed ? 'Answer saved' : 'Answer sent',
        description: deliveredText(result),
        variant: failed ? 'destructive' : 'success',
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.tickets });
    },
    onError: (err) => {
      setProblem(errorMessage(err));
      toast({ title: 'Failed to send answer', description: errorMessage(err), variant: 'destructive' });
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
        Answers
      </h3>
      {replies.isPending ? (
        <Spinner label="Loading answers" />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">No answer yet.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Answers sent">
          {list.map((r) => (
            <li key={r.id} className="rounded-lg bg-surface-muted p-3 text-sm">
              <p className="whitespace-pre-wrap text-foreground">{r.message}</p>
              <p className="mt-1 text-xs text-muted">
                {r.author ?? 'Former staff member'}, {new Date(r.createdAt).toLocaleString()}
                {r.emailedAt ? ' · E-mailed' : ''}
                {r.readAt ? ' · Read in the app' : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="flex flex-col gap-1.5" onSubmit={submit} noValidate>
        <Label htmlFor={`${id}-answer`}>Your answer</Label>
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
            {problem}
          </p>
        )}
        <Button type="submit" variant="secondary" className="self-end" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Answer'}
        </Button>
      </form>
    </section>
  );
}
