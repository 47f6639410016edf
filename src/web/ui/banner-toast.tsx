import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

/** The banner toast closes itself after 10 s. */
export const BANNER_DURATION = 10_000;

export type BannerKind = 'success' | 'error' | 'info';
type Banner = { id: number; kind: BannerKind; message: string };
type BannerApi = { show(kind: BannerKind, message: string): void; close(): void };

const BannerContext = createContext<BannerApi | null>(null);

const styles: Record<BannerKind, string> = {
  success: 'border-success-border-strong bg-success-soft text-success-soft-foreground',
  error: 'border-danger-border-strong bg-danger-soft text-danger-soft-foreground',
  info: 'border-info-border-strong bg-info-soft text-info-soft-foreground',
};
const icons = { success: CheckCircle2, error: XCircle, info: Info };

/** A banner at the top centre for success, error and info messages, with a close button. */
export function BannerToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [banner, setBanner] = useState<Banner | null>(null);
  const close = useCallback(() => setBanner(null), []);
  const show = useCallback(
    (kind: BannerKind, message: string) => setBanner({ id: Date.now(), kind, message }),
    [],
  );
  const api = useMemo(() => ({ show, close }), [show, close]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(close, BANNER_DURATION);
    return () => clearTimeout(timer);
  }, [banner, close]);

  const Icon = banner ? icons[banner.kind] : null;
  return (
    <BannerContext.Provider value={api}>
      {children}
      <div
        className="pointer-events-none fixed inset-x-0 top-3 z-[110] flex justify-center px-3"
        aria-live="polite"
      >
        {banner && Icon && (
          <div
            role={banner.kind === 'error' ? 'alert' : 'status'}
            data-testid="banner-toast"
            className={cn(
              'pointer-events-auto flex w-full max-w-xl items-start gap-3 rounded-xl border p-4 pe-3 shadow-lg',
              styles[banner.kind],
            )}
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p className="flex-1">{banner.message}</p>
            <button
              type="button"
              onClick={close}
              className="rounded-md p-1 hover:bg-shade/5 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('Close')}</span>
            </button>
          </div>
        )}
      </div>
    </BannerContext.Provider>
  );
}

export function useBannerToast(): BannerApi {
  const api = useContext(BannerContext);
  if (!api) throw new Error('useBannerToast outside BannerToastProvider');
  return api;
}
