import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { isRightToLeft } from '../../i18n/locales.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { dismissToast, TOAST_DURATION, useToasts } from './use-toast.js';

const variants = {
  default: 'border-border bg-surface text-foreground',
  success: 'border-success-border-strong bg-success-soft text-success-soft-foreground',
  destructive: 'border-danger bg-danger text-danger-foreground',
};

/** The toast region: bottom end (top on phones), swipe towards the end to dismiss, F8 focuses it. */
export function Toaster() {
  const toasts = useToasts();
  const t = useT();
  const rtl = isRightToLeft(useLocale());
  return (
    <Toast.Provider
      duration={TOAST_DURATION}
      swipeDirection={rtl ? 'left' : 'right'}
      swipeThreshold={50}
      label={t('Notification')}
    >
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          duration={toast.duration ?? TOAST_DURATION}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:hidden',
            variants[toast.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {toast.title && <Toast.Title className="font-semibold">{toast.title}</Toast.Title>}
            {toast.description && (
              <Toast.Description className="text-sm opacity-95">{toast.description}</Toast.Description>
            )}
          </div>
          {toast.action}
          <Toast.Close className="absolute top-2 end-2 rounded-md p-1.5 opacity-80 hover:opacity-100 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('Close')}</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Radix puts the keys that reach the list where {hotkey} stands. */}
      <Toast.Viewport
        label={t('Notifications ({hotkey})', { hotkey: '{hotkey}' })}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:end-0 sm:bottom-0 sm:max-w-[420px] sm:flex-col"
      />
    </Toast.Provider>
  );
}
