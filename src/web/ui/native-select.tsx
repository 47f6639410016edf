import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

/**
 * The browser's own select, styled like the other fields: phones show their native picker (large,
 * familiar, accessible) and it costs no JavaScript on pages with a tight first-load budget.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'min-h-11 w-full appearance-none rounded-lg border border-input bg-surface py-2 pr-10 pl-3 text-base text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-danger',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-70"
        aria-hidden="true"
      />
    </div>
  );
}
