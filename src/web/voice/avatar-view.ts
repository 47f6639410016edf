import type { VoiceAvatar } from '../../contract/voice-avatars.js';
import { isVoiceLocked, type VoiceSettings } from './voice-settings.js';

/** The name an avatar goes by: the person's own, else the built-in one. */
export const avatarName = (avatar: VoiceAvatar): string => avatar.customName ?? avatar.displayName;

/** The avatar the voice is locked to, as the list has it now (none while unlocked or not loaded). */
export function chosenAvatar(settings: VoiceSettings, avatars: readonly VoiceAvatar[] | undefined) {
  return isVoiceLocked(settings) ? avatars?.find((a) => a.voiceId === settings.voice) : undefined;
}

/** Settings that choose an avatar: its voice, locked, with its picture and name. */
export function withAvatar(settings: VoiceSettings, avatar: VoiceAvatar): VoiceSettings {
  return { ...settings, voice: avatar.voiceId, avatarUrl: avatar.imageUrl, voiceName: avatarName(avatar) };
}

/**
 * The settings brought up to date with the avatar list: a chosen avatar whose picture or name has
 * changed (or was reset) keeps its voice and shows the new ones. Unchanged settings are the same object.
 */
export function refreshAvatar(settings: VoiceSettings, avatars: readonly VoiceAvatar[] | undefined) {
  const avatar = chosenAvatar(settings, avatars);
  if (!avatar) return settings;
  const next = withAvatar(settings, avatar);
  return next.avatarUrl === settings.avatarUrl && next.voiceName === settings.voiceName ? settings : next;
}
