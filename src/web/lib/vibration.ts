import { readStorage, storageKeys, writeStorage } from './storage-keys.js';

/**
 * A short buzz on a phone: when the microphone starts listening, and when a reminder comes due on an
 * open page. Only where the device can (navigator.vibrate; most desktop browsers and iPhones cannot) and
 * while the person has not turned it off in Voice Settings ('Vibrate', kept in local storage, on by
 * default).
 */
export const VIBRATION = {
  listening: 30,
  reminder: [120, 80, 120],
} as const satisfies Record<string, number | readonly number[]>;

export function vibrationOn(read: (key: string) => string | null = readStorage): boolean {
  return read(storageKeys.vibration) !== 'off';
}

export function setVibrationOn(on: boolean): void {
  writeStorage(storageKeys.vibration, on ? 'on' : 'off');
}

/** Buzzes with `pattern` when vibration is on and the device can; answers whether it asked to. */
export function vibrate(
  pattern: number | readonly number[],
  nav: { vibrate?: (pattern: number | number[]) => boolean } | undefined = globalThis.navigator,
  on: () => boolean = vibrationOn,
): boolean {
  if (!nav || typeof nav.vibrate !== 'function' || !on()) return false;
  try {
    return nav.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
  } catch {
    return false;
  }
}
