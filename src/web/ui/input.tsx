import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { translateMessage } from '../i18n/current.js';
import { cn } from '../lib/cn.js';

const field =
  'w-full rounded-lg border border-input bg-surface px-3 py-2 text-base text-foreground placeholder:text-faint focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring aria-invalid:border-danger disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(field, 'min-h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(field, 'min-h-28', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn('text-sm font-medium text-foreground', className)} {...props} />;
}

/** A labelled form field with its error, wired for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  announce = false,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The error is said aloud as it appears (one the server sent back, after the person pressed submit). */
  announce?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-sm text-subtle">{hint}</p>}
      <FieldError id={id} message={error} announce={announce} />
    </div>
  );
}

/** A field's error message, named by the field's aria-describedby (see fieldAria). */
export function FieldError({
  id,
  message,
  announce = false,
}: {
  id: string;
  message: string | undefined;
  announce?: boolean;
}) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} role={announce ? 'alert' : undefined} className="text-sm font-medium text-danger">
      {translateMessage(message)}
    </p>
  );
}

/** aria props for an input inside FormField. */
export function fieldAria(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}
