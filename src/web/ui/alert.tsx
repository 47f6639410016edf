import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

const tones = {
  info: 'border-info-border bg-info-soft text-info-soft-foreground',
  success: 'border-success-border bg-success-soft text-success-soft-foreground',
  error: 'border-danger-border bg-danger-soft text-danger-soft-foreground',
};

export function Alert({
  tone = 'info',
  title,
  className,
  children,
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof tones; title?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-xl border p-4', tones[tone], className)}
      {...props}
    >
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
