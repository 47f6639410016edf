import { Loader2 } from 'lucide-react';
import { useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

/** A spinner with a name for screen readers. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <div role="status" className={cn('flex items-center justify-center p-8', className)}>
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t('Loading')}</span>
    </div>
  );
}
