import { Mic, WifiOff } from 'lucide-react';
import type { Translator } from '../../i18n/translate.js';
import { useT } from '../i18n/i18n.js';
import { buttonVariants } from '../ui/button.js';
import { Card, CardContent } from '../ui/card.js';

/** The offline page's document title. */
export const offlineTitle = (t: Translator): string => t("You're offline - Voxpert");

/**
 * What the service worker shows when a page cannot be fetched because the device is offline: a page of
 * its own, rendered at build time with the app's styles and no script (none could load), once per
 * language (the worker shows the one of the address's language, else the chosen one). "Try again"
 * asks for the same address once more; it is this page again until the connection is back.
 */
export function OfflinePage() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="pt-safe border-b border-border bg-surface">
        <div className="px-safe mx-auto flex h-16 max-w-6xl items-center gap-2 text-xl font-bold text-primary-strong">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Mic className="size-5" aria-hidden="true" />
          </span>
          Voxpert
        </div>
      </header>
      <main className="px-safe flex flex-1 items-center justify-center py-12">
        <Card className="w-full max-w-md">
          <CardContent className="flex flex-col items-start gap-4 pt-6">
            <WifiOff className="size-8 text-muted" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-foreground-strong">{t("You're offline")}</h1>
            <p className="text-muted">
              {t(
                'Voxpert needs an internet connection to talk with an expert. Check your connection, then try again.',
              )}
            </p>
            {/* biome-ignore lint/a11y/useValidAnchor: an empty address is this page's own, asked for again (no script here) */}
            <a href="" className={buttonVariants({ size: 'lg' })}>
              {t('Try again')}
            </a>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
