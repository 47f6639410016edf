import { useQuery } from '@tanstack/react-query';
import { AlertCircle, BellOff, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../auth/use-auth.js';
import { errorMessage } from '../lib/api.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { EnableNotificationsButton } from '../reminders/notification-status.js';
import { useNotificationPermission } from '../reminders/use-notification-permission.js';
import { Button } from '../ui/button.js';
import { Card, CardContent } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';

/**
 * /reminders (signed in). The full page (tabs, cards, the New Reminder and Voice Reminder dialogs)
 * arrives with the reminders API; until then this page shows the real state of GET /api/reminders.
 */
export default function RemindersPage() {
  usePageTitle('My Reminders');
  const { user } = useAuth();
  // Spec section 7: the reminders list is fetched only when a user is present.
  const query = useQuery<unknown>({ queryKey: ['/api/reminders'], enabled: !!user });
  const reminders = Array.isArray(query.data) ? query.data : [];
  const notifications = useNotificationPermission();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">My Reminders</h1>
        <EnableNotificationsButton notifications={notifications} className="" />
      </div>
      <div className="mt-8">
        {query.isPending ? (
          <Spinner label="Loading reminders" />
        ) : query.isError ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
              <AlertCircle className="size-10 text-red-700" aria-hidden="true" />
              <p role="alert" className="text-lg text-slate-900">
                Error loading reminders: {errorMessage(query.error)}
              </p>
              <Button onClick={() => query.refetch()} disabled={query.isFetching}>
                <RotateCw aria-hidden="true" /> {query.isFetching ? 'Trying again...' : 'Try Again'}
              </Button>
            </CardContent>
          </Card>
        ) : reminders.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
              <BellOff className="size-10 text-indigo-700" aria-hidden="true" />
              <p className="text-lg font-semibold text-slate-900">No reminders found</p>
              <p className="text-slate-700">
                Ask your expert, for example: "Remind me to call my sister on Sunday at 5 pm."
              </p>
              <Button asChild>
                <Link to="/">Create a Reminder</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <p className="text-lg text-slate-700">
            You have {reminders.length} {reminders.length === 1 ? 'reminder' : 'reminders'}.
          </p>
        )}
      </div>
    </div>
  );
}
