import { Slot } from 'radix-ui';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { LoadedMenuProps, MenuIntent, MenuParts } from './menu.js';

// Dropdown menus load after the first paint. Radix's menu brings its own positioning, focus trap,
// dismissal and scroll lock code, which no page needs to paint, so the first load carries only the
// trigger buttons. The menu code starts loading as soon as the browser is idle after the first render
// (or at once when a trigger is pointed at, focused or pressed); a press that comes sooner opens the
// menu when the code arrives, as Radix would have opened it for that input.

type MenuModule = typeof import('./menu.js');

export type { MenuParts };

let loading: Promise<MenuModule> | null = null;
let loaded: MenuModule | null = null;

/** Fetches the menu code once; every menu gets the same module. A failed fetch is tried again. */
export function loadMenu(): Promise<MenuModule> {
  loading ??= import('./menu.js').then(
    (module) => {
      loaded = module;
      return module;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** Calls `run` when the browser is next idle (at most `timeout` ms later); returns a cancel function. */
function whenIdle(run: () => void, timeout = 500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

type Props = Pick<LoadedMenuProps, 'contentProps' | 'open' | 'onOpenChange'> & {
  /** The button that opens the menu, shown at once (one element that can hold a ref). */
  trigger: ReactElement;
  /** The menu's items, built from the parts the menu code brings. */
  items: (parts: MenuParts) => ReactNode;
};

/**
 * A Radix dropdown menu whose code loads after the first paint. Until it has arrived the trigger is
 * shown as it will be (same element, same accessible name, aria-haspopup and aria-expanded), and the
 * inputs that open a Radix menu (a primary-button press, Enter, Space, ArrowDown) are remembered and
 * replayed on the real trigger.
 */
export function LazyDropdownMenu({ trigger, items, contentProps, open, onOpenChange }: Props) {
  const [menu, setMenu] = useState<MenuModule | null>(loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const refocus = useRef<{ focusVisible: boolean } | null>(null);
  const intent = useRef<MenuIntent | null>(null);
  const live = useRef(true);

  const adopt = useCallback((module: MenuModule) => {
    if (!live.current) return;
    const element = triggerRef.current;
    // The stand-in trigger is about to be replaced; the real one takes over its focus.
    if (element && element === document.activeElement) {
      refocus.current = { focusVisible: element.matches(':focus-visible') };
    }
    setMenu(() => module);
  }, []);

  const request = useCallback(() => {
    loadMenu().then(adopt, (error: unknown) => {
      // Someone is waiting for this menu: let the error boundary say so (a new version offers a reload).
      if (live.current && intent.current) setFailure({ error });
    });
  }, [adopt]);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (menu) return;
    // A failed fetch here is quiet: the next press on the trigger tries again.
    return whenIdle(() => loadMenu().then(adopt, () => {}));
  }, [menu, adopt]);

  if (failure) throw failure.error;

  if (menu) {
    return (
      <menu.LoadedDropdownMenu
        trigger={trigger}
        items={items}
        contentProps={contentProps}
        open={open}
        onOpenChange={onOpenChange}
        triggerRef={triggerRef}
        refocus={refocus}
        intent={intent}
      />
    );
  }

  // The same inputs Radix's trigger answers, with the same default actions prevented.
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || event.ctrlKey) return;
    const opening = intent.current === null;
    intent.current = opening ? { kind: 'pointer', pointerType: event.pointerType } : null;
    if (opening) event.preventDefault();
    request();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (event.key === 'ArrowDown') intent.current = { kind: 'key', key: event.key };
    else intent.current = intent.current === null ? { kind: 'key', key: event.key } : null;
    request();
  };

  return (
    <Slot.Root
      ref={triggerRef}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onPointerEnter={request}
      onFocus={request}
    >
      {trigger}
    </Slot.Root>
  );
}
