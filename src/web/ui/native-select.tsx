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
          'min-h-11 w-full appearance-none rounded-lg border border-slate-400 bg-white py-2 pr-10 pl-3 text-base text-slate-900 focus-visible:ring-3 focus-visible:ring-amber-400 focus-visible:outline-none aria-invalid:border-red-700',
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
