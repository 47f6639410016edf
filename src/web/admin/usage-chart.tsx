import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ApiUsageResponse } from '../../contract/admin.js';
import { useLocale, useT } from '../i18n/i18n.js';

/**
 * Daily calls (bars) and estimated cost (line). Its own chunk: recharts loads only when the API Usage
 * tab shows a chart.
 */
export default function UsageChart({ daily }: { daily: ApiUsageResponse['daily'] }) {
  const t = useT();
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const usd = (digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const usd2 = usd(2);
  const usd4 = usd(4);
  const costName = t('Cost (USD)');
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis
          dataKey="date"
          tickFormatter={(d: string) => day.format(new Date(`${d}T00:00:00Z`))}
          stroke="var(--color-muted)"
          fontSize={12}
        />
        <YAxis yAxisId="calls" allowDecimals={false} stroke="var(--color-muted)" fontSize={12} width={40} />
        <YAxis
          yAxisId="cost"
          orientation="right"
          stroke="var(--color-muted)"
          fontSize={12}
          width={56}
          tickFormatter={(v: number) => usd2.format(v)}
        />
        <Tooltip
          formatter={(value, name) => (name === costName ? usd4.format(Number(value)) : value)}
          contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
        />
        {/* Our own legend: recharts' labels each icon "legend icon", in English. */}
        <Legend
          content={({ payload }) => (
            <ul className="flex flex-wrap justify-center gap-4 text-sm text-muted">
              {payload?.map((entry) => (
                <li key={String(entry.value)} className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-3 rounded-sm"
                    style={{ background: entry.color }}
                  />
                  {entry.value}
                </li>
              ))}
            </ul>
          )}
        />
        <Bar yAxisId="calls" dataKey="calls" name={t('Calls')} fill="var(--color-primary)" />
        <Line
          yAxisId="cost"
          type="monotone"
          dataKey="estimatedCost"
          name={costName}
          stroke="var(--color-danger)"
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
