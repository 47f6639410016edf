import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef, PaginationState } from '@tanstack/react-table';
import { Eye, RefreshCw } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ContactTicket, TicketUpdate } from '../../contract/admin.js';
import { type TicketStatus, ticketPriorities, ticketStatuses } from '../../contract/support-values.js';
import { apiJson, errorMessage } from '../lib/api.js';
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
import { adminKeys, adminQueries } from './queries.js';
import { StatCard } from './stat-card.js';
import { TicketAnswers } from './ticket-answers.js';

const PAGE_SIZE = 25;
export const statusLabels: Record<TicketStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  resolved: 'Resolved',
};
const statusTone = { new: 'primary', in_progress: 'warning', resolved: 'success' } as const;
const priorityTone = { low: 'neutral', medium: 'warning', high: 'danger' } as const;
const planLabels = { premium: 'Premium', basic: 'Basic', free: 'Free' } as const;
const planTone = { premium: 'primary', basic: 'warning', free: 'neutral' } as const;

/** Contact Tickets: totals per status, a status filter, Refresh, the table and the ticket dialog. */
export function TicketsTab() {
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

  const columns = useMemo<ColumnDef<ContactTicket>[]>(
    () => [
      { accessorKey: 'name', header: 'Name' },
      { accessorKey: 'email', header: 'Email', enableSorting: false },
      {
        accessorKey: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <Badge tone={statusTone[row.original.status]}>{statusLabels[row.original.status]}</Badge>
        ),
      },
      {
        accessorKey: 'priority',
        header: 'Priority',
        cell: ({ row }) => <Badge tone={priorityTone[row.original.priority]}>{row.original.priority}</Badge>,
      },
      {
        accessorKey: 'supportPlan',
        header: 'Plan',
        cell: ({ row }) => (
          <Badge tone={planTone[row.original.supportPlan]}>{planLabels[row.original.supportPlan]}</Badge>
        ),
      },
      {
        accessorKey: 'createdAt',
        header: 'Created',
        cell: ({ row }) => new Date(row.original.createdAt).toLocaleString(),
      },
      {
        accessorKey: 'answerBy',
        header: 'Answer by',
        cell: ({ row }) => (
          <span className="inline-flex flex-wrap items-center gap-2">
            {new Date(row.original.answerBy).toLocaleString()}
            {row.original.pastDue && <Badge tone="danger">Past due</Badge>}
          </span>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`View ticket from ${row.original.name}`}
            onClick={() => setOpen(row.original)}
          >
            <Eye aria-hidden="true" />
          </Button>
        ),
      },
    ],
    [],
  );

  const totals = tickets.data?.totals;
  return (
    <section aria-labelledby="tickets-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tickets-heading" className="text-xl font-semibold text-foreground">
          Contact Tickets
        </h2>
        <Button variant="outline" onClick={() => tickets.refetch()} disabled={tickets.isFetching}>
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label="Total" value={totals?.all} />
        {ticketStatuses.map((s) => (
          <StatCard key={s} label={statusLabels[s]} value={totals?.[s]} />
        ))}
      </div>
      <div className="flex max-w-xs flex-col gap-1.5">
        <Label htmlFor="ticket-status-filter">Show</Label>
        <NativeSelect
          id="ticket-status-filter"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TicketStatus | '');
            setPagination((p) => ({ ...p, pageIndex: 0 }));
          }}
        >
          <option value="">All tickets</option>
          {ticketStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {tickets.isPending ? (
        <Spinner label="Loading tickets" />
      ) : tickets.isError && !tickets.data ? (
        <p className="text-muted">The tickets could not be loaded. Try Refresh.</p>
      ) : (
        <DataTable
          label="Contact tickets"
          testId="tickets-table"
          columns={columns}
          data={tickets.data?.tickets ?? []}
          getRowId={(t) => String(t.id)}
          empty="No tickets."
          busy={tickets.isFetching}
          paging={{ total: tickets.data?.total ?? 0, pagination, onPaginationChange: setPagination }}
        />
      )}
      {open && <TicketDialog key={open.id} ticket={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function TicketDialog({ ticket, onClose }: { ticket: ContactTicket; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState(ticket.status);
  const [priority, setPriority] = useState(ticket.priority);
  const [notes, setNotes] = useState(ticket.adminNotes ?? '');
  const save = useMutation({
    mutationFn: (update: TicketUpdate) =>
      apiJson<ContactTicket>('PUT', `/api/admin/contact-tickets/${ticket.id}`, update),
    onSuccess: async () => {
      toast({
        title: 'Ticket updated',
        description: `The ticket from ${ticket.name} has been saved.`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.tickets });
      onClose();
    },
    onError: (err) => {
      toast({ title: 'Failed to update ticket', description: errorMessage(err), variant: 'destructive' });
    },
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="ticket-dialog">
        <DialogHeader>
          <DialogTitle>Contact Ticket</DialogTitle>
          <DialogDescription>Received {new Date(ticket.createdAt).toLocaleString()}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="font-semibold text-foreground">Name</dt>
            <dd className="text-foreground">{ticket.name}</dd>
          </div>
          <div>
            <dt className="font-semibold text-foreground">Email</dt>
            <dd className="break-all text-foreground">{ticket.email}</dd>
          </div>
          <div>
            <dt className="font-semibold text-foreground">Message</dt>
            <dd className="max-h-48 overflow-y-auto whitespace-pre-wrap text-foreground">{ticket.message}</dd>
          </div>
          {ticket.respondedAt && (
            <div>
              <dt className="font-semibold text-foreground">Responded</dt>
              <dd className="text-foreground">{new Date(ticket.respondedAt).toLocaleString()}</dd>
            </div>
          )}
          {ticket.resolvedAt && (
            <div>
              <dt className="font-semibold text-foreground">Resolved</dt>
              <dd className="text-foreground">{new Date(ticket.resolvedAt).toLocaleString()}</dd>
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
            <Label htmlFor={`${id}-status`}>Status</Label>
            <NativeSelect
              id={`${id}-status`}
              value={status}
              onChange={(e) => setStatus(e.target.value as TicketStatus)}
            >
              {ticketStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-priority`}>Priority</Label>
            <NativeSelect
              id={`${id}-priority`}
              value={priority}
              onChange={(e) => setPriority(e.target.value as ContactTicket['priority'])}
            >
              {ticketPriorities.map((p) => (
                <option key={p} value={p}>
                  {p[0]?.toUpperCase()}
                  {p.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-notes`}>Admin Notes</Label>
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
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Update Ticket'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
