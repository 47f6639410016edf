import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages as accountMessages, type UserSettings } from '../../contract/account-values.js';
import { useAuth } from '../auth/use-auth.js';
import { onOpenTutorial } from '../layout/tutorial-events.js';
import { errorMessage } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { readStorage, storageKeys, writeStorage } from '../lib/storage-keys.js';
import { markWelcomed, wasWelcomed } from '../lib/welcome-session.js';
import { saveSettings, settingsKeys, settingsQueries } from '../profile/queries.js';
import { toast } from '../ui/use-toast.js';

/**
 * A "visit" is one page load: the tutorial or the welcome popup opens by itself at most once per load
 * and user, not again each time the person comes back to / inside the app.
 */
const greetedThisLoad = new Set<number>();
/** Once the tutorial was asked for (help menu, ?tutorial=1), this load greets nobody on top of it. */
let tutorialAskedThisLoad = false;

/**
 * Onboarding. For a signed-in user whose settings loaded: onboardingCompleted false and no
 * hasSeenOnboarding flag -> the tutorial (and the flag is set). A later visit -> the welcome popup,
 * once per browser session and not in the session that registered the account, unless
 * hideWelcomePopup is set (also once onboarding is completed).
 * The help menu's View App Tutorial and ?tutorial=1 open the tutorial for anyone.
 */
export function useOnboarding() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const [welcomeOpen, setWelcomeOpen] = useState(false);

  const settingsQuery = useQuery({ ...settingsQueries.current(), enabled: !!user, retry: 1 });
  const settings: UserSettings | null = user ? (settingsQuery.data ?? null) : null;

  const openTutorial = useCallback(() => {
    tutorialAskedThisLoad = true;
    setWelcomeOpen(false);
    setTutorialOpen(true);
  }, []);

  useEffect(() => onOpenTutorial(openTutorial), [openTutorial]);

  const wantsTutorial = params.get('tutorial') === '1';
  useEffect(() => {
    if (!wantsTutorial) return;
    openTutorial();
    setParams(
      (current) => {
        current.delete('tutorial');
        return current;
      },
      { replace: true },
    );
  }, [wantsTutorial, openTutorial, setParams]);

  const onboardingCompleted = settings?.onboardingCompleted;
  useEffect(() => {
    if (!user || onboardingCompleted === undefined || greetedThisLoad.has(user.id)) return;
    greetedThisLoad.add(user.id);
    if (tutorialAskedThisLoad) return;
    if (!onboardingCompleted && readStorage(storageKeys.hasSeenOnboarding) === null) {
      writeStorage(storageKeys.hasSeenOnboarding, 'true');
      markWelcomed(user.id);
      setTutorialOpen(true);
    } else if (readStorage(storageKeys.hideWelcomePopup) === null && !wasWelcomed(user.id)) {
      markWelcomed(user.id);
      setWelcomeOpen(true);
    }
  }, [user, onboardingCompleted]);

  const { mutate: saveCompleted } = useMutation({
    // The full settings object; only the flag when the settings never loaded.
    mutationFn: () =>
      saveSettings(settings ? { ...settings, onboardingCompleted: true } : { onboardingCompleted: true }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueries.current().queryKey, saved),
    onError: (error) => {
      toast({
        title: accountMessages.settingsFailed,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });

  /** 'Get Started', Skip, the close button and Escape all count as completing the tutorial. */
  const finishTutorial = useCallback(() => {
    setTutorialOpen(false);
    if (user) saveCompleted();
  }, [user, saveCompleted]);

  const closeWelcome = useCallback((dontShowAgain: boolean) => {
    if (dontShowAgain) writeStorage(storageKeys.hideWelcomePopup, 'true');
    setWelcomeOpen(false);
  }, []);

  return { tutorialOpen, welcomeOpen, openTutorial, finishTutorial, closeWelcome, setWelcomeOpen };
}
