import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef, PaginationState } from '@tanstack/react-table';
import { LogOut } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AuditEntry, SystemStatus, TerminateSessionsResponse } from '../../contract/admin.js';
import { apiJson, errorMessage } from '../lib/api.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { BillingModeCard } from './billing-mode-card.js';
import { DataTable } from './data-table.js';
import { adminKeys, adminQueries } from './queries.js';
import { SafetyEventsCard } from './safety-events-card.js';
import { StatCard } from './stat-card.js';

const countLabels: [keyof SystemStatus['counts'], string][] = [
  ['users', 'Users'],
  ['admins', 'Admins'],
  ['sessions', 'Signed-in sessions'],
  ['conversations', 'Conversations'],
  ['messages', 'Messages'],
  ['reminders', 'Reminders'],
  ['contactTickets', 'Contact tickets'],
  ['openTickets', 'Open tickets'],
  ['activeSubscriptions', 'Active subscriptions'],
];

/** Admin Settings: terminate sessions, system counts, which providers are set up, payments, the audit log. */
export function SettingsTab() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const system = useQuery(adminQueries.system());
  const terminate = useMutation({
    mutationFn: () => apiJson<TerminateSessionsResponse>('POST', '/api/admin/terminate-sessions'),
    onSuccess: async (result) => {
      toast({
        title: 'Sessions terminated',
        description: `${result.message} (${result.terminated} ended).`,
        variant: 'success',
      });
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (err) => {
      toast({
        title: 'Failed to terminate sessions',
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
  });

  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-6">
      <h2 id="settings-heading" className="text-xl font-semibold text-foreground">
        Admin Settings
      </h2>
      <Card>
        <CardHeader>
          <CardTitle>Sessions</CardTitle>
          <CardDescription>Sign out every user who is not an admin, on every device.</CardDescription>
        </CardHeader>
        <CardContent>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="destructive">
                <LogOut aria-hidden="true" /> Terminate All Sessions
              </Button>
            }
            title="Terminate all sessions?"
            description="This logs out all users except admins. They will need to sign in again."
            confirmLabel="Terminate Sessions"
            pendingLabel="Terminating..."
            pending={terminate.isPending}
            onConfirm={() => terminate.mutate()}
            testId="terminate-sessions-dialog"
          />
        </CardContent>
      </Card>
      {system.isPending ? (
        <Spinner label="Loading the system status" />
      ) : system.isError ? (
        <p className="text-muted">The system status could not be loaded.</p>
      ) : (
        <SystemPanel status={system.data} />
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <BillingModeCard />
        <SafetyEventsCard />
      </div>
      <AuditLog />
    </section>
  );
}

function SystemPanel({ status }: { status: SystemStatus }) {
  const { chat, tts, stt } = status.providers;
  const offline = chat.provider === 'offline';
  return (
    <>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="system-counts">
        {countLabels.map(([key, label]) => (
          <StatCard key={key} label={label} value={status.counts[key].toLocaleString('en-US')} />
        ))}
      </div>
      <Alert tone={offline ? 'error' : 'info'} title="API keys" data-testid="api-key-status">
        <ul className="mt-1 list-disc ps-5">
          <li>
            Language model:{' '}
            {offline
              ? 'none configured; users get the offline demonstration replies'
              : `${chat.provider}, ${chat.model}${chat.premiumModel && chat.premiumModel !== chat.model ? ` (Premium: ${chat.premiumModel})` : ''}`}
          </li>
          <li>Speech out: {tts === 'browser' ? "the browser's own voice" : tts}</li>
          <li>Speech in: {stt === 'browser' ? "the browser's own recognition" : stt}</li>
        </ul>
        <p className="mt-2 text-sm">Keys are set in the server's environment and are never shown here.</p>
      </Alert>
      <p className="text-sm text-muted">
        Version {status.version} · Database:{' '}
        {status.database === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'} · Payments:{' '}
        {status.billingMode === 'stripe' ? 'Stripe' : 'Sandbox'}
      </p>
    </>
  );
}

const actionLabels: Record<string, string> = {
  'user.update': 'Edited user',
  'user.delete': 'Deleted user',
  'ticket.update': 'Updated ticket',
  'sessions.terminate': 'Terminated sessions',
  'campaign.create': 'Created campaign',
  'admin.access.refused': 'Refused: not an admin',
  'user.update.refused': 'Refused: edit user',
  'user.delete.refused': 'Refused: delete user',
};

function describeDetails(entry: AuditEntry): string {
  if (!entry.details) return '';
  return Object.entries(entry.details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

function AuditLog() {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const audit = useQuery(
    adminQueries.audit({ page: pagination.pageIndex + 1, pageSize: pagination.pageSize }),
  );
  const columns = useMemo<ColumnDef<AuditEntry>[]>(
    () => [
      {
        accessorKey: 'createdAt',
        header: 'When',
        enableSorting: false,
        cell: ({ row }) => new Date(row.original.createdAt).toLocaleString(),
      },
      // An admin, or a signed-in user refused at an admin route (admin.access.refused).
      { accessorKey: 'adminUsername', header: 'Who', enableSorting: false },
      {
        accessorKey: 'action',
        header: 'Action',
        enableSorting: false,
        cell: ({ row }) => actionLabels[row.original.action] ?? row.original.action,
      },
      {
        id: 'target',
        header: 'Target',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.targetId
            ? `${row.original.targetType} #${row.original.targetId}`
            : row.original.targetType,
      },
      {
        id: 'details',
        header: 'Details',
        enableSorting: false,
        cell: ({ row }) => describeDetails(row.original),
      },
    ],
    [],
  );
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-3">
      <h3 id="audit-heading" className="text-lg font-semibold text-foreground">
        Audit log
      </h3>
      {audit.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : audit.isError ? (
        <p className="text-muted">The audit log could not be loaded.</p>
      ) : (
        <DataTable
          label="Audit log"
          testId="audit-log"
          columns={columns}
          data={audit.data.entries}
          getRowId={(e) => String(e.id)}
          empty="No admin actions yet."
          busy={audit.isFetching}
          paging={{ total: audit.data.total, pagination, onPaginationChange: setPagination }}
        />
      )}
    </section>
  );
}
