import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef, PaginationState } from '@tanstack/react-table';
import { LogOut } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AuditEntry, SystemStatus } from '../../contract/admin.js';
import type { Translator } from '../../i18n/translate.js';
import { translateMessage, translator } from '../i18n/current.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { BillingModeCard } from './billing-mode-card.js';
import { DataTable } from './data-table.js';
import { FeatureStagesCard } from './feature-stages-card.js';
import { genderLabels, subscriptionLabels, ticketPriorityLabels, ticketStatusLabels } from './labels.js';
import { adminApi, adminKeys, adminQueries } from './queries.js';
import { SafetyEventsCard } from './safety-events-card.js';
import { StatCard } from './stat-card.js';

const countLabels = (t: Translator): [keyof SystemStatus['counts'], string][] => [
  ['users', t('Users')],
  ['admins', t('Admins')],
  ['sessions', t('Signed-in sessions')],
  ['conversations', t('Conversations')],
  ['messages', t('Messages')],
  ['reminders', t('Reminders')],
  ['contactTickets', t('Contact tickets')],
  ['openTickets', t('Open tickets')],
  ['activeSubscriptions', t('Active subscriptions')],
];

/**
 * Admin Settings: terminate sessions, system counts, which providers are set up, payments, the stages
 * of the features being released, the audit log.
 */
