/** The app's local-storage keys. */
export const storageKeys = {
  voiceSettings: 'voiceSettings',
  listeningSettings: 'listeningSettings',
  selectedLanguage: 'selectedLanguage',
  extractRemindersEnabled: 'extractRemindersEnabled',
  hideWelcomePopup: 'hideWelcomePopup',
  hasSeenOnboarding: 'hasSeenOnboarding',
  landingAttribution: 'landingAttribution',
  installOfferDismissed: 'installOfferDismissed',
  vibration: 'vibration',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the preference simply is not kept.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing kept to remove.
  }
}
