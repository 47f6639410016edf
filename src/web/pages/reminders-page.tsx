import { useQuery } from '@tanstack/react-query';
import { AlertCircle, BellOff, CalendarPlus, Mic, Plus, RotateCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { reminderPaths } from '../../contract/paths/reminder.js';
import type { Reminder } from '../../contract/reminders.js';
import { useAuth } from '../auth/use-auth.js';
import { useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { DeleteReminderDialog } from '../reminders/delete-reminder-dialog.js';
import { EnableNotificationsButton, NotificationStatus } from '../reminders/notification-status.js';
import { reminderQueries } from '../reminders/queries.js';
import { ReminderCard } from '../reminders/reminder-card.js';
import { inTab, type ReminderTab, reminderTabs, tabLabel } from '../reminders/reminder-display.js';
import { useNotificationPermission } from '../reminders/use-notification-permission.js';
import { useReminderActions } from '../reminders/use-reminder-actions.js';
import { Button } from '../ui/button.js';
import { Card, CardContent } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.js';

const NewReminderDialog = lazy(() => import('../reminders/new-reminder-dialog.js'));
const VoiceReminderDialog = lazy(() => import('../reminders/voice-reminder-dialog.js'));

/** Past Due appears on its own as time passes: the page looks at the clock once a minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** /reminders (signed in): tabs of reminder cards, the New and Voice Reminder dialogs. */
export default function RemindersPage() {
  const t = useT();
  usePageTitle(t('My Reminders'));
  const { user } = useAuth();
  // The list is fetched only when someone is signed in.
  const query = useQuery({ ...reminderQueries.list(), enabled: !!user });
  const reminders = query.data ?? [];
  const notifications = useNotificationPermission();
  const now = useMinuteClock();
  const [tab, setTab] = useState<ReminderTab>('upcoming');
  const [dialog, setDialog] = useState<'new' | 'voice' | null>(null);
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const { toggle, endSeries, remove } = useReminderActions();
  const closeDialog = (open: boolean) => !open && setDialog(null);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-foreground-strong sm:text-4xl">
          {t('My Reminders')}
        </h1>
        {/* Phones: the buttons share each row evenly. */}
        <div className="flex w-full flex-wrap gap-2 sm:w-auto [&>*]:flex-1 sm:[&>*]:flex-none">
          <EnableNotificationsButton notifications={notifications} className="" />
          {reminders.length > 0 && (
            <Button variant="outline" asChild>
              {/* Every reminder as an iCalendar file, for the person's own calendar app. */}
              <a href={reminderPaths.calendar.path} download="voxpert-reminders.ics">
                <CalendarPlus aria-hidden="true" />
                {t('Add to Calendar')}
              </a>
            </Button>
          )}
          <Button variant="outline" onClick={() => setDialog('voice')}>
            <Mic aria-hidden="true" />
            {t('Voice Reminder')}
          </Button>
          <Button onClick={() => setDialog('new')}>
            <Plus aria-hidden="true" />
            {t('New Reminder')}
          </Button>
        </div>
      </div>
      {notifications.state === 'install-first' && (
        <section
          aria-labelledby="install-for-reminders"
          className="mt-6 flex flex-col gap-3 rounded-2xl border border-info-border bg-info-soft p-4 text-info-soft-foreground"
          data-testid="install-for-reminders"
        >
          <h2 id="install-for-reminders" className="text-lg font-semibold">
            {t('Get your reminders on this iPhone or iPad')}
          </h2>
          <NotificationStatus notifications={notifications} />
        </section>
      )}
      <div className="mt-8">
        {query.isPending ? (
          <Spinner label={t('Loading reminders')} />
        ) : query.isError ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
              <AlertCircle className="size-10 text-danger" aria-hidden="true" />
              <p role="alert" className="text-lg text-foreground">
                {t('Error loading reminders: {error}', { error: errorMessage(query.error) })}
              </p>
              <Button onClick={() => query.refetch()} disabled={query.isFetching}>
                <RotateCw aria-hidden="true" /> {query.isFetching ? t('Trying again...') : t('Try Again')}
              </Button>
            </CardContent>
          </Card>
        ) : (
          <Tabs value={tab} onValueChange={(v) => setTab(v as ReminderTab)}>
            <TabsList aria-label={t('Which reminders')} className="grid grid-cols-2 sm:flex">
              {reminderTabs.map((value) => (
                <TabsTrigger key={value} value={value}>
                  {tabLabel(value, t)}
                </TabsTrigger>
              ))}
            </TabsList>
            {reminderTabs.map((value) => {
              const shown = reminders.filter((r) => inTab(r, value, now));
              return (
                <TabsContent key={value} value={value}>
                  {shown.length === 0 ? (
                    <EmptyReminders onCreate={() => setDialog('new')} />
                  ) : (
                    <ul
                      className="grid gap-4 md:grid-cols-2"
                      aria-label={t(
                        '{tab, select, upcoming {Upcoming reminders} today {Today reminders} completed {Completed reminders} other {All reminders}}',
                        { tab: value },
                      )}
                    >
                      {shown.map((r) => (
                        <ReminderCard
                          key={r.id}
                          reminder={r}
                          now={now}
                          busy={
                            (toggle.isPending && toggle.variables?.id === r.id) ||
                            (endSeries.isPending && endSeries.variables?.id === r.id) ||
                            (remove.isPending && remove.variables?.id === r.id)
                          }
                          onToggle={() => toggle.mutate(r)}
                          onEndSeries={() => endSeries.mutate(r)}
                          onDelete={() => setDeleting(r)}
                        />
                      ))}
                    </ul>
                  )}
                </TabsContent>
              );
            })}
          </Tabs>
        )}
      </div>
      <DeleteReminderDialog
        reminder={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(r) => {
          setDeleting(null);
          remove.mutate(r);
        }}
      />
      <Suspense>
        {dialog === 'new' && <NewReminderDialog open onOpenChange={closeDialog} />}
        {dialog === 'voice' && <VoiceReminderDialog open onOpenChange={closeDialog} />}
      </Suspense>
    </div>
  );
}

function EmptyReminders({ onCreate }: { onCreate: () => void }) {
  const t = useT();
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
        <BellOff className="size-10 text-primary" aria-hidden="true" />
        <p className="text-lg font-semibold text-foreground">{t('No reminders found')}</p>
        <p className="text-muted">
          {t(
            'Create one here, or ask your expert, for example: "Remind me to call my sister on Sunday at 5 pm."',
          )}
        </p>
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" />
          {t('Create a Reminder')}
        </Button>
      </CardContent>
    </Card>
  );
}
