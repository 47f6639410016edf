import type { IncomingHttpHeaders } from 'node:http';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CurrentUser,
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
  type User,
  updateProfileRequestSchema,
  userSettingsSchema,
  userSettingsUpdateSchema,
  verifySecurityQuestionRequestSchema,
  verifySecurityQuestionResponseSchema,
} from '../../contract/accounts.js';
import { errorBodySchema } from '../../contract/errors.js';
import { AVATAR_MAX_BYTES } from '../../contract/voice-avatar-values.js';
import { sendPicture } from '../avatars/send-picture.js';
import { toSubscriptionView } from '../billing/subscription-view.js';
import { trialUsed } from '../billing/trial-emails.js';
import { requireUser, type SessionCookie } from '../http/auth.js';
import { asksNotToBeTracked } from '../landing/privacy-signals.js';
import { deleteAccount } from './delete-account.js';
import type { AccountDeps, ClientInfo } from './deps.js';
import { login } from './login.js';
import { logout } from './logout.js';
import { resetPassword, securityQuestionFor } from './password-reset.js';
import { changeEmail, changePassword, updateProfile } from './profile.js';
import { readProfilePicture, removeProfilePicture, uploadProfilePicture } from './profile-picture.js';
import { register } from './register.js';
import { getSettings, updateSettings } from './settings.js';
import { toPublicUser } from './user-view.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

