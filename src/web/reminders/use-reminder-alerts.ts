import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../lib/query-client.js';

/** Starts the open-tab reminder alerts while someone is signed in (loaded after the page). */
export function useReminderAlerts(userId: number | null): void {
  const navigate = useNavigate();
  const latestNavigate = useRef(navigate);
  latestNavigate.current = navigate;
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    let stop: (() => void) | undefined;
    import('./reminder-alerts.js').then(
      (m) => {
        if (live) stop = m.startReminderAlerts(queryClient, (path) => latestNavigate.current(path));
      },
      () => {},
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [userId]);
}
