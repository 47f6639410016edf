import { queryOptions, useQuery } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { conversationLanguages } from '../../contract/languages.js';
import { safetyPaths } from '../../contract/paths/safety.js';
import type { safetyContract } from '../../contract/safety-routes.js';
import type { CrisisKind, SafetyLayer } from '../../contract/safety-values.js';
import type { Translator } from '../../i18n/translate.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { apiClient } from '../lib/api-client.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';

const kindLabels = (t: Translator): Record<CrisisKind, string> => ({
  suicide: t('Suicide'),
  selfHarm: t('Self-harm'),
  harmToOthers: t('Harm to others'),
  abuseOrDanger: t('Abuse or danger'),
  medicalEmergency: t('Medical emergency'),
});
const layerLabels = (t: Translator): Record<SafetyLayer, string> => ({
  offline: t('phrases'),
  model: t('model check'),
  moderation: t('moderation'),
});

const languageName = (code: string, locale: string) => {
  if (!(conversationLanguages as readonly string[]).includes(code)) return code;
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

const safetyApi = apiClient<typeof safetyContract>(safetyPaths);

/** Counts of the last 30 days (the server's default range). */
export const safetyEventsQuery = () =>
  queryOptions({
    queryKey: [safetyPaths.events.path] as const,
    queryFn: ({ signal }) => safetyApi.events({ query: {} }, { signal }),
  });

/**
 * How often a message spoke of a crisis, per kind and language, and which safety layer raised it.
 * Counts only: the events keep no message and no person.
 */
export function SafetyEventsCard() {
  const t = useT();
  const locale = useLocale();
  const events = useQuery(safetyEventsQuery());
  const KIND_LABELS = kindLabels(t);
  const LAYER_LABELS = layerLabels(t);
  const count = new Intl.NumberFormat(locale);
  const list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
  return (
    <Card data-testid="safety-events">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-5 shrink-0" aria-hidden="true" />
          {t('Crisis signals')}
        </CardTitle>
        <CardDescription>
          {t(
            'Messages that spoke of a crisis and got the help card, last 30 days. Counts only: no message and no person is kept.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {events.isPending ? (
          <Spinner label={t('Loading the crisis signals')} />
        ) : events.isError ? (
          <p className="text-foreground">{t('The crisis signals could not be loaded.')}</p>
        ) : events.data.total === 0 ? (
          <p className="text-foreground">
            {t('None from {from} to {to}.', { from: events.data.from, to: events.data.to })}
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-lg text-foreground">
              {t.rich<ReactNode>('<strong>{total}</strong> from {from} to {to} ({layers})', {
                total: count.format(events.data.total),
                from: events.data.from,
                to: events.data.to,
                layers: list.format(
                  events.data.layers.map((l) =>
                    t('{count} by {layer}', { count: count.format(l.count), layer: LAYER_LABELS[l.layer] }),
                  ),
                ),
                strong: (chunks) => <strong key="total">{chunks}</strong>,
              })}
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-start text-foreground">
                <caption className="sr-only">{t('Crisis signals per kind and language')}</caption>
                <thead>
                  <tr className="border-b border-border text-sm text-muted">
                    <th scope="col" className="py-1 pe-3 font-medium">
                      {t('Kind')}
                    </th>
                    <th scope="col" className="py-1 pe-3 font-medium">
                      {t('Language')}
                    </th>
                    <th scope="col" className="py-1 text-end font-medium">
                      {t('Count')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {events.data.counts.map((row) => (
                    <tr key={`${row.kind}-${row.language}`} className="border-b border-border last:border-0">
                      <td className="py-1 pe-3">{KIND_LABELS[row.kind]}</td>
                      <td className="py-1 pe-3">{languageName(row.language, locale)}</td>
                      <td className="py-1 text-end tabular-nums">{count.format(row.count)}</td>
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
