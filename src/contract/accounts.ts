import { z } from 'zod';
import { text } from './text.js';

/** Limits and messages of spec section 5 and DECISIONS.md (accounts). */
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
} as const;

const email = text(messages.emailRequired)
  .trim()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX, messages.invalidEmail)
  .pipe(z.email({ error: messages.invalidEmail }));

/** Password rules shared by register and reset (the common-password check runs on the server). */
export const newPasswordSchema = text(messages.passwordMin)
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.passwordMax);

const optionalName = text().trim().max(NAME_MAX, messages.nameMax).optional();

export const loginRequestSchema = z
  .object({
    username: text(messages.emailRequired).trim().min(1, messages.emailRequired).max(EMAIL_MAX),
    password: text(messages.passwordRequired).min(1, messages.passwordRequired).max(1024),
    rememberMe: z.boolean().optional(),
  })
  .meta({ id: 'LoginRequest' });

export const registerRequestSchema = z
  .object({
    firstName: optionalName,
    lastName: optionalName,
    gender: z.enum([...registrationGenders, '']).optional(),
    username: email,
    password: newPasswordSchema,
    securityQuestion: text(messages.questionRequired)
      .trim()
      .min(1, messages.questionRequired)
      .max(SECURITY_TEXT_MAX, messages.textMax),
    securityAnswer: text(messages.answerRequired)
      .trim()
      .min(1, messages.answerRequired)
      .max(SECURITY_TEXT_MAX, messages.textMax),
  })
  .meta({ id: 'RegisterRequest' });

/** The browser's register form: the request plus confirmPassword and terms, which are not sent. */
export const registerFormSchema = registerRequestSchema
  .extend({
    confirmPassword: text(messages.confirmRequired).min(1, messages.confirmRequired),
    terms: z.literal(true, { error: messages.termsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const userSchema = z
  .object({
    id: z.number().int(),
    username: text(),
    firstName: text().nullable(),
    lastName: text().nullable(),
    gender: text().nullable(),
    isAdmin: z.boolean(),
    subscriptionType: z.enum(subscriptionTypes),
    subscriptionStatus: z.enum(subscriptionStatuses),
    subscriptionExpiresAt: text().nullable(),
    avatarUrl: text().nullable(),
    avatarLastUpdated: text().nullable(),
    createdAt: text(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const userSettingsSchema = z
  .object({
    enableTranscriptions: z.boolean(),
    genderPreference: z.enum(genderPreferences).nullable(),
    onboardingCompleted: z.boolean(),
    notificationsEnabled: z.boolean(),
    timeZone: text().nullable(),
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const defaultUserSettings: UserSettings = {
  enableTranscriptions: false,
  genderPreference: null,
  onboardingCompleted: false,
  notificationsEnabled: false,
  timeZone: null,
};

/** POST /api/user/settings: the client sends the full object; any subset is accepted and merged. */
export const userSettingsUpdateSchema = z
  .object({
    enableTranscriptions: z.boolean(),
    genderPreference: z.enum(genderPreferences).nullable(),
    onboardingCompleted: z.boolean(),
    notificationsEnabled: z.boolean(),
    timeZone: text().max(64).nullable(),
  })
  .partial()
  .strict()
  .meta({ id: 'UserSettingsUpdate' });

export const notificationSettingsSchema = z
  .object({ notificationsEnabled: z.boolean() })
  .meta({ id: 'NotificationSettings' });

export const verifySecurityQuestionRequestSchema = z
  .object({ username: email })
  .meta({ id: 'VerifySecurityQuestionRequest' });

export const verifySecurityQuestionResponseSchema = z
  .object({ securityQuestion: text() })
  .meta({ id: 'VerifySecurityQuestionResponse' });

export const resetPasswordRequestSchema = z
  .object({
    username: email,
    securityAnswer: text(messages.answerRequired)
      .trim()
      .min(1, messages.answerRequired)
      .max(SECURITY_TEXT_MAX, messages.textMax),
    newPassword: newPasswordSchema,
  })
  .meta({ id: 'ResetPasswordRequest' });

/** POST /api/user/delete: the current password confirms that the account goes, with all it owns. */
export const deleteAccountRequestSchema = z
  .object({ password: text(messages.passwordRequired).min(1, messages.passwordRequired).max(1024) })
  .meta({ id: 'DeleteAccountRequest' });

export const successResponseSchema = z
  .object({ success: z.boolean(), message: text() })
  .meta({ id: 'SuccessResponse' });

/** The questions the register form offers; an unknown e-mail is answered with one of these as a decoy. */
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
