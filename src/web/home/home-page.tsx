import { lazy, Suspense, useState } from 'react';
import { displayName, useAuth } from '../auth/use-auth.js';
import { useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { VoiceScreen } from '../voice/voice-screen.js';
import { ConversationStarter } from './conversation-starter.js';
import { InfoCards } from './info-cards.js';
import { HomeAlerts, useHomeAlerts } from './use-home-alerts.js';
import { useOnboarding } from './use-onboarding.js';

// The tutorial and the welcome popup load when first opened (then stay mounted, so they close as Radix
// closes a dialog): Radix's dialog, focus trap and scroll lock are not needed to paint the page.
const OnboardingTutorial = lazy(() =>
  import('./onboarding-tutorial.js').then((m) => ({ default: m.OnboardingTutorial })),
);
const WelcomePopup = lazy(() => import('./welcome-popup.js').then((m) => ({ default: m.WelcomePopup })));

/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** Home (/): open to everyone; guests chat unsaved, signed-in users also find their conversations here. */
export default function HomePage() {
  const t = useT();
  usePageTitle('');
  const { user } = useAuth();
  const { alerts, show, dismiss } = useHomeAlerts();
  const onboarding = useOnboarding();
  const tutorialUsed = useOnceTrue(onboarding.tutorialOpen);
  const welcomeUsed = useOnceTrue(onboarding.welcomeOpen);

  return (
    <div
      className={cn(
        'mx-auto flex max-w-5xl flex-col gap-6 px-4 sm:gap-8',
        user ? 'py-4 sm:py-6' : 'py-6 sm:py-12',
      )}
    >
      {/* Signed in, the invitation makes way: a greeting, and the microphone near the top. */}
      {user ? (
        <h1 className="text-center text-lg font-medium text-primary-strong">
          {t('Good to see you, {name}.', { name: displayName(user) })}
        </h1>
      ) : (
        <div className="flex flex-col gap-3 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-balance text-foreground-strong sm:text-5xl">
            {t('Talk with an expert who has time for you')}
          </h1>
          <p className="mx-auto max-w-2xl text-base text-balance text-muted sm:text-xl">
            {t(
              'Ask a question out loud and hear a warm, thoughtful answer from an AI expert in business, science, technology, sport, the arts or personal coaching, in your own language and at any hour.',
            )}
          </p>
        </div>
      )}

      <HomeAlerts alerts={alerts} onDismiss={dismiss} />
      <VoiceScreen />
      <ConversationStarter onAlert={show} />
      <InfoCards />

      <Suspense fallback={null}>
        {tutorialUsed && (
          <OnboardingTutorial open={onboarding.tutorialOpen} onDone={onboarding.finishTutorial} />
        )}
        {welcomeUsed && (
          <WelcomePopup
            open={onboarding.welcomeOpen}
            name={user?.firstName?.trim() ?? ''}
            onClose={onboarding.closeWelcome}
            onShowTutorial={onboarding.openTutorial}
          />
        )}
      </Suspense>
    </div>
  );
}
