import type { ReactNode } from 'react';
import { cn } from '../lib/cn.js';

const tones = {
  neutral: 'border-border bg-surface-sunken text-foreground',
  primary: 'border-primary bg-primary text-primary-foreground',
  success: 'border-success-border bg-success-soft text-success-soft-foreground',
  warning: 'border-info-border bg-info-soft text-info-soft-foreground',
  danger: 'border-danger-border bg-danger-soft text-danger-soft-foreground',
} as const;

/** A small label in a table cell (role, status, priority). */
export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold', tones[tone])}>
      {children}
    </span>
  );
}
