import { readStorage, storageKeys, writeStorage } from './storage-keys.js';

/**
 * Installing Voxpert as an app (it has a web app manifest and a service worker): the rules for when it
 * is offered, and what the browser says about it. The offer comes after a person's first good
 * conversation (their REPLIES_BEFORE_OFFER-th reply answered in this visit, signed in), never on a first
 * load; not in the installed app itself; not again once dismissed. Chromium-based browsers install
 * through their own prompt (the `beforeinstallprompt` event, kept until then); iPhone and iPad have
 * no prompt, so the offer shows the steps: Share, then Add to Home Screen. Other browsers get no offer.
 */

export const REPLIES_BEFORE_OFFER = 2;

/** How this browser installs an app: its own prompt, the steps of iPhone and iPad, or not at all. */
export type InstallWay = 'prompt' | 'ios-steps' | null;

export type InstallFacts = {
  signedIn: boolean;
  /** Replies answered in full in this visit. */
  replies: number;
  /** Already running as the installed app. */
  standalone: boolean;
  dismissed: boolean;
  /** A `beforeinstallprompt` event is kept (the browser may install now). */
  canPrompt: boolean;
  appleMobile: boolean;
};

/** Whether to offer installing now, and how. */
export function installOffer(facts: InstallFacts): InstallWay {
  if (!facts.signedIn || facts.standalone || facts.dismissed) return null;
  if (facts.replies < REPLIES_BEFORE_OFFER) return null;
  if (facts.canPrompt) return 'prompt';
  return facts.appleMobile ? 'ios-steps' : null;
}

/** The part of `navigator` that tells an iPhone or iPad (iPadOS says it is a Mac, with a touch screen). */
export type DeviceNavigator = { userAgent: string; platform?: string; maxTouchPoints?: number };

export function isAppleMobile(nav: DeviceNavigator): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(nav.userAgent)) return true;
  return /\bMacintosh\b/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1;
}

/**
 * Reminders reach an iPhone or iPad only in the installed app (iOS 16.4 and later give Web Push to a
 * web app added to the Home Screen, and none to a Safari tab): there, the way to them is installing.
 */
export function pushNeedsInstall(appleMobile: boolean, standalone: boolean): boolean {
  return appleMobile && !standalone;
}

/** The browser's install prompt event (Chromium's, not in the DOM's types). */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type Listener = () => void;

/**
 * What the page knows about installing, as a small store: the kept prompt, the replies of this visit
 * and the dismissal. Made with its browser parts, so tests drive it.
 */
export function createInstallState(deps: {
  standalone: () => boolean;
  appleMobile: () => boolean;
  readDismissed: () => boolean;
  writeDismissed: () => void;
}) {
  let prompt: InstallPromptEvent | null = null;
  let replies = 0;
  let dismissed = deps.readDismissed();
  let installed = false;
  const listeners = new Set<Listener>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The browser may install now: its prompt is kept for the offer (and its own banner held back). */
    promptAvailable(event: InstallPromptEvent): void {
      event.preventDefault();
      prompt = event;
      changed();
    },
    installedNow(): void {
      installed = true;
      prompt = null;
      changed();
    },
    replied(): void {
      replies += 1;
      changed();
    },
    way(signedIn: boolean): InstallWay {
      return installOffer({
        signedIn,
        replies,
        standalone: installed || deps.standalone(),
        dismissed,
        canPrompt: prompt !== null,
        appleMobile: deps.appleMobile(),
      });
    },
    dismiss(): void {
      dismissed = true;
      deps.writeDismissed();
      changed();
    },
    /** Opens the browser's prompt (once: a prompt cannot be shown twice). Accepted or not, the offer ends. */
    async install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
      const kept = prompt;
      if (!kept) return 'unavailable';
      prompt = null;
      await kept.prompt();
      const { outcome } = await kept.userChoice;
      if (outcome === 'accepted') installed = true;
      else {
        dismissed = true;
        deps.writeDismissed();
      }
      changed();
      return outcome;
    },
  };
}

export type InstallState = ReturnType<typeof createInstallState>;

/** Running as the installed app (a standalone window; iOS's own flag for a Home Screen app). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function isAppleMobileBrowser(): boolean {
  return typeof navigator !== 'undefined' && isAppleMobile(navigator);
}

/** The page's install state, listening to the browser from the moment the app starts. */
export const installState = createInstallState({
  standalone: isStandalone,
  appleMobile: isAppleMobileBrowser,
  readDismissed: () => readStorage(storageKeys.installOfferDismissed) === 'true',
  writeDismissed: () => writeStorage(storageKeys.installOfferDismissed, 'true'),
});

/** Called once as the app starts: the prompt can come at any time after the page has loaded. */
export function watchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) =>
    installState.promptAvailable(event as InstallPromptEvent),
  );
  window.addEventListener('appinstalled', () => installState.installedNow());
}
