import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.js';
import { Button } from './button.js';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.js';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it has one (focus returns there on close). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  /** What the dialog asks about (a reminder's title, a password field), between the text and the buttons. */
  children?: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs; the button is disabled meanwhile. */
  pendingLabel?: string;
  pending?: boolean;
  /** The confirm button is off, without the pending label (what it confirms is not known yet). */
  confirmDisabled?: boolean;
  variant?: 'default' | 'destructive';
  /** Called by the confirm button; not used when `formId` makes it submit a form in `children`. */
  onConfirm?: () => void;
  /** The id of a form in `children`: the confirm button submits it (Enter in a field does too). */
  formId?: string;
  testId?: string;
  /**
   * Where the focus goes once the dialog has closed (call `preventDefault` to place it yourself): a
   * dialog opened from a menu has no trigger of its own to return to.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Asks before an action that cannot be taken back: a title, what happens, Cancel and the confirm
 * button. Radix's dialog gives the focus trap, Escape, the returned focus and the title and
 * description read out by screen readers.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  descriptionClassName,
  children,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending = false,
  confirmDisabled = false,
  variant = 'destructive',
  onConfirm,
  formId,
  testId,
  onCloseAutoFocus,
}: Props) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent data-testid={testId} {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel ?? t('Cancel')}</Button>
          </DialogClose>
          <Button
            variant={variant}
            disabled={pending || confirmDisabled}
            {...(formId ? { type: 'submit', form: formId } : { onClick: onConfirm })}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