export function SettingsTab() {
  const t = useT();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const system = useQuery(adminQueries.system());
  const terminate = useMutation({
    mutationFn: () => adminApi.terminateSessions(),
    onSuccess: async (result) => {
      toast({
        title: t('Sessions terminated'),
        description: t('{message} ({count} ended).', { message: result.message, count: result.terminated }),
        variant: 'success',
      });
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (err) => {
      toast({
        title: translator()('Failed to terminate sessions'),
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
  });

  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-6">
      <h2 id="settings-heading" className="text-xl font-semibold text-foreground">
        {t('Admin Settings')}
      </h2>
      <Card>
        <CardHeader>
          <CardTitle>{t('Sessions')}</CardTitle>
          <CardDescription>{t('Sign out every user who is not an admin, on every device.')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="destructive">
                <LogOut aria-hidden="true" /> {t('Terminate All Sessions')}
              </Button>
            }
            title={t('Terminate all sessions?')}
            description={t('This logs out all users except admins. They will need to sign in again.')}
            confirmLabel={t('Terminate Sessions')}
            pendingLabel={t('Terminating...')}
            pending={terminate.isPending}
            onConfirm={() => terminate.mutate()}
            testId="terminate-sessions-dialog"
          />
        </CardContent>
      </Card>
      {system.isPending ? (
        <Spinner label={t('Loading the system status')} />
      ) : system.isError ? (
        <p className="text-muted">{t('The system status could not be loaded.')}</p>
      ) : (
        <SystemPanel status={system.data} />
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <BillingModeCard />
        <SafetyEventsCard />
        <FeatureStagesCard />
      </div>
      <AuditLog />
    </section>
  );
}

function SystemPanel({ status }: { status: SystemStatus }) {
  const t = useT();
  const number = new Intl.NumberFormat(useLocale());
  const { chat, tts, stt } = status.providers;
  const offline = chat.provider === 'offline';
  return (
    <>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="system-counts">
        {countLabels(t).map(([key, label]) => (
          <StatCard key={key} label={label} value={number.format(status.counts[key])} />
        ))}
      </div>
      <Alert tone={offline ? 'error' : 'info'} title={t('API keys')} data-testid="api-key-status">
        <ul className="mt-1 list-disc ps-5">
          <li>
            {offline
              ? t('Language model: none configured; users get the offline demonstration replies')
              : chat.premiumModel && chat.premiumModel !== chat.model
                ? t('Language model: {provider}, {model} (Premium: {premium})', {
                    provider: chat.provider,
                    model: chat.model,
                    premium: chat.premiumModel,
                  })
                : t('Language model: {provider}, {model}', { provider: chat.provider, model: chat.model })}
          </li>
          <li>
            {tts === 'browser'
              ? t("Speech out: the browser's own voice")
              : t('Speech out: {provider}', { provider: tts })}
          </li>
          <li>
            {stt === 'browser'
              ? t("Speech in: the browser's own recognition")
              : t('Speech in: {provider}', { provider: stt })}
          </li>
        </ul>
        <p className="mt-2 text-sm">
          {t("Keys are set in the server's environment and are never shown here.")}
        </p>
      </Alert>
      <p className="text-sm text-muted">
        {t('Version {version} · Database: {database} · Payments: {payments}', {
          version: status.version,
          database: status.database === 'postgres' ? 'PostgreSQL' : t('PGlite (embedded)'),
          payments: status.billingMode === 'stripe' ? 'Stripe' : t('Sandbox'),
        })}
      </p>
    </>
  );
}

const actionLabels = (t: Translator): Record<string, string> => ({
  'user.update': t('Edited user'),
  'user.delete': t('Deleted user'),
  'ticket.update': t('Updated ticket'),
  'sessions.terminate': t('Terminated sessions'),
  'campaign.create': t('Created campaign'),
  'admin.access.refused': t('Refused: not an admin'),
  'user.update.refused': t('Refused: edit user'),
  'user.delete.refused': t('Refused: delete user'),
});

/** What an entry was about ("User #12"), in the page's language; an unknown kind keeps its name. */
function describeTarget(entry: AuditEntry, t: Translator): string {
  const id = entry.targetId ?? '';
  switch (entry.targetType) {
    case 'user':
      return id ? t('User #{id}', { id }) : t('User');
    case 'ticket':
      return id ? t('Ticket #{id}', { id }) : t('Ticket');
    case 'campaign':
      return id ? t('Campaign #{id}', { id }) : t('Campaign');
    case 'sessions':
      return t('All sessions');
    case 'route':
      return id ? t('Admin route {route}', { route: id }) : t('Admin route');
    default:
      return id ? `${entry.targetType} #${id}` : (entry.targetType ?? '');
  }
}

/** The names of the fields an entry's details hold, in the page's language. */
const detailLabels = (t: Translator): Record<string, string> => ({
  username: t('Email'),
  firstName: t('First name'),
  lastName: t('Last name'),
  gender: t('Gender'),
  isAdmin: t('Admin'),
  subscriptionType: t('Plan'),
  subscriptionStatus: t('Subscription status'),
  password: t('Password'),
  status: t('Status'),
  priority: t('Priority'),
  adminNotes: t('Admin notes'),
  reason: t('Reason'),
  terminated: t('Sessions ended'),
  campaignName: t('Campaign name'),
  subdomain: t('Subdomain'),
  campaignSource: t('Source'),
  trackingCode: t('Tracking code'),
});

/** A detail's value as staff read it: stored codes by their labels, a refusal's reason translated. */
function detailValue(key: string, value: unknown, t: Translator): string {
  const code = typeof value === 'string' ? value : '';
  const subscription = subscriptionLabels(t);
  const known: Record<string, Record<string, string> | undefined> = {
    subscriptionType: subscription.type,
    subscriptionStatus: subscription.status,
    status: ticketStatusLabels(t),
    priority: Object.fromEntries(Object.entries(ticketPriorityLabels(t)).map(([k, v]) => [k, v.badge])),
    gender: genderLabels(t),
  };
  const label = known[key]?.[code];
  if (label) return label;
  if (value === 'changed') return t('changed');
  if (key === 'reason') return translateMessage(code);
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function describeDetails(entry: AuditEntry, t: Translator): string {
  if (!entry.details) return '';
  const labels = detailLabels(t);
  return Object.entries(entry.details)
    .map(([key, value]) =>
      t('{field}: {value}', { field: labels[key] ?? key, value: detailValue(key, value, t) }),
    )
    .join(', ');
}

function AuditLog() {
  const t = useT();
  const locale = useLocale();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const audit = useQuery(
    adminQueries.audit({ page: pagination.pageIndex + 1, pageSize: pagination.pageSize }),
  );
  const columns = useMemo<ColumnDef<AuditEntry>[]>(() => {
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const labels = actionLabels(t);
    return [
      {
        accessorKey: 'createdAt',
        header: t('When'),
        enableSorting: false,
        cell: ({ row }) => when.format(new Date(row.original.createdAt)),
      },
      // An admin, or a signed-in user refused at an admin route (admin.access.refused).
      { accessorKey: 'adminUsername', header: t('Who'), enableSorting: false },
      {
        accessorKey: 'action',
        header: t('Action'),
        enableSorting: false,
        cell: ({ row }) => labels[row.original.action] ?? row.original.action,
      },
      {
        id: 'target',
        header: t('Target'),
        enableSorting: false,
        cell: ({ row }) => describeTarget(row.original, t),
      },
      {
        id: 'details',
        header: t('Details'),
        enableSorting: false,
        cell: ({ row }) => describeDetails(row.original, t),
      },
    ];
  }, [t, locale]);
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-3">
      <h3 id="audit-heading" className="text-lg font-semibold text-foreground">
        {t('Audit log')}
      </h3>
      {audit.isPending ? (
        <Spinner label={t('Loading the audit log')} />
      ) : audit.isError ? (
        <p className="text-muted">{t('The audit log could not be loaded.')}</p>
      ) : (
        <DataTable
          label={t('Audit log')}
          testId="audit-log"
          columns={columns}
          data={audit.data.entries}
          getRowId={(e) => String(e.id)}
          empty={t('No admin actions yet.')}
          busy={audit.isFetching}
          paging={{ total: audit.data.total, pagination, onPaginationChange: setPagination }}
        />
      )}
    </section>
  );
}
