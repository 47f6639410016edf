import { Toast } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button.js';

/** A button inside a toast; `altText` says what it does for screen readers that skip the toast. */
export function ToastAction({
  altText,
  onClick,
  children,
}: {
  altText: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Toast.Action altText={altText} asChild>
      <Button size="sm" variant="outline" className="shrink-0 self-center" onClick={onClick}>
        {children}
      </Button>
    </Toast.Action>
  );
}
