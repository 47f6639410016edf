import { readStorage, storageKeys, writeStorage } from '../lib/storage-keys.js';
import { clampPause, PAUSE_DEFAULT_MS } from './loop/end-of-turn.js';

/**
 * How the microphone listens, kept in local storage under 'listeningSettings'. Hands-free (the
 * default): after the first tap the person just talks; the turn ends when they pause for `pauseMs`,
 * listening opens again after each reply, and talking over the expert interrupts it. Tap to talk: a
 * tap starts and a tap ends each turn, with the recognizer's generous silence timeouts.
 */
export type ListeningSettings = { mode: 'hands-free' | 'tap'; pauseMs: number };

export const defaultListeningSettings: ListeningSettings = { mode: 'hands-free', pauseMs: PAUSE_DEFAULT_MS };

/** Reads what is stored; a missing, damaged or hand-edited value gives the defaults, field by field. */
export function parseListeningSettings(raw: string | null): ListeningSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // Damaged JSON: the defaults.
  }
  return {
    mode: stored.mode === 'tap' ? 'tap' : 'hands-free',
    pauseMs: stored.pauseMs === undefined ? PAUSE_DEFAULT_MS : clampPause(stored.pauseMs),
  };
}

export const loadListeningSettings = (): ListeningSettings =>
  parseListeningSettings(readStorage(storageKeys.listeningSettings));

export const saveListeningSettings = (settings: ListeningSettings): void =>
  writeStorage(storageKeys.listeningSettings, JSON.stringify(settings));
