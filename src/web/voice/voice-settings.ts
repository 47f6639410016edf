import type { genderPreferences } from '../../contract/account-values.js';
import { type ConversationLanguage, DEFAULT_LANGUAGE, supportedLanguage } from '../../contract/languages.js';
import {
  DEFAULT_VOICE,
  SPEED_MAX,
  SPEED_MIN,
  SPEED_STEP,
  type SpeechModel,
  type SpeechVoice,
  speechModelIds,
  speechVoices,
} from '../../contract/speech-values.js';
import { readStorage, storageKeys, writeStorage } from '../lib/storage-keys.js';

type GenderPreference = (typeof genderPreferences)[number];

/**
 * Voice settings as kept in local storage under 'voiceSettings': speed, voice,
 * model, the chosen avatar (avatarUrl, voiceName), and whether the expert is muted. The voice is
 * locked while an avatar is set.
 */
export type VoiceSettings = {
  speed: number;
  voice: SpeechVoice;
  model: SpeechModel;
  avatarUrl?: string;
  voiceName?: string;
  /** "Mute the expert": replies are shown, not spoken (a reply played again is still heard). */
  muted?: boolean;
  /** The person chose the voice here (a voice or a preset): their Settings' voice preference no longer applies. */
  voicePicked?: boolean;
};

/** The defaults: voice nova, speed 1, model tts-1. */
export const defaultVoiceSettings: VoiceSettings = { speed: 1, voice: DEFAULT_VOICE, model: 'tts-1' };

export type VoicePreset = {
  id: 'casual' | 'professional' | 'storytelling' | 'technical' | 'energetic';
  voice: SpeechVoice;
  speed: number;
  model: SpeechModel;
};

/** The voice presets (standard = tts-1, HD = tts-1-hd). */
export const voicePresets: readonly VoicePreset[] = [
  { id: 'casual', voice: 'nova', speed: 1, model: 'tts-1' },
  { id: 'professional', voice: 'echo', speed: 0.9, model: 'tts-1-hd' },
  { id: 'storytelling', voice: 'fable', speed: 0.9, model: 'tts-1-hd' },
  { id: 'technical', voice: 'onyx', speed: 0.85, model: 'tts-1-hd' },
  { id: 'energetic', voice: 'shimmer', speed: 1.2, model: 'tts-1' },
];

export const isVoiceLocked = (settings: VoiceSettings): boolean => Boolean(settings.avatarUrl);

/** A speed on the slider's grid (0.25 to 4 in steps of 0.05); anything else falls back to 1. */
export function clampSpeed(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return defaultVoiceSettings.speed;
  const stepped = Math.round(n / SPEED_STEP) * SPEED_STEP;
  return Math.min(SPEED_MAX, Math.max(SPEED_MIN, Number(stepped.toFixed(2))));
}

const isVoice = (v: unknown): v is SpeechVoice => typeof v === 'string' && Object.hasOwn(speechVoices, v);
const isModel = (v: unknown): v is SpeechModel =>
  typeof v === 'string' && (speechModelIds as readonly string[]).includes(v);
const optionalText = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined;

/** Reads what is stored; a missing, damaged or hand-edited value gives the defaults, field by field. */
export function parseVoiceSettings(raw: string | null): VoiceSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // Damaged JSON: start again from the defaults.
  }
  const settings: VoiceSettings = {
    speed: stored.speed === undefined ? defaultVoiceSettings.speed : clampSpeed(stored.speed),
    voice: isVoice(stored.voice) ? stored.voice : defaultVoiceSettings.voice,
    model: isModel(stored.model) ? stored.model : defaultVoiceSettings.model,
  };
  const avatarUrl = optionalText(stored.avatarUrl);
  const voiceName = optionalText(stored.voiceName);
  if (avatarUrl) settings.avatarUrl = avatarUrl;
  if (voiceName) settings.voiceName = voiceName;
  if (stored.muted === true) settings.muted = true;
  if (stored.voicePicked === true) settings.voicePicked = true;
  return settings;
}

export const loadVoiceSettings = (): VoiceSettings =>
  parseVoiceSettings(readStorage(storageKeys.voiceSettings));

export function saveVoiceSettings(settings: VoiceSettings): void {
  writeStorage(storageKeys.voiceSettings, JSON.stringify({ ...settings, isLocked: isVoiceLocked(settings) }));
}

/**
 * The stored conversation language; none chosen yet (or an unknown value), `fallback`: the interface
 * language's (a Spanish page starts a conversation in Spanish), else en-US.
 */
export function loadLanguage(fallback: ConversationLanguage = DEFAULT_LANGUAGE): ConversationLanguage {
  const stored = readStorage(storageKeys.selectedLanguage);
  return (stored && supportedLanguage(stored)) || fallback;
}

export const saveLanguage = (language: ConversationLanguage): void =>
  writeStorage(storageKeys.selectedLanguage, language);

/**
 * A language change changes the voice to the language's default, which is always nova, unless an
 * avatar has locked it.
 */
export function voiceForLanguage(settings: VoiceSettings): VoiceSettings {
  if (isVoiceLocked(settings)) return settings;
  const { voicePicked: _dropped, ...rest } = settings;
  return { ...rest, voice: DEFAULT_VOICE };
}

/** The voice each "Expert voice preference" of the Settings tab stands for. */
export const preferredVoices: Record<GenderPreference, SpeechVoice> = {
  female: 'nova',
  male: 'onyx',
  neutral: 'alloy',
};

/**
 * The settings the expert speaks with: a voice the person picked here (or their avatar's) wins; else
 * the one their Settings' Expert voice preference stands for; else the default.
 */
export function withPreferredVoice(
  settings: VoiceSettings,
  preference: GenderPreference | null,
): VoiceSettings {
  if (settings.voicePicked || isVoiceLocked(settings) || !preference) return settings;
  const voice = preferredVoices[preference];
  return voice === settings.voice ? settings : { ...settings, voice };
}

/** A model the plan allows: HD needs a paid plan (DECISIONS.md); the server enforces it too. */
export function allowedModel(model: SpeechModel, paidPlan: boolean): SpeechModel {
  return model === 'tts-1-hd' && !paidPlan ? 'tts-1' : model;
}
