import { ChevronDown } from 'lucide-react';
import {
  Children,
  type ComponentProps,
  isValidElement,
  type ReactNode,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '../lib/cn.js';

/**
 * The browser's own select, styled like the other fields: phones show their native picker (large,
 * familiar, accessible) and it costs no JavaScript on pages with a tight first-load budget.
 *
 * A select cuts its chosen text to one line, so on a narrow phone a long choice ("What was the name of
 * your first pet?") would show half-written. The select here is see-through and lies over a box that
 * shows the chosen text whole, wrapping onto more lines when it must; taps, keys and the screen reader
 * still meet the select itself.
 */
export function NativeSelect({ className, children, onChange, ref, ...props }: ComponentProps<'select'>) {
  const own = useRef<HTMLSelectElement | null>(null);
  const [shown, setShown] = useState(() => optionText(children, props.value ?? props.defaultValue));
  // After each render: a form library may set the value without a change event.
  useLayoutEffect(() => {
    const text = own.current?.selectedOptions[0]?.text;
    if (text !== undefined && text !== shown) setShown(text);
  });

  return (
    <div className="relative grid">
      <select
        ref={(element) => {
          own.current = element;
          setRef(ref, element);
        }}
        className={cn(
          'peer col-start-1 row-start-1 h-full min-h-11 w-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed',
          className,
        )}
        onChange={(event) => {
          setShown(event.target.selectedOptions[0]?.text ?? '');
          onChange?.(event);
        }}
        {...props}
      >
        {children}
      </select>
      <div
        aria-hidden="true"
        data-select-text
        className="pointer-events-none col-start-1 row-start-1 min-h-11 rounded-lg border border-input bg-surface py-2 pe-10 ps-3 text-base break-words text-foreground peer-focus-visible:ring-3 peer-focus-visible:ring-ring peer-disabled:opacity-50 peer-aria-invalid:border-danger"
      >
        {shown}
      </div>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 opacity-70"
        aria-hidden="true"
      />
    </div>
  );
}

/** The text of the option with this value (or of the first option), as the browser would choose it. */
function optionText(children: ReactNode, value: unknown): string {
  const options = Children.toArray(children).filter(isValidElement) as {
    props: { value?: unknown; children?: ReactNode };
  }[];
  const chosen =
    options.find((o) => value !== undefined && String(o.props.value) === String(value)) ?? options[0];
  const text = chosen?.props.children;
  return typeof text === 'string' || typeof text === 'number' ? String(text) : '';
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
