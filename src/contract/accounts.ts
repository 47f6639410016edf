import { z } from 'zod';
import { interfaceLocales } from '../i18n/locales.js';
import { featureIds } from './feature-values.js';
import { signupAttributionSchema } from './landing.js';
import { text } from './text.js';

export * from './account-values.js';

import {
  EMAIL_MAX,
  genderPreferences,
  messages,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  registrationGenders,
  SECURITY_TEXT_MAX,
  securityQuestions,
  subscriptionStatuses,
  subscriptionTypes,
  type UserSettings,
} from './account-values.js';

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
      .max(SECURITY_TEXT_MAX, messages.textMax)
      .pipe(z.enum(securityQuestions, { error: messages.questionUnlisted })),
    securityAnswer: text(messages.answerRequired)
      .trim()
      .min(1, messages.answerRequired)
      .max(SECURITY_TEXT_MAX, messages.textMax),
    ...signupAttributionSchema,
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

/**
 * The signed-in user as the app knows them (GET /api/user, and the answers of register and login):
 * the user, the plan in force now, and whether Basic's free trial is still theirs to take. The trial is once per e-mail
 * address, so an address that has had it (in this account or a deleted one) is offered Basic without it.
 */
export const currentUserSchema = userSchema
  .extend({
    trialAvailable: z.boolean(),
    /** The plan in force now (a lapsed or unpaid subscription is Free), paid or granted by support. */
    plan: z.enum(subscriptionTypes),
    /** The released features this person gets now: early-access ones only on a paid plan (trial included). */
    features: z.array(z.enum(featureIds)),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userSettingsSchema = z
  .object({
    enableTranscriptions: z.boolean(),
    genderPreference: z.enum(genderPreferences).nullable(),
    onboardingCompleted: z.boolean(),
    notificationsEnabled: z.boolean(),
    timeZone: text().nullable(),
    interfaceLanguage: z.enum(interfaceLocales).nullable(),
  })
  .meta({ id: 'UserSettings' }) satisfies z.ZodType<UserSettings>;

/** POST /api/user/settings: the client sends the full object; any subset is accepted and merged. */
export const userSettingsUpdateSchema = z
  .object({
    enableTranscriptions: z.boolean(),
    genderPreference: z.enum(genderPreferences).nullable(),
    onboardingCompleted: z.boolean(),
    notificationsEnabled: z.boolean(),
    timeZone: text().max(64).nullable(),
    interfaceLanguage: z.enum(interfaceLocales).nullable(),
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

/** Step 2 of the Reset Password dialog: the request without the e-mail, plus confirmPassword (not sent). */
export const resetPasswordFormSchema = resetPasswordRequestSchema
  .omit({ username: true })
  .extend({ confirmPassword: text(messages.confirmRequired).min(1, messages.confirmRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** POST /api/user/delete: the current password confirms that the account goes, with all it owns. */
export const deleteAccountRequestSchema = z
  .object({ password: text(messages.passwordRequired).min(1, messages.passwordRequired).max(1024) })
  .meta({ id: 'DeleteAccountRequest' });

/** PATCH /api/user: the names shown in the app (a field left out is kept; an empty one is cleared). */
export const updateProfileRequestSchema = z
  .strictObject({ firstName: optionalName, lastName: optionalName })
  .meta({ id: 'UpdateProfileRequest' });

const currentPassword = text(messages.currentPasswordRequired)
  .min(1, messages.currentPasswordRequired)
  .max(1024);

/** POST /api/user/email: a new e-mail address (the username), confirmed by the current password. */
export const changeEmailRequestSchema = z
  .strictObject({ email, currentPassword })
  .meta({ id: 'ChangeEmailRequest' });

/** POST /api/user/password: the current password and a new one, by the rules of registration. */
export const changePasswordRequestSchema = z
  .strictObject({ currentPassword, newPassword: newPasswordSchema })
  .meta({ id: 'ChangePasswordRequest' });

/** The profile's password form: the request plus confirmPassword (not sent). */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: text(messages.confirmRequired).min(1, messages.confirmRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** GET /api/user/picture: the version in the picture's address (then it may be cached for good). */
export const profilePictureQuerySchema = z.object({ v: z.string().max(100).optional() });

export const successResponseSchema = z
  .object({ success: z.boolean(), message: text() })
  .meta({ id: 'SuccessResponse' });

// Request and answer types, inferred from the schemas above (they cost nothing at run time).
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type RegisterForm = z.infer<typeof registerFormSchema>;
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type VerifySecurityQuestionRequest = z.infer<typeof verifySecurityQuestionRequestSchema>;
export type VerifySecurityQuestionResponse = z.infer<typeof verifySecurityQuestionResponseSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export type SuccessResponse = z.infer<typeof successResponseSchema>;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
