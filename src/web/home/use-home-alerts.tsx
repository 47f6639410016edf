import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { Alert } from '../ui/alert.js';

/** Alerts on the home page hide themselves after 5000 ms. */
export const HOME_ALERT_MS = 5000;

export type HomeAlert = { id: number; tone: 'info' | 'success' | 'error'; title: string; message?: string };

/** A short list of page alerts; each one disappears after HOME_ALERT_MS or when closed. */
export function useHomeAlerts() {
  const [alerts, setAlerts] = useState<HomeAlert[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setAlerts((list) => list.filter((a) => a.id !== id));
  }, []);

  const show = useCallback(
    (alert: Omit<HomeAlert, 'id'>) => {
      const id = nextId.current++;
      setAlerts((list) => [...list, { ...alert, id }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), HOME_ALERT_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { alerts, show, dismiss };
}

export function HomeAlerts({ alerts, onDismiss }: { alerts: HomeAlert[]; onDismiss: (id: number) => void }) {
  const t = useT();
  if (alerts.length === 0) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="home-alerts">
      {alerts.map((a) => (
        <Alert key={a.id} tone={a.tone} title={a.title} className="relative pe-12">
          {a.message}
          <button
            type="button"
            onClick={() => onDismiss(a.id)}
            className="absolute top-2 end-2 flex size-11 items-center justify-center rounded-lg hover:bg-shade/5 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{t('Dismiss')}</span>
          </button>
        </Alert>
      ))}
    </div>
  );
}
