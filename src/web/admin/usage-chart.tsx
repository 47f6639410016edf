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

/**
 * Daily calls (bars) and estimated cost (line). Its own chunk: recharts loads only when the API Usage
 * tab shows a chart.
 */
export default function UsageChart({ daily }: { daily: ApiUsageResponse['daily'] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis
          dataKey="date"
          tickFormatter={(d: string) => d.slice(5)}
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
          tickFormatter={(v: number) => `$${v.toFixed(2)}`}
        />
        <Tooltip
          formatter={(value, name) => (name === 'Cost (USD)' ? `$${Number(value).toFixed(4)}` : value)}
          contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
        />
        <Legend />
        <Bar yAxisId="calls" dataKey="calls" name="Calls" fill="var(--color-primary)" />
        <Line
          yAxisId="cost"
          type="monotone"
          dataKey="estimatedCost"
          name="Cost (USD)"
          stroke="var(--color-danger)"
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
