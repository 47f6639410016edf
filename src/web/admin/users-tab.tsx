import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef, PaginationState, SortingState } from '@tanstack/react-table';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { User } from '../../contract/accounts.js';
import type { AdminUserDetail, AdminUserListQuery } from '../../contract/admin.js';
import { translateMessage, translator } from '../i18n/current.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { useSettled } from '../lib/use-settled.js';
import { Button } from '../ui/button.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { Input, Label } from '../ui/input.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { Badge } from './badge.js';
import { DataTable } from './data-table.js';
import { EditUserDialog } from './edit-user-dialog.js';
import { subscriptionLabels } from './labels.js';
import { adminApi, adminKeys, adminQueries } from './queries.js';

const PAGE_SIZE = 25;
/** The server's own word for a deletion (a contract message, translated with the contract's texts). */
const userDeleted = 'User deleted';
type SortKey = NonNullable<AdminUserListQuery['sort']>;

const displayName = (u: User) => [u.firstName, u.lastName].filter(Boolean).join(' ') || '-';

/** User Management: search, a sortable table a page at a time, and the edit and delete actions. */
export function UsersTab() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim());
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  // A new search starts at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search changes, on purpose
  useEffect(() => setPagination((p) => ({ ...p, pageIndex: 0 })), [search]);

  const sort = sorting[0];
  const users = useQuery(
    adminQueries.users({
      search,
      page: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
      sort: (sort?.id ?? 'createdAt') as SortKey,
      order: sort?.desc === false ? 'asc' : 'desc',
    }),
  );
  useEffect(() => {
    if (users.isError) {
      toast({
        title: translator()('Failed to fetch users'),
        description: errorMessage(users.error),
        variant: 'destructive',
      });
    }
  }, [users.isError, users.error]);

  const remove = useMutation({
    mutationFn: (user: User) => adminApi.deleteUser({ params: { id: user.id } }),
    onSuccess: async (_, user) => {
      toast({
        title: translateMessage(userDeleted),
        description: t('{username} has been deleted.', { username: user.username }),
        variant: 'success',
      });
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (err) => {
      toast({
        title: translator()('Failed to delete user'),
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
  });

  const columns = useMemo<ColumnDef<User>[]>(() => {
    const joined = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const subscription = subscriptionLabels(t);
    return [
      { id: 'username', accessorKey: 'username', header: t('Username') },
      { id: 'name', header: t('Name'), accessorFn: displayName },
      {
        id: 'role',
        header: t('Role'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.isAdmin ? <Badge tone="primary">{t('Admin')}</Badge> : <Badge>{t('User')}</Badge>,
      },
      {
        id: 'subscriptionType',
        accessorKey: 'subscriptionType',
        header: t('Subscription'),
        cell: ({ row }) => subscription.type[row.original.subscriptionType],
      },
      {
        id: 'subscriptionStatus',
        accessorKey: 'subscriptionStatus',
        header: t('Status'),
        cell: ({ row }) => subscription.status[row.original.subscriptionStatus],
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: t('Joined'),
        cell: ({ row }) => joined.format(new Date(row.original.createdAt)),
      },
      {
        id: 'actions',
        header: t('Actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('Edit {username}', { username: row.original.username })}
              onClick={() => setEditing(row.original)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('Delete {username}', { username: row.original.username })}
              onClick={() => setDeleting(row.original)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ),
      },
    ];
  }, [t, locale]);

  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-4">
      <h2 id="users-heading" className="text-xl font-semibold text-foreground">
        {t('User Management')}
      </h2>
      <div className="flex max-w-md flex-col gap-1.5">
        <Label htmlFor="user-search">{t('Search users')}</Label>
        <div className="relative">
          <Search
            className="absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            id="user-search"
            type="search"
            className="ps-9"
            placeholder={t('Email, first or last name')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      </div>
      {users.isPending ? (
        <Spinner label={t('Loading users')} />
      ) : users.isError && !users.data ? (
        <p role="alert" className="text-danger">
          {t('Failed to fetch users')}
        </p>
      ) : (
        <DataTable
          label={t('Users')}
          testId="users-table"
          columns={columns}
          data={users.data?.users ?? []}
          getRowId={(u) => String(u.id)}
          empty={search ? t('No user matches "{search}".', { search }) : t('No users yet.')}
          busy={users.isFetching}
          paging={{ total: users.data?.total ?? 0, pagination, onPaginationChange: setPagination }}
          sorting={{
            sorting,
            onSortingChange: (next) => {
              setSorting(next);
              setPagination((p) => ({ ...p, pageIndex: 0 }));
            },
          }}
        />
      )}
      {editing && <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('Delete User')}
        description={
          deleting
            ? t(
                'Delete {username} and everything they own: conversations, reminders, files, sessions and push subscriptions. This cannot be undone.',
                { username: deleting.username },
              )
            : t(
                'Delete this user and everything they own: conversations, reminders, files, sessions and push subscriptions. This cannot be undone.',
              )
        }
        confirmLabel={t('Delete User')}
        pendingLabel={t('Deleting...')}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        testId="delete-user-dialog"
      >
        {deleting && <OwnedRecords userId={deleting.id} />}
      </ConfirmDialog>
    </section>
  );
}

/** What deleting the user removes, counted. */
function OwnedRecords({ userId }: { userId: number }) {
  const t = useT();
  const detail = useQuery(adminQueries.user(userId));
  if (detail.isPending) return <Spinner label={t('Counting what they own')} />;
  if (detail.isError) return null;
  const { owned } = detail.data;
  const lines: [keyof AdminUserDetail['owned'], string][] = [
    [
      'conversations',
      t('{count, plural, one {# conversation} other {# conversations}}', { count: owned.conversations }),
    ],
    ['reminders', t('{count, plural, one {# reminder} other {# reminders}}', { count: owned.reminders })],
    [
      'sessions',
      t('{count, plural, one {# signed-in session} other {# signed-in sessions}}', { count: owned.sessions }),
    ],
    [
      'pushSubscriptions',
      t('{count, plural, one {# push subscription} other {# push subscriptions}}', {
        count: owned.pushSubscriptions,
      }),
    ],
    [
      'subscriptions',
      t('{count, plural, one {# subscription} other {# subscriptions}}', { count: owned.subscriptions }),
    ],
  ];
  return (
    <ul className="list-disc ps-5 text-sm text-foreground" data-testid="owned-records">
      {lines.map(([key, line]) => (
        <li key={key}>{line}</li>
      ))}
    </ul>
  );
}
