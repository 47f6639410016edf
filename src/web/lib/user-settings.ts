import { genderPreferences, type UserSettings } from '../../contract/account-values.js';
import { isInterfaceLocale } from '../../i18n/locales.js';

/**
 * The settings answer when it has the shape of UserSettings, else null. Written without zod because
 * the home page needs it on its first load; userSettingsSchema in the contract is the same rule.
 */
export function asUserSettings(data: unknown): UserSettings | null {
  if (typeof data !== 'object' || data === null) return null;
  const v = data as Record<string, unknown>;
  const bool = (x: unknown) => typeof x === 'boolean';
  const gender = v.genderPreference === null || genderPreferences.includes(v.genderPreference as never);
  const zone = v.timeZone === null || typeof v.timeZone === 'string';
  if (!bool(v.enableTranscriptions) || !bool(v.onboardingCompleted) || !bool(v.notificationsEnabled))
    return null;
  if (!gender || !zone) return null;
  const language = isInterfaceLocale(v.interfaceLanguage) ? v.interfaceLanguage : null;
  return { ...(v as UserSettings), interfaceLanguage: language };
}
