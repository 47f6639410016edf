import { Languages } from 'lucide-react';
import { useEffect, useId } from 'react';
import {
  type InterfaceLocale,
  interfaceLocales,
  isInterfaceLocale,
  localeNames,
  splitLocalePath,
  textDirection,
} from '../../i18n/locales.js';
import { accountApi } from '../auth/queries.js';
import { useAuth } from '../auth/use-auth.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { hasRememberedLocale, rememberLocale, switchLocale } from '../i18n/switch-locale.js';
import { cn } from '../lib/cn.js';
import { asUserSettings } from '../lib/user-settings.js';

/**
 * The interface language, for everyone (no account needed). Each language is listed by its own name,
 * in its own script and direction. A signed-in person's choice is saved in their settings too, so it
 * follows them to their other devices; the page then loads again in the chosen language.
 */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { user } = useAuth();
  const id = useId();
  const choose = async (next: InterfaceLocale) => {
    if (user)
      // Saved before the page is left; if it cannot be saved, the choice still holds in this browser.
      await accountApi.saveSettings({ body: { interfaceLanguage: next } }).catch(() => {});
    switchLocale(next);
  };
  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('Display language')}
      </label>
      <Languages className="pointer-events-none absolute start-2.5 size-4 text-muted" aria-hidden="true" />
      <select
        id={id}
        value={isInterfaceLocale(locale) ? locale : 'en'}
        onChange={(event) => {
          if (isInterfaceLocale(event.target.value)) void choose(event.target.value);
        }}
        className={cn(
          'min-h-11 cursor-pointer appearance-none rounded-lg border border-border bg-surface ps-8 pe-3 text-sm text-foreground hover:bg-surface-sunken focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
          compact && 'max-w-28',
        )}
      >
        {interfaceLocales.map((code) => (
          <option key={code} value={code} lang={code} dir={textDirection(code)}>
            {localeNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A signed-in person's saved language, brought to a browser that has none yet (a new device): the page
 * loads again in it. A language already chosen in this browser, or an address with a language, wins.
 */
export function useStoredLanguage(): void {
  const { user } = useAuth();
  const locale = useLocale();
  useEffect(() => {
    if (!user || hasRememberedLocale()) return;
    const controller = new AbortController();
    accountApi
      .settings(undefined, { signal: controller.signal })
      .then((data) => {
        const stored = asUserSettings(data)?.interfaceLanguage;
        if (!stored) return;
        rememberLocale(stored);
        if (stored !== locale && !splitLocalePath(window.location.pathname).locale) switchLocale(stored);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [user, locale]);
}
