import type { ReactNode } from 'react';
import { Card } from '../ui/card.js';

/** One figure with its label; a dash while it loads. */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="text-2xl font-bold text-foreground">{value ?? '-'}</p>
      {hint && <p className="text-xs text-subtle">{hint}</p>}
    </Card>
  );
}
