import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { Input } from '../ui/input.js';

/** A password input with a button that shows the typed text, for people who find masked typing hard. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pe-12" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? t('Hide password') : t('Show password')}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-subtle hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
      >
        {visible ? (
          <EyeOff className="size-5" aria-hidden="true" />
        ) : (
          <Eye className="size-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
