import { queryOptions, useQuery } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { conversationLanguages } from '../../contract/languages.js';
import type { SafetyEventsResponse } from '../../contract/safety.js';
import type { CrisisKind, SafetyLayer } from '../../contract/safety-values.js';
import { apiGet } from '../lib/api.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';

const KIND_LABELS: Record<CrisisKind, string> = {
  suicide: 'Suicide',
  selfHarm: 'Self-harm',
  harmToOthers: 'Harm to others',
  abuseOrDanger: 'Abuse or danger',
  medicalEmergency: 'Medical emergency',
};
const LAYER_LABELS: Record<SafetyLayer, string> = {
  offline: 'phrases',
  model: 'model check',
  moderation: 'moderation',
};

const languageName = (code: string) => {
  if (!(conversationLanguages as readonly string[]).includes(code)) return code;
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** Counts of the last 30 days (the server's default range). */
export const safetyEventsQuery = () =>
  queryOptions({
    queryKey: ['/api/admin/safety-events'] as const,
    queryFn: ({ signal }) => apiGet<SafetyEventsResponse>('/api/admin/safety-events', { signal }),
  });

/**
 * How often a message spoke of a crisis, per kind and language, and which safety layer raised it.
 * Counts only: the events keep no message and no person.
 */
export function SafetyEventsCard() {
  const events = useQuery(safetyEventsQuery());
  return (
    <Card data-testid="safety-events">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-5 shrink-0" aria-hidden="true" />
          Crisis signals
        </CardTitle>
        <CardDescription>
          Messages that spoke of a crisis and got the help card, last 30 days. Counts only: no message and no
          person is kept.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {events.isPending ? (
          <Spinner label="Loading the crisis signals" />
        ) : events.isError ? (
          <p className="text-foreground">The crisis signals could not be loaded.</p>
        ) : events.data.total === 0 ? (
          <p className="text-foreground">
            None from {events.data.from} to {events.data.to}.
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-lg text-foreground">
              <strong>{events.data.total}</strong> from {events.data.from} to {events.data.to} (
              {events.data.layers.map((l) => `${l.count} by ${LAYER_LABELS[l.layer]}`).join(', ')})
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-start text-foreground">
                <caption className="sr-only">Crisis signals per kind and language</caption>
                <thead>
                  <tr className="border-b border-border text-sm text-muted">
                    <th scope="col" className="py-1 pe-3 font-medium">
                      Kind
                    </th>
                    <th scope="col" className="py-1 pe-3 font-medium">
                      Language
                    </th>
                    <th scope="col" className="py-1 text-end font-medium">
                      Count
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {events.data.counts.map((row) => (
                    <tr key={`${row.kind}-${row.language}`} className="border-b border-border last:border-0">
                      <td className="py-1 pe-3">{KIND_LABELS[row.kind]}</td>
                      <td className="py-1 pe-3">{languageName(row.language)}</td>
                      <td className="py-1 text-end tabular-nums">{row.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
