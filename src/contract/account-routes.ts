import { z } from 'zod';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  currentUserSchema,
  deleteAccountRequestSchema,
  loginRequestSchema,
  notificationSettingsSchema,
  profilePictureQuerySchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  successResponseSchema,
  updateProfileRequestSchema,
  userSettingsSchema,
  userSettingsUpdateSchema,
  verifySecurityQuestionRequestSchema,
  verifySecurityQuestionResponseSchema,
} from './accounts.js';
import { errorBodySchema } from './errors.js';
import { accountPaths } from './paths/account.js';
import { route } from './route.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
const signedIn = { 400: errorBodySchema, 401: errorBodySchema };

/** Accounts: signing up, in and out, the person's profile, settings and data, and a password reset. */
export const accountContract = {
  register: route(accountPaths.register, {
    body: registerRequestSchema,
    status: 201,
    answer: currentUserSchema,
    errors,
  }),
  login: route(accountPaths.login, { body: loginRequestSchema, answer: currentUserSchema, errors }),
  logout: route(accountPaths.logout, { answer: successResponseSchema, errors: {} }),
  /** 401 when signed out. */
  user: route(accountPaths.user, { answer: currentUserSchema, errors: { 401: errorBodySchema } }),
  updateProfile: route(accountPaths.updateProfile, {
    body: updateProfileRequestSchema,
    answer: currentUserSchema,
    errors: signedIn,
  }),
  changeEmail: route(accountPaths.changeEmail, {
    body: changeEmailRequestSchema,
    answer: currentUserSchema,
    errors,
  }),
  changePassword: route(accountPaths.changePassword, {
    body: changePasswordRequestSchema,
    answer: successResponseSchema,
    errors: { ...signedIn, 429: errorBodySchema },
  }),
  /** The picture itself (image/webp), an image's address, never called through the client. */
  picture: route(accountPaths.picture, {
    query: profilePictureQuerySchema,
    answer: z.unknown().describe('The picture (image/webp)'),
    errors: { 401: errorBodySchema, 404: errorBodySchema },
  }),
  removePicture: route(accountPaths.removePicture, {
    answer: currentUserSchema,
    errors: { 401: errorBodySchema },
  }),
  /** Multipart: `picture`, a JPEG, PNG or WebP. */
  uploadPicture: route(accountPaths.uploadPicture, {
    form: true,
    answer: currentUserSchema,
    errors: { ...signedIn, 413: errorBodySchema, 415: errorBodySchema },
  }),
  settings: route(accountPaths.settings, { answer: userSettingsSchema, errors: { 401: errorBodySchema } }),
  saveSettings: route(accountPaths.saveSettings, {
    body: userSettingsUpdateSchema,
    answer: userSettingsSchema,
    errors: signedIn,
  }),
  notificationSettings: route(accountPaths.notificationSettings, {
    body: notificationSettingsSchema,
    answer: userSettingsSchema,
    errors: signedIn,
  }),
  deleteAccount: route(accountPaths.deleteAccount, {
    body: deleteAccountRequestSchema,
    answer: successResponseSchema,
    errors: { ...signedIn, 429: errorBodySchema },
  }),
  verifySecurityQuestion: route(accountPaths.verifySecurityQuestion, {
    body: verifySecurityQuestionRequestSchema,
    answer: verifySecurityQuestionResponseSchema,
    errors: { 400: errorBodySchema, 429: errorBodySchema },
  }),
  resetPassword: route(accountPaths.resetPassword, {
    body: resetPasswordRequestSchema,
    answer: successResponseSchema,
    errors: { 400: errorBodySchema, 429: errorBodySchema },
  }),
};
