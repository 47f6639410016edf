import type { InterfaceLocale } from '../i18n/locales.js';
/**
 * Account values without zod: limits, messages, choices and defaults. The browser imports these on
 * its first load; the zod schemas (accounts.ts) load only when a form validates.
 */
/** Limits and messages of the account forms (see also docs/DECISIONS.md, accounts). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const SECURITY_TEXT_MAX = 200;

export const registrationGenders = ['male', 'female', 'neutral'] as const;
export const adminGenders = ['not_specified', 'male', 'female', 'other'] as const;
export const subscriptionTypes = ['free', 'basic', 'premium'] as const;
export const subscriptionStatuses = ['inactive', 'trial', 'active', 'canceled'] as const;
export const genderPreferences = ['male', 'female', 'neutral'] as const;

export const messages = {
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordCommon: 'This password is too common',
  confirmRequired: 'Please confirm your password',
  passwordsDontMatch: 'Passwords do not match',
  questionRequired: 'Security question is required',
  questionUnlisted: 'Choose one of the listed security questions',
  answerRequired: 'Security answer is required',
  termsRequired: 'You must agree to the terms and conditions',
  nameMax: `Must be at most ${NAME_MAX} characters`,
  textMax: `Must be at most ${SECURITY_TEXT_MAX} characters`,
  usernameTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  resetFailed: 'The security answer does not match our records',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  settingsFailed: 'Failed to update settings',
  invalidTimeZone: 'Unknown time zone',
  loggedOut: 'You have been successfully logged out',
  invalidPassword: 'The password is not correct',
  accountDeleted: 'Your account has been deleted.',
  currentPasswordRequired: 'Please enter your current password',
  profileSaved: 'Your name has been saved.',
  emailChanged: 'Your email address has been changed.',
  passwordChanged:
    'Your password has been changed. Other browsers signed in to your account have been signed out.',
} as const;

/**
 * The profile picture: its formats, and the texts of its upload. The size limit and the texts of a
 * file that is not an image or is too large are those of the avatar pictures (voice-avatar-values.ts).
 */
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const profilePictureMessages = {
  formats: 'Please upload a JPEG, PNG or WebP picture.',
  required: 'Please select a picture to upload.',
  notMultipart: 'Send the picture as multipart/form-data, in the field "picture".',
  notFound: 'No profile picture',
  uploadedTitle: 'Picture updated',
  uploaded: 'Your profile picture has been saved.',
  removedTitle: 'Picture removed',
  removed: 'Your profile picture has been removed.',
  uploadFailed: 'Upload failed',
  removeFailed: 'Failed to remove picture',
} as const;

/**
 * The only security questions an account can have (the register form offers these). An unknown e-mail
 * is answered with one of them as a decoy, so a question never tells whether an account exists.
 */
export const securityQuestions = [
  'What was the name of your first pet?',
  'In what city were you born?',
  "What is your mother's maiden name?",
  'What was the name of your first school?',
  'What was the make of your first car?',
  'What is the name of the street you grew up on?',
  'What was your childhood nickname?',
  'What is your favourite book?',
] as const;

export type UserSettings = {
  enableTranscriptions: boolean;
  genderPreference: (typeof genderPreferences)[number] | null;
  onboardingCompleted: boolean;
  notificationsEnabled: boolean;
  timeZone: string | null;
  /** The interface language the person chose (the switcher), which follows them to other devices. */
  interfaceLanguage: InterfaceLocale | null;
};

export const defaultUserSettings: UserSettings = {
  enableTranscriptions: false,
  genderPreference: null,
  onboardingCompleted: false,
  notificationsEnabled: false,
  timeZone: null,
  interfaceLanguage: null,
};
