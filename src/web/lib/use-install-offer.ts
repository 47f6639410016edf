import { useCallback, useSyncExternalStore } from 'react';
import { type InstallWay, installState } from './install-offer.js';

/** The install offer for this screen: how to offer it now (or null), install and dismiss. */
export function useInstallOffer(signedIn: boolean): {
  way: InstallWay;
  install: () => Promise<unknown>;
  dismiss: () => void;
} {
  const read = useCallback(() => installState.way(signedIn), [signedIn]);
  const way = useSyncExternalStore(installState.subscribe, read, () => null);
  return { way, install: installState.install, dismiss: installState.dismiss };
}
