import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

export const buttonVariants = cva(
  'inline-flex max-w-full items-center justify-center gap-2 text-center rounded-lg text-base font-medium transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-strong',
        destructive: 'bg-danger text-danger-foreground hover:bg-danger-strong',
        outline: 'border border-border-strong bg-surface text-foreground hover:bg-surface-muted',
        secondary: 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-muted',
        ghost: 'text-foreground-soft hover:bg-surface-sunken',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'min-h-11 px-4 py-2',
        // 44 px on a touch screen: a finger needs it.
        sm: 'min-h-9 px-3 text-sm pointer-coarse:min-h-11',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
