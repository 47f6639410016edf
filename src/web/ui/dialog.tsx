import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, KeyboardEvent } from 'react';
import { useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Marks the close control that Escape presses when a toast is above the dialog (see DialogContent). */
const ESCAPE_CLOSE = 'data-escape-close';

function CloseButton() {
  const t = useT();
  return (
    <DialogPrimitive.Close
      {...{ [ESCAPE_CLOSE]: '' }}
      className="absolute top-2 end-2 rounded-md p-3 text-subtle hover:bg-surface-sunken focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
    >
      <X className="size-5" aria-hidden="true" />
      <span className="sr-only">{t('Close')}</span>
    </DialogPrimitive.Close>
  );
}

/**
 * Escape closes the dialog even when a toast shown after it opened is the top layer (the toast
 * takes the first Escape otherwise). Radix marks an Escape it has handled (an open menu or the
 * dialog itself) as default-prevented; anything else still pending here closes the dialog.
 */
function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  event.currentTarget.querySelector<HTMLButtonElement>(`[${ESCAPE_CLOSE}]`)?.click();
}

const overlay = 'fixed inset-0 z-50 bg-overlay/60 data-[state=open]:animate-in data-[state=open]:fade-in-0';

export function DialogContent({
  className,
  children,
  hideClose = false,
  onKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} />
      <DialogPrimitive.Content
        onKeyDown={(event) => {
          onKeyDown?.(event);
          closeOnEscape(event);
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl focus-visible:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? (
          <DialogPrimitive.Close hidden tabIndex={-1} {...{ [ESCAPE_CLOSE]: '' }} />
        ) : (
          <CloseButton />
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A panel that slides up from the bottom (phones) at the given height. */
export function SheetContent({
  className,
  children,
  onKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} />
      <DialogPrimitive.Content
        onKeyDown={(event) => {
          onKeyDown?.(event);
          closeOnEscape(event);
        }}
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex h-[90dvh] flex-col gap-4 overflow-y-auto rounded-t-3xl bg-surface p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-xl focus-visible:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <CloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pe-8', className)} {...props} />;
}
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-xl font-semibold text-foreground', className)} {...props} />
  );
}
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-subtle', className)} {...props} />;
}
