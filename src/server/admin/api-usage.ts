import { and, asc, between, sql } from 'drizzle-orm';
import {
  type ApiUsageResponse,
  adminMessages,
  apiUsageTypeLabels,
  apiUsageTypes,
} from '../../contract/admin.js';
import type { Database } from '../db/client.js';
import { apiUsage, hostingUsage } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';

/** The hosting figures shown when no hosting usage is recorded for the range (the plan's fixed ones). */
export const FIXED_HOSTING = { credits: 22_208, cost: 4.74 } as const;
const DAY_MS = 24 * 3600 * 1000;
const MAX_DAYS = 366;
/** The default range: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

const day = (d: Date) => d.toISOString().slice(0, 10);
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The range asked for (UTC days, both ends included), defaulting to the last 30 days. */
export function usageRange(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
) {
  const endDate = query.endDate ?? day(now);
  const startDate =
    query.startDate ?? day(new Date(Date.parse(`${endDate}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS));
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (start > end) {
    throw AppError.validation({ startDate: adminMessages.dateOrder });
  }
  if ((end - start) / DAY_MS + 1 > MAX_DAYS)
    throw AppError.validation({ endDate: adminMessages.rangeTooLong });
  return { startDate, endDate, start, end };
}

const sums = {
  calls: sql<string>`coalesce(sum(${apiUsage.callCount}), 0)`,
  tokens: sql<string>`coalesce(sum(${apiUsage.tokenCount}), 0)`,
  characters: sql<string>`coalesce(sum(${apiUsage.characterCount}), 0)`,
  cost: sql<string>`coalesce(sum(${apiUsage.estimatedCost}), 0)`,
};

const figures = (r: { calls: string; tokens: string; characters: string; cost: string }) => ({
  calls: Number(r.calls),
  tokens: Number(r.tokens),
  characters: Number(r.characters),
  estimatedCost: round6(Number(r.cost)),
});

/**
 * What the AI providers were used for and cost in a range: per type, per provider and model, per day;
 * the total adds the hosting cost (recorded hosting usage, else the plan's fixed figure, marked
 * `hostingEstimated`). The spec's older field names (apiUsage, rawTotalCost, totalCost,
 * computeTime.totalHours, dailyTrends) carry the same figures.
 */
export async function apiUsageReport(
  db: Database,
  query: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
): Promise<ApiUsageResponse> {
  const range = usageRange(query, now);
  const inRange = between(apiUsage.date, range.startDate, range.endDate);
  const [byType, byProvider, daily, hosting] = await Promise.all([
    db
      .select({ apiType: apiUsage.apiType, ...sums })
      .from(apiUsage)
      .where(inRange)
      .groupBy(apiUsage.apiType),
    db
      .select({ provider: apiUsage.provider, model: apiUsage.model, apiType: apiUsage.apiType, ...sums })
      .from(apiUsage)
      .where(inRange)
      .groupBy(apiUsage.provider, apiUsage.model, apiUsage.apiType)
      .orderBy(asc(apiUsage.provider), asc(apiUsage.model), asc(apiUsage.apiType)),
    db
      .select({ date: apiUsage.date, calls: sums.calls, cost: sums.cost })
      .from(apiUsage)
      .where(inRange)
      .groupBy(apiUsage.date)
      .orderBy(asc(apiUsage.date)),
    db
      .select({
        rows: sql<string>`count(*)`,
        compute: sql<string>`coalesce(sum(${hostingUsage.computeUsage}), 0)`,
        cost: sql<string>`coalesce(sum(${hostingUsage.estimatedCost}), 0)`,
      })
      .from(hostingUsage)
      .where(and(between(hostingUsage.date, range.startDate, range.endDate))),
  ]);

  const typeRows = new Map(byType.map((r) => [r.apiType, figures(r)]));
  const types = [...apiUsageTypes, ...[...typeRows.keys()].filter((t) => !(t in apiUsageTypeLabels))];
  const perType = types.map((apiType) => ({
    apiType,
    label: apiUsageTypeLabels[apiType as keyof typeof apiUsageTypeLabels] ?? apiType,
    ...(typeRows.get(apiType) ?? { calls: 0, tokens: 0, characters: 0, estimatedCost: 0 }),
  }));

  // Every day of the range, zero where nothing was used, so a chart shows the gaps.
  const perDay = new Map(daily.map((r) => [r.date, r]));
  const days: ApiUsageResponse['daily'] = [];
  for (let t = range.start; t <= range.end; t += DAY_MS) {
    const date = day(new Date(t));
    const r = perDay.get(date);
    days.push({ date, calls: Number(r?.calls ?? 0), estimatedCost: round6(Number(r?.cost ?? 0)) });
  }

  const sum = (key: 'calls' | 'tokens' | 'characters' | 'estimatedCost') =>
    perType.reduce((total, r) => total + r[key], 0);
  const apiCost = round6(sum('estimatedCost'));
  const hostingRow = hosting[0];
  const recorded = Number(hostingRow?.rows ?? 0) > 0;
  const hostingCost = recorded ? round6(Number(hostingRow?.cost ?? 0)) : FIXED_HOSTING.cost;
  const totalCost = round6(apiCost + hostingCost);
  const computeHours = recorded ? Number(hostingRow?.compute ?? 0) : 0;
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    byType: perType,
    byProvider: byProvider.map((r) => ({
      provider: r.provider,
      model: r.model,
      apiType: r.apiType,
      ...figures(r),
    })),
    daily: days,
    totals: {
      calls: sum('calls'),
      tokens: sum('tokens'),
      characters: sum('characters'),
      apiCost,
      hostingCost,
      totalCost,
      hostingCredits: FIXED_HOSTING.credits,
      computeHours,
      hostingEstimated: !recorded,
    },
    apiUsage: perType.map((r) => ({
      apiType: r.apiType,
      callCount: r.calls,
      tokenCount: r.tokens,
      characterCount: r.characters,
      estimatedCost: r.estimatedCost,
    })),
    rawTotalCost: apiCost,
    totalCost,
    computeTime: { totalHours: computeHours },
    dailyTrends: days.map((d) => ({ date: d.date, callCount: d.calls, estimatedCost: d.estimatedCost })),
  };
}
