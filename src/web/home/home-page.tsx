import { displayName, useAuth } from '../auth/use-auth.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { VoiceScreen } from '../voice/voice-screen.js';
import { ConversationStarter } from './conversation-starter.js';
import { InfoCards } from './info-cards.js';
import { OnboardingTutorial } from './onboarding-tutorial.js';
import { HomeAlerts, useHomeAlerts } from './use-home-alerts.js';
import { useOnboarding } from './use-onboarding.js';
import { WelcomePopup } from './welcome-popup.js';

/** Home (/): open to everyone; guests chat unsaved, signed-in users also find their conversations here. */
export default function HomePage() {
  usePageTitle('');
  const { user } = useAuth();
  const { alerts, show, dismiss } = useHomeAlerts();
  const onboarding = useOnboarding();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:gap-8 sm:py-12">
      <div className="flex flex-col gap-3 text-center">
        {user && (
          <p className="text-lg font-medium text-primary-strong">Good to see you, {displayName(user)}.</p>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-balance text-foreground-strong sm:text-5xl">
          Talk with an expert who has time for you
        </h1>
        <p className="mx-auto max-w-2xl text-base text-balance text-muted sm:text-xl">
          Ask a question out loud and hear a warm, thoughtful answer from an AI expert in business, science,
          technology, sport, the arts or personal coaching, in your own language and at any hour.
        </p>
      </div>

      <HomeAlerts alerts={alerts} onDismiss={dismiss} />
      <VoiceScreen />
      <ConversationStarter onAlert={show} />
      <InfoCards />

      <OnboardingTutorial open={onboarding.tutorialOpen} onDone={onboarding.finishTutorial} />
      <WelcomePopup
        open={onboarding.welcomeOpen}
        name={user?.firstName?.trim() ?? ''}
        onClose={onboarding.closeWelcome}
        onShowTutorial={onboarding.openTutorial}
      />
    </div>
  );
}
