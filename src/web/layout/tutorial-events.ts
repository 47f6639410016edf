/** 'View App Tutorial' in the help menu asks the home page to show the onboarding tutorial. */
const EVENT = 'voxpert:open-tutorial';

export function openTutorial(): void {
  if (window.location.pathname !== '/') {
    window.location.assign('/?tutorial=1');
    return;
  }
  window.dispatchEvent(new Event(EVENT));
}

export function onOpenTutorial(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
