import { Download, X } from 'lucide-react';
import { useT } from '../i18n/i18n.js';
import { useInstallOffer } from '../lib/use-install-offer.js';
import { Button } from '../ui/button.js';
import { InstallSteps } from '../ui/install-steps.js';

/**
 * After a good conversation: install Voxpert as an app (the browser's prompt, or the steps on an iPhone
 * or iPad). Not a dialog: the conversation goes on under it. "Not now" ends it for good.
 */
export function InstallOfferCard({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { way, install, dismiss } = useInstallOffer(signedIn);
  if (!way) return null;
  return (
    <section
      aria-labelledby="install-offer-title"
      className="relative flex flex-col gap-3 rounded-2xl border border-info-border bg-info-soft p-4 text-info-soft-foreground"
      data-testid="install-offer"
    >
      <Button
        variant="ghost"
        size="icon"
        className="absolute end-1 top-1"
        aria-label={t('Not now')}
        onClick={dismiss}
      >
        <X aria-hidden="true" />
      </Button>
      <h2 id="install-offer-title" className="pe-10 text-lg font-semibold">
        {t('Keep Voxpert on your home screen')}
      </h2>
      <p>{t('Install Voxpert as an app: it opens in its own window, and your reminders can reach you.')}</p>
      {way === 'ios-steps' ? (
        <InstallSteps />
      ) : (
        <Button className="self-start" onClick={() => void install()}>
          <Download aria-hidden="true" /> {t('Install Voxpert')}
        </Button>
      )}
    </section>
  );
}
