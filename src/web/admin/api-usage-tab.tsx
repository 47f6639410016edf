import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ApiUsageResponse } from '../../contract/admin.js';
import type { Translator } from '../../i18n/translate.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { Input, Label } from '../ui/input.js';
import { Spinner } from '../ui/spinner.js';
import { DataTable } from './data-table.js';
import { adminQueries } from './queries.js';
import { StatCard } from './stat-card.js';

const UsageChart = lazy(() => import('./usage-chart.js'));

const DAY_MS = 24 * 3600 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The page language's formats: US dollars (with 2 or 4 decimals), whole numbers, hours. */
function formats(locale: string) {
  const usd2 = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const usd4 = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  });
  const whole = new Intl.NumberFormat(locale);
  const hours = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    usd: (n: number, digits: 2 | 4 = 2) => (digits === 4 ? usd4 : usd2).format(n),
    number: (n: number) => whole.format(n),
    hours: (n: number) => hours.format(n),
  };
}
type Formats = ReturnType<typeof formats>;

type TypeRow = ApiUsageResponse['byType'][number];

/** A service's name in the page's language; one the app does not know yet keeps the server's label. */
function apiTypeLabel(apiType: string, label: string, t: Translator): string {
  switch (apiType) {
    case 'chat':
      return t('Chat');
    case 'chat_premium':
      return t('Premium chat');
    case 'tts':
      return t('Text to speech');
    case 'stt':
      return t('Speech to text');
    case 'documents':
      return t('Document analysis');
    case 'reminders':
      return t('Reminder extraction');
    case 'summaries':
      return t('Conversation summaries');
    case 'safety':
      return t('Safety check');
    case 'moderation':
      return t('Moderation');
    case 'memory':
      return t('Remembered facts');
    default:
      return label;
  }
}
type ProviderRow = ApiUsageResponse['byProvider'][number];

const figureColumns = <Row extends TypeRow | ProviderRow>(t: Translator, f: Formats): ColumnDef<Row>[] => [
  { accessorKey: 'calls', header: t('Calls'), cell: ({ row }) => f.number(row.original.calls) },
  { accessorKey: 'tokens', header: t('Tokens'), cell: ({ row }) => f.number(row.original.tokens) },
  {
    accessorKey: 'characters',
    header: t('Characters'),
    cell: ({ row }) => f.number(row.original.characters),
  },
  {
    accessorKey: 'estimatedCost',
    header: t('Estimated cost'),
    cell: ({ row }) => f.usd(row.original.estimatedCost, 4),
  },
];

