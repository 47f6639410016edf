import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

const tones = {
  info: 'border-indigo-200 bg-indigo-50 text-indigo-950',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  error: 'border-red-200 bg-red-50 text-red-950',
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
