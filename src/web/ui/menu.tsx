// Loaded after the first paint, through LazyDropdownMenu (lazy-dropdown-menu.tsx): Radix's dropdown
// menu and what it brings (positioning, focus trap, dismissal, scroll lock) stay out of the first load.
// Import it statically only from code that is itself loaded later.
import { DropdownMenu as Menu } from 'radix-ui';
import { type ComponentProps, type ReactElement, type ReactNode, type RefObject, useEffect } from 'react';
import { cn } from '../lib/cn.js';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        className={cn('z-50 min-w-56 rounded-xl border border-border bg-surface p-1 shadow-lg', className)}
        {...props}
      />
    </Menu.Portal>
  );
}
export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-foreground outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-primary-soft [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}
export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-3 py-2 text-sm text-subtle', className)} {...props} />;
}
export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('my-1 h-px bg-border', className)} {...props} />;
}

/** The pieces a menu's items are made of, handed to the `items` function of a LazyDropdownMenu. */
export const menuParts = {
  Item: DropdownMenuItem,
  Label: DropdownMenuLabel,
  Separator: DropdownMenuSeparator,
  Group: DropdownMenuGroup,
};
export type MenuParts = typeof menuParts;

/** An input on the trigger that asked for the menu before its code had arrived. */
export type MenuIntent = { kind: 'key'; key: string } | { kind: 'pointer'; pointerType: string };

export type LoadedMenuProps = {
  trigger: ReactElement;
  items: (parts: MenuParts) => ReactNode;
  contentProps?: Omit<ComponentProps<typeof DropdownMenuContent>, 'children'> | undefined;
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  triggerRef: RefObject<HTMLElement | null>;
  /** Set when the stand-in trigger had the focus: the real one takes it over. */
  refocus: RefObject<{ focusVisible: boolean } | null>;
  /** The input to replay, if any; taken (and cleared) once. */
  intent: RefObject<MenuIntent | null>;
};

/**
 * The real menu, in place of the stand-in trigger LazyDropdownMenu showed until now. An input the
 * stand-in received is sent again to the real trigger, so Radix opens the menu as it would have: a
 * key focuses the first item, a pointer focuses the menu itself.
 */
export function LoadedDropdownMenu({
  trigger,
  items,
  contentProps,
  open,
  onOpenChange,
  triggerRef,
  refocus,
  intent,
}: LoadedMenuProps) {
  // Runs after Radix's own effects (children's effects run first), so its keyboard tracking is live.
  useEffect(() => {
    const element = triggerRef.current;
    const focus = refocus.current;
    const input = intent.current;
    refocus.current = null;
    intent.current = null;
    if (!element) return;
    if (focus) element.focus({ preventScroll: true, focusVisible: focus.focusVisible } as FocusOptions);
    if (input?.kind === 'key') {
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: input.key, bubbles: true, cancelable: true }),
      );
    } else if (input?.kind === 'pointer') {
      element.dispatchEvent(
        new PointerEvent('pointerdown', {
          button: 0,
          pointerType: input.pointerType,
          bubbles: true,
          cancelable: true,
        }),
      );
    }
  }, [triggerRef, refocus, intent]);

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild ref={triggerRef as RefObject<HTMLButtonElement | null>}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent {...contentProps}>{items(menuParts)}</DropdownMenuContent>
    </DropdownMenu>
  );
}