export function accountRoutes(deps: AccountDeps & { cookie: SessionCookie }): FastifyPluginAsyncZod {
  const client = (request: { ip: string; headers: IncomingHttpHeaders }): ClientInfo => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    doNotTrack: asksNotToBeTracked(request.headers),
  });

  /** The user, with the plan in force now and whether Basic's trial is still available to their address. */
  const withTrial = async (user: User): Promise<CurrentUser> => ({
    ...user,
    trialAvailable: !(await trialUsed(deps.db, user.id, deps.config.sessionSecret)),
    plan:
      toSubscriptionView(
        {
          subscriptionType: user.subscriptionType,
          subscriptionStatus: user.subscriptionStatus,
          subscriptionExpiresAt: user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null,
        },
        deps.clock(),
      )?.plan ?? 'free',
  });
  const tags = ['accounts'];

  return async (app) => {
    app.post(
      '/api/register',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Create an account and sign in',
          body: registerRequestSchema,
          response: { 201: currentUserSchema, ...errors },
        },
      },
      async (request, reply) => {
        const previous = deps.cookie.read(request);
        const { user, token } = await register(deps, request.body, client(request), previous);
        deps.cookie.set(reply, token, true);
        return reply.code(201).send(await withTrial(user));
      },
    );

    app.post(
      '/api/login',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Sign in with e-mail and password',
          body: loginRequestSchema,
          response: { 200: currentUserSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await login(deps, request.body, client(request), deps.cookie.read(request));
        deps.cookie.set(reply, result.token, result.persistent);
        return withTrial(result.user);
      },
    );

    app.post(
      '/api/logout',
      { schema: { tags: ['accounts'], summary: 'Sign out', response: { 200: successResponseSchema } } },
      async (request, reply) => {
        const answer = await logout(deps.db, deps.cookie.read(request));
        deps.cookie.clear(reply);
        return answer;
      },
    );

    app.get(
      '/api/user',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in user (401 when signed out)',
          response: { 200: currentUserSchema, 401: errorBodySchema },
        },
      },
      async (request) => withTrial(toPublicUser(requireUser(request).user)),
    );

    app.patch(
      '/api/user',
      {
        schema: {
          tags,
          summary: 'Change your first and last name (a field left out is kept; an empty one is cleared)',
          body: updateProfileRequestSchema,
          response: { 200: currentUserSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const { user } = requireUser(request);
        return withTrial(toPublicUser(await updateProfile(deps, user.id, request.body)));
      },
    );

    app.post(
      '/api/user/email',
      {
        schema: {
          tags,
          summary: 'Change your e-mail address (your login), confirmed by your current password',
          body: changeEmailRequestSchema,
          response: { 200: currentUserSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = requireUser(request);
        return withTrial(toPublicUser(await changeEmail(deps, user.id, request.body, client(request))));
      },
    );

    app.post(
      '/api/user/password',
      {
        schema: {
          tags,
          summary:
            'Change your password (the current one, and a new one by the rules of registration); every other signed-in browser is signed out',
          body: changePasswordRequestSchema,
          response: {
            200: successResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) => {
        const { user, sessionId } = requireUser(request);
        return changePassword(deps, user.id, sessionId, request.body, client(request));
      },
    );

    app.get(
      '/api/user/picture',
      {
        schema: {
          tags,
          summary:
            'Your profile picture (image/webp); 404 when you have none. With the current version as v it may be cached for good',
          querystring: profilePictureQuerySchema,
          response: {
            200: z.unknown().describe('The picture (image/webp)'),
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { user } = requireUser(request);
        const picture = await readProfilePicture(deps, user.id);
        return sendPicture(reply, picture, request.query.v, 'picture.webp');
      },
    );

    app.delete(
      '/api/user/picture',
      {
        schema: {
          tags,
          summary: 'Remove your profile picture (the initials are shown again)',
          response: { 200: currentUserSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const { user } = requireUser(request);
        return withTrial(toPublicUser(await removeProfilePicture(deps, user.id)));
      },
    );

    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 4, fieldSize: 1024 },
      });
      uploads.put(
        '/api/user/picture',
        {
          schema: {
            tags,
            summary:
              'Your profile picture (multipart: picture, a JPEG, PNG or WebP up to 5 MB). Stored re-encoded: square, 256 px, WebP, without metadata',
            consumes: ['multipart/form-data'],
            response: {
              200: currentUserSchema,
              400: errorBodySchema,
              401: errorBodySchema,
              413: errorBodySchema,
              415: errorBodySchema,
            },
          },
        },
        async (request) => {
          const { user } = requireUser(request);
          return withTrial(toPublicUser(await uploadProfilePicture(deps, user.id, request)));
        },
      );
    });

    app.get(
      '/api/user/settings',
      {
        schema: {
          tags: ['accounts'],
          summary: "The signed-in user's settings",
          response: { 200: userSettingsSchema, 401: errorBodySchema },
        },
      },
      async (request) => getSettings(deps, requireUser(request).user.id),
    );

    app.post(
      '/api/user/settings',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Save settings (any subset of the fields; the rest are kept)',
          body: userSettingsUpdateSchema,
          response: { 200: userSettingsSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => updateSettings(deps, requireUser(request).user.id, request.body),
    );

    app.post(
      '/api/user/notification-settings',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Turn reminder notifications on or off',
          body: notificationSettingsSchema,
          response: { 200: userSettingsSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => updateSettings(deps, requireUser(request).user.id, request.body),
    );

    app.post(
      '/api/user/delete',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Delete the signed-in account and everything it owns (confirmed by the password)',
          body: deleteAccountRequestSchema,
          response: {
            200: successResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { user } = requireUser(request);
        const result = await deleteAccount(deps, user.id, request.body, client(request));
        deps.cookie.clear(reply);
        return result;
      },
    );

    app.post(
      '/api/verify-security-question',
      {
        schema: {
          tags: ['accounts'],
          summary: 'First step of a password reset: the security question of an e-mail',
          body: verifySecurityQuestionRequestSchema,
          response: { 200: verifySecurityQuestionResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => securityQuestionFor(deps, request.body.username, client(request)),
    );

    app.post(
      '/api/reset-password',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Second step: set a new password with the security answer',
          body: resetPasswordRequestSchema,
          response: { 200: successResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => resetPassword(deps, request.body, client(request)),
    );
  };
}
