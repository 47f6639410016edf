import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef, PaginationState } from '@tanstack/react-table';
import { Eye, RefreshCw } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ContactTicket, TicketUpdate } from '../../contract/admin.js';
import { type TicketStatus, ticketPriorities, ticketStatuses } from '../../contract/support-values.js';
import type { Translator } from '../../i18n/translate.js';
import { translator } from '../i18n/current.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.js';
import { Label, Textarea } from '../ui/input.js';
import { NativeSelect } from '../ui/native-select.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { Badge } from './badge.js';
import { DataTable } from './data-table.js';
import { ticketPriorityLabels, ticketStatusLabels } from './labels.js';
import { adminApi, adminKeys, adminQueries } from './queries.js';
import { StatCard } from './stat-card.js';
import { TicketAnswers } from './ticket-answers.js';

const PAGE_SIZE = 25;
const statusTone = { new: 'primary', in_progress: 'warning', resolved: 'success' } as const;
const priorityTone = { low: 'neutral', medium: 'warning', high: 'danger' } as const;
const planLabels = (t: Translator) => ({ premium: t('Premium'), basic: t('Basic'), free: t('Free') });
const planTone = { premium: 'primary', basic: 'warning', free: 'neutral' } as const;

/** Contact Tickets: totals per status, a status filter, Refresh, the table and the ticket dialog. */
export function TicketsTab() {
  const t = useT();
  const locale = useLocale();
  const labels = ticketStatusLabels(t);
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
  const [open, setOpen] = useState<ContactTicket | null>(null);
  const tickets = useQuery(
    adminQueries.tickets({
      ...(status ? { status } : {}),
      page: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
    }),
  );
  // A failed load is logged, not toasted; the tab says it could not load.
  useEffect(() => {
    if (tickets.isError) console.error('Contact tickets could not be loaded', tickets.error);
  }, [tickets.isError, tickets.error]);

  const columns = useMemo<ColumnDef<ContactTicket>[]>(() => {
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const status = ticketStatusLabels(t);
    const priority = ticketPriorityLabels(t);
    const plan = planLabels(t);
    return [
      { accessorKey: 'name', header: t('Name') },
      { accessorKey: 'email', header: t('Email'), enableSorting: false },
      {
        accessorKey: 'status',
        header: t('Status'),
        cell: ({ row }) => (
          <Badge tone={statusTone[row.original.status]}>{status[row.original.status]}</Badge>
        ),
      },
      {
        accessorKey: 'priority',
        header: t('Priority'),
        cell: ({ row }) => (
          <Badge tone={priorityTone[row.original.priority]}>{priority[row.original.priority].badge}</Badge>
        ),
      },
      {
        accessorKey: 'supportPlan',
        header: t('Plan'),
        cell: ({ row }) => (
          <Badge tone={planTone[row.original.supportPlan]}>{plan[row.original.supportPlan]}</Badge>
        ),
      },
      {
        accessorKey: 'createdAt',
        header: t('Created'),
        cell: ({ row }) => when.format(new Date(row.original.createdAt)),
      },
      {
        accessorKey: 'answerBy',
        header: t('Answer by'),
        cell: ({ row }) => (
          <span className="inline-flex flex-wrap items-center gap-2">
            {when.format(new Date(row.original.answerBy))}
            {row.original.pastDue && <Badge tone="danger">{t('Past due')}</Badge>}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('Actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('View ticket from {name}', { name: row.original.name })}
            onClick={() => setOpen(row.original)}
          >
            <Eye aria-hidden="true" />
          </Button>
        ),
      },
    ];
  }, [t, locale]);

  const totals = tickets.data?.totals;
  return (
    <section aria-labelledby="tickets-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tickets-heading" className="text-xl font-semibold text-foreground">
          {t('Contact Tickets')}
        </h2>
        <Button variant="outline" onClick={() => tickets.refetch()} disabled={tickets.isFetching}>
          <RefreshCw aria-hidden="true" /> {t('Refresh')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label={t('Total')} value={totals?.all} />
        {ticketStatuses.map((s) => (
          <StatCard key={s} label={labels[s]} value={totals?.[s]} />
        ))}
      </div>
      <div className="flex max-w-xs flex-col gap-1.5">
        <Label htmlFor="ticket-status-filter">{t('Show')}</Label>
        <NativeSelect
          id="ticket-status-filter"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TicketStatus | '');
            setPagination((p) => ({ ...p, pageIndex: 0 }));
          }}
        >
          <option value="">{t('All tickets')}</option>
          {ticketStatuses.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {tickets.isPending ? (
        <Spinner label={t('Loading tickets')} />
      ) : tickets.isError && !tickets.data ? (
        <p className="text-muted">{t('The tickets could not be loaded. Try Refresh.')}</p>
      ) : (
        <DataTable
          label={t('Contact tickets')}
          testId="tickets-table"
          columns={columns}
          data={tickets.data?.tickets ?? []}
          getRowId={(ticket) => String(ticket.id)}
          empty={t('No tickets.')}
          busy={tickets.isFetching}
          paging={{ total: tickets.data?.total ?? 0, pagination, onPaginationChange: setPagination }}
        />
      )}
      {open && <TicketDialog key={open.id} ticket={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function TicketDialog({ ticket, onClose }: { ticket: ContactTicket; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const labels = ticketStatusLabels(t);
  const priorities = ticketPriorityLabels(t);
  const id = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState(ticket.status);
  const [priority, setPriority] = useState(ticket.priority);
  const [notes, setNotes] = useState(ticket.adminNotes ?? '');
  const save = useMutation({
    mutationFn: (update: TicketUpdate) => adminApi.updateTicket({ params: { id: ticket.id }, body: update }),
    onSuccess: async () => {
      toast({
        title: t('Ticket updated'),
        description: t('The ticket from {name} has been saved.', { name: ticket.name }),
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.tickets });
      onClose();
    },
    onError: (err) => {
      toast({
        title: translator()('Failed to update ticket'),
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="ticket-dialog">
        <DialogHeader>
          <DialogTitle>{t('Contact Ticket')}</DialogTitle>
          <DialogDescription>
            {t('Received {when}', { when: when.format(new Date(ticket.createdAt)) })}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="font-semibold text-foreground">{t('Name')}</dt>
            <dd className="text-foreground">{ticket.name}</dd>
          </div>
          <div>
            <dt className="font-semibold text-foreground">{t('Email')}</dt>
            <dd className="break-all text-foreground">{ticket.email}</dd>
          </div>
          <div>
            <dt className="font-semibold text-foreground">{t('Message')}</dt>
            <dd className="max-h-48 overflow-y-auto whitespace-pre-wrap text-foreground">{ticket.message}</dd>
          </div>
          {ticket.respondedAt && (
            <div>
              <dt className="font-semibold text-foreground">{t('Responded')}</dt>
              <dd className="text-foreground">{when.format(new Date(ticket.respondedAt))}</dd>
            </div>
          )}
          {ticket.resolvedAt && (
            <div>
              <dt className="font-semibold text-foreground">{t('Resolved')}</dt>
              <dd className="text-foreground">{when.format(new Date(ticket.resolvedAt))}</dd>
            </div>
          )}
        </dl>
        <TicketAnswers
          ticket={ticket}
          // The first answer moves a new ticket to In Progress: the status chosen here follows, unless changed.
          onAnswered={(answered) =>
            setStatus((chosen) => (chosen === ticket.status ? answered.status : chosen))
          }
        />
        <form
          id={`${id}-form`}
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ status, priority, adminNotes: notes.trim() ? notes : null });
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-status`}>{t('Status')}</Label>
            <NativeSelect
              id={`${id}-status`}
              value={status}
              onChange={(e) => setStatus(e.target.value as TicketStatus)}
            >
              {ticketStatuses.map((s) => (
                <option key={s} value={s}>
                  {labels[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-priority`}>{t('Priority')}</Label>
            <NativeSelect
              id={`${id}-priority`}
              value={priority}
              onChange={(e) => setPriority(e.target.value as ContactTicket['priority'])}
            >
              {ticketPriorities.map((p) => (
                <option key={p} value={p}>
                  {priorities[p].option}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-notes`}>{t('Admin Notes')}</Label>
            <Textarea
              id={`${id}-notes`}
              value={notes}
              maxLength={5000}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('Cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {save.isPending ? t('Saving...') : t('Update Ticket')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