/** API Usage: a date range (default the last 30 days), cost and calls, hosting, daily trend, per service. */
export function ApiUsageTab() {
  const t = useT();
  const locale = useLocale();
  const f = useMemo(() => formats(locale), [locale]);
  const today = new Date();
  const [start, setStart] = useState(isoDay(new Date(today.getTime() - 29 * DAY_MS)));
  const [end, setEnd] = useState(isoDay(today));
  const [range, setRange] = useState({ startDate: start, endDate: end });
  const usage = useQuery(adminQueries.apiUsage(range));
  // A failed load is logged, not toasted; the tab says it could not load.
  useEffect(() => {
    if (usage.isError) console.error('API usage could not be loaded', usage.error);
  }, [usage.isError, usage.error]);

  const typeColumns = useMemo<ColumnDef<TypeRow>[]>(
    () => [
      {
        id: 'label',
        header: t('Service'),
        accessorFn: (row) => apiTypeLabel(row.apiType, row.label, t),
      },
      ...figureColumns<TypeRow>(t, f),
    ],
    [t, f],
  );
  const providerColumns = useMemo<ColumnDef<ProviderRow>[]>(
    () => [
      {
        accessorKey: 'provider',
        header: t('Provider'),
        cell: ({ row }) => row.original.provider || t('not recorded'),
      },
      { accessorKey: 'model', header: t('Model'), cell: ({ row }) => row.original.model || '-' },
      {
        id: 'apiType',
        header: t('Type'),
        accessorFn: (row) => apiTypeLabel(row.apiType, row.apiType, t),
      },
      ...figureColumns<ProviderRow>(t, f),
    ],
    [t, f],
  );

  const data = usage.data;
  return (
    <section aria-labelledby="usage-heading" className="flex flex-col gap-4">
      <h2 id="usage-heading" className="text-xl font-semibold text-foreground">
        {t('API Usage')}
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setRange({ startDate: start, endDate: end });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="usage-start">{t('Start date')}</Label>
          <Input
            id="usage-start"
            type="date"
            value={start}
            max={end}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="usage-end">{t('End date')}</Label>
          <Input
            id="usage-end"
            type="date"
            value={end}
            min={start}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={usage.isFetching}>
          {t('Update')}
        </Button>
        <p className="w-full text-sm text-subtle">{t('Days are UTC; a range may cover up to a year.')}</p>
      </form>
      {usage.isPending ? (
        <Spinner label={t('Loading API usage')} />
      ) : usage.isError || !data ? (
        <p className="text-muted">
          {t('The API usage could not be loaded. Check the dates and press Update.')}
        </p>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="usage-cards">
            <StatCard
              label={t('API cost')}
              value={f.usd(data.totals.apiCost)}
              hint={
                data.totals.hostingEstimated
                  ? t('Total with hosting (estimated): {cost}', { cost: f.usd(data.totals.totalCost) })
                  : t('Total with hosting: {cost}', { cost: f.usd(data.totals.totalCost) })
              }
            />
            <StatCard
              label={t('API calls')}
              value={f.number(data.totals.calls)}
              hint={t('{tokens, plural, one {# token} other {# tokens}}', { tokens: data.totals.tokens })}
            />
            <StatCard
              label={t('Compute time')}
              value={t('{hours} h', { hours: f.hours(data.totals.computeHours) })}
            />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t('Hosting usage')}</CardTitle>
              <CardDescription>
                {data.totals.hostingEstimated
                  ? t(
                      "No hosting usage is recorded for these days: the hosting cost is a fixed estimate (the plan's monthly figure), added to the API cost for the total.",
                    )
                  : t(
                      "Hosting usage recorded for these days, added to the API cost for the total. Credits are the plan's fixed figure.",
                    )}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-1 text-foreground sm:grid-cols-3">
              <p>{t('Credits: {credits}', { credits: f.number(data.totals.hostingCredits) })}</p>
              <p>{t('Hosting cost: {cost}', { cost: f.usd(data.totals.hostingCost) })}</p>
              <p className="font-semibold">
                {data.totals.hostingEstimated
                  ? t('Estimated total cost: {cost}', { cost: f.usd(data.totals.totalCost) })
                  : t('Total cost: {cost}', { cost: f.usd(data.totals.totalCost) })}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('Daily trend')}</CardTitle>
              <CardDescription>
                {t('{start} to {end}', { start: data.startDate, end: data.endDate })}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <div
                role="img"
                aria-label={t(
                  'Calls and estimated cost per day: {calls, plural, one {# call} other {# calls}}, {cost} in all',
                  { calls: data.totals.calls, cost: f.usd(data.totals.apiCost) },
                )}
              >
                <Suspense fallback={<Spinner label={t('Loading the chart')} className="h-[280px]" />}>
                  <UsageChart daily={data.daily} />
                </Suspense>
              </div>
            </CardContent>
          </Card>
          <h3 className="text-lg font-semibold text-foreground">{t('Per service')}</h3>
          <DataTable
            label={t('Usage per service')}
            testId="usage-per-service"
            columns={typeColumns}
            data={data.byType}
            getRowId={(r) => r.apiType}
            empty={t('No usage in this range.')}
          />
          <h3 className="text-lg font-semibold text-foreground">{t('Per provider and model')}</h3>
          <DataTable
            label={t('Usage per provider and model')}
            columns={providerColumns}
            data={data.byProvider}
            empty={t('No provider calls in this range.')}
          />
        </>
      )}
    </section>
  );
}
