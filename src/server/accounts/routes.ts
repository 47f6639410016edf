import type { IncomingHttpHeaders } from 'node:http';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountContract as contract } from '../../contract/account-routes.js';
import type { CurrentUser, User } from '../../contract/accounts.js';
import { featuresFor } from '../../contract/feature-values.js';
import { AVATAR_MAX_BYTES } from '../../contract/voice-avatar-values.js';
import { sendPicture } from '../avatars/send-picture.js';
import { trialUsed } from '../billing/trial-emails.js';
import { planNow } from '../features/features.js';
import { requireUser, type SessionCookie } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
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

export function accountRoutes(deps: AccountDeps & { cookie: SessionCookie }): FastifyPluginAsyncZod {
  const client = (request: { ip: string; headers: IncomingHttpHeaders }): ClientInfo => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    doNotTrack: asksNotToBeTracked(request.headers),
  });

  /**
   * The user, with the plan in force now, the released features that plan gets (early access on a
   * paid plan) and whether Basic's trial is still available to their address.
   */
  const withTrial = async (user: User): Promise<CurrentUser> => {
    const plan = planNow(
      {
        subscriptionType: user.subscriptionType,
        subscriptionStatus: user.subscriptionStatus,
        subscriptionExpiresAt: user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null,
      },
      deps.clock(),
    );
    return {
      ...user,
      trialAvailable: !(await trialUsed(deps.db, user.id, deps.config.sessionSecret)),
      plan,
      features: featuresFor(plan),
    };
  };
  const tags = ['accounts'];

  return async (app) => {
    app.route({
      ...contractRoute(contract.register, { tags, summary: 'Create an account and sign in' }),
      handler: async (request, reply) => {
        const previous = deps.cookie.read(request);
        const { user, token } = await register(deps, request.body, client(request), previous);
        deps.cookie.set(reply, token, true);
        return reply.code(201).send(await withTrial(user));
      },
    });

    app.route({
      ...contractRoute(contract.login, { tags, summary: 'Sign in with e-mail and password' }),
      handler: async (request, reply) => {
        const result = await login(deps, request.body, client(request), deps.cookie.read(request));
        deps.cookie.set(reply, result.token, result.persistent);
        return withTrial(result.user);
      },
    });

    app.route({
      ...contractRoute(contract.logout, { tags, summary: 'Sign out' }),
      handler: async (request, reply) => {
        const answer = await logout(deps.db, deps.cookie.read(request));
        deps.cookie.clear(reply);
        return answer;
      },
    });

    app.route({
      ...contractRoute(contract.user, { tags, summary: 'The signed-in user (401 when signed out)' }),
      handler: async (request) => withTrial(toPublicUser(requireUser(request).user)),
    });

    app.route({
      ...contractRoute(contract.updateProfile, {
        tags,
        summary: 'Change your first and last name (a field left out is kept; an empty one is cleared)',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        return withTrial(toPublicUser(await updateProfile(deps, user.id, request.body)));
      },
    });

    app.route({
      ...contractRoute(contract.changeEmail, {
        tags,
        summary: 'Change your e-mail address (your login), confirmed by your current password',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        return withTrial(toPublicUser(await changeEmail(deps, user.id, request.body, client(request))));
      },
    });

    app.route({
      ...contractRoute(contract.changePassword, {
        tags,
        summary:
          'Change your password (the current one, and a new one by the rules of registration); every other signed-in browser is signed out',
      }),
      handler: async (request) => {
        const { user, sessionId } = requireUser(request);
        return changePassword(deps, user.id, sessionId, request.body, client(request));
      },
    });

    app.route({
      ...contractRoute(contract.picture, {
        tags,
        summary:
          'Your profile picture (image/webp); 404 when you have none. With the current version as v it may be cached for good',
      }),
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        const picture = await readProfilePicture(deps, user.id);
        return sendPicture(reply, picture, request.query.v, 'picture.webp');
      },
    });

    app.route({
      ...contractRoute(contract.removePicture, {
        tags,
        summary: 'Remove your profile picture (the initials are shown again)',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        return withTrial(toPublicUser(await removeProfilePicture(deps, user.id)));
      },
    });

    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 4, fieldSize: 1024 },
      });
      uploads.route({
        ...contractRoute(contract.uploadPicture, {
          tags,
          summary:
            'Your profile picture (multipart: picture, a JPEG, PNG or WebP up to 5 MB). Stored re-encoded: square, 256 px, WebP, without metadata',
        }),
        handler: async (request) => {
          const { user } = requireUser(request);
          return withTrial(toPublicUser(await uploadProfilePicture(deps, user.id, request)));
        },
      });
    });

    app.route({
      ...contractRoute(contract.settings, { tags, summary: "The signed-in user's settings" }),
      handler: async (request) => getSettings(deps, requireUser(request).user.id),
    });

    app.route({
      ...contractRoute(contract.saveSettings, {
        tags,
        summary: 'Save settings (any subset of the fields; the rest are kept)',
      }),
      handler: async (request) => updateSettings(deps, requireUser(request).user.id, request.body),
    });

    app.route({
      ...contractRoute(contract.notificationSettings, {
        tags,
        summary: 'Turn reminder notifications on or off',
      }),
      handler: async (request) => updateSettings(deps, requireUser(request).user.id, request.body),
    });

    app.route({
      ...contractRoute(contract.deleteAccount, {
        tags,
        summary: 'Delete the signed-in account and everything it owns (confirmed by the password)',
      }),
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        const result = await deleteAccount(deps, user.id, request.body, client(request));
        deps.cookie.clear(reply);
        return result;
      },
    });

    app.route({
      ...contractRoute(contract.verifySecurityQuestion, {
        tags,
        summary: 'First step of a password reset: the security question of an e-mail',
      }),
      handler: async (request) => securityQuestionFor(deps, request.body.username, client(request)),
    });

    app.route({
      ...contractRoute(contract.resetPassword, {
        tags,
        summary: 'Second step: set a new password with the security answer',
      }),
      handler: async (request) => resetPassword(deps, request.body, client(request)),
    });
  };
}
