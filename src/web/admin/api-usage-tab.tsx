import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ApiUsageResponse } from '../../contract/admin.js';
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
const usd = (n: number, digits = 2) => `$${n.toFixed(digits)}`;
const number = (n: number) => n.toLocaleString('en-US');

type TypeRow = ApiUsageResponse['byType'][number];
type ProviderRow = ApiUsageResponse['byProvider'][number];

const figureColumns = <Row extends TypeRow | ProviderRow>(): ColumnDef<Row>[] => [
  { accessorKey: 'calls', header: 'Calls', cell: ({ row }) => number(row.original.calls) },
  { accessorKey: 'tokens', header: 'Tokens', cell: ({ row }) => number(row.original.tokens) },
  { accessorKey: 'characters', header: 'Characters', cell: ({ row }) => number(row.original.characters) },
  {
    accessorKey: 'estimatedCost',
    header: 'Estimated cost',
    cell: ({ row }) => usd(row.original.estimatedCost, 4),
  },
];

/** API Usage: a date range (default the last 30 days), cost and calls, hosting, daily trend, per service. */
export function ApiUsageTab() {
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
    () => [{ accessorKey: 'label', header: 'Service' }, ...figureColumns<TypeRow>()],
    [],
  );
  const providerColumns = useMemo<ColumnDef<ProviderRow>[]>(
    () => [
      {
        accessorKey: 'provider',
        header: 'Provider',
        cell: ({ row }) => row.original.provider || 'not recorded',
      },
      { accessorKey: 'model', header: 'Model', cell: ({ row }) => row.original.model || '-' },
      { accessorKey: 'apiType', header: 'Type' },
      ...figureColumns<ProviderRow>(),
    ],
    [],
  );

  const data = usage.data;
  return (
    <section aria-labelledby="usage-heading" className="flex flex-col gap-4">
      <h2 id="usage-heading" className="text-xl font-semibold text-foreground">
        API Usage
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setRange({ startDate: start, endDate: end });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="usage-start">Start date</Label>
          <Input
            id="usage-start"
            type="date"
            value={start}
            max={end}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="usage-end">End date</Label>
          <Input
            id="usage-end"
            type="date"
            value={end}
            min={start}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={usage.isFetching}>
          Update
        </Button>
        <p className="w-full text-sm text-subtle">Days are UTC; a range may cover up to a year.</p>
      </form>
      {usage.isPending ? (
        <Spinner label="Loading API usage" />
      ) : usage.isError || !data ? (
        <p className="text-muted">The API usage could not be loaded. Check the dates and press Update.</p>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="usage-cards">
            <StatCard
              label="API cost"
              value={usd(data.totals.apiCost)}
              hint={`Total with hosting${data.totals.hostingEstimated ? ' (estimated)' : ''}: ${usd(data.totals.totalCost)}`}
            />
            <StatCard
              label="API calls"
              value={number(data.totals.calls)}
              hint={`${number(data.totals.tokens)} tokens`}
            />
            <StatCard label="Compute time" value={`${data.totals.computeHours.toFixed(1)} h`} />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Hosting usage</CardTitle>
              <CardDescription>
                {data.totals.hostingEstimated
                  ? "No hosting usage is recorded for these days: the hosting cost is a fixed estimate (the plan's monthly figure), added to the API cost for the total."
                  : "Hosting usage recorded for these days, added to the API cost for the total. Credits are the plan's fixed figure."}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-1 text-foreground sm:grid-cols-3">
              <p>Credits: {number(data.totals.hostingCredits)}</p>
              <p>Hosting cost: {usd(data.totals.hostingCost)}</p>
              <p className="font-semibold">
                {data.totals.hostingEstimated ? 'Estimated total cost' : 'Total cost'}:{' '}
                {usd(data.totals.totalCost)}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Daily trend</CardTitle>
              <CardDescription>
                {data.startDate} to {data.endDate}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <div
                role="img"
                aria-label={`Calls and estimated cost per day: ${number(data.totals.calls)} calls, ${usd(data.totals.apiCost)} in all`}
              >
                <Suspense fallback={<Spinner label="Loading the chart" className="h-[280px]" />}>
                  <UsageChart daily={data.daily} />
                </Suspense>
              </div>
            </CardContent>
          </Card>
          <h3 className="text-lg font-semibold text-foreground">Per service</h3>
          <DataTable
            label="Usage per service"
            testId="usage-per-service"
            columns={typeColumns}
            data={data.byType}
            getRowId={(r) => r.apiType}
            empty="No usage in this range."
          />
          <h3 className="text-lg font-semibold text-foreground">Per provider and model</h3>
          <DataTable
            label="Usage per provider and model"
            columns={providerColumns}
            data={data.byProvider}
            empty="No provider calls in this range."
          />
        </>
      )}
    </section>
  );
}
