import { freePort, type RunningServer, startServer, tempDataDir } from '../tools/server-process.js';
import { admins, test as base } from './fixtures.js';

/** A copy of the production build on a free port with an embedded database of its own; `env` adds settings. */
export async function startOwnServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(tempDataDir(), await freePort(), {
    NODE_ENV: 'test',
    ADMIN_EMAILS: admins.join(','),
    ATTEMPT_LIMIT_MULTIPLIER: '100',
    WEB_DIR: process.env.WEB_OUT_DIR ?? 'dist/web',
    ...env,
  });
}

/**
 * Tests against a copy of the production server of their own (own embedded database), for actions
 * that reach every account, such as ending every non-admin session: they must not sign out the users
 * of tests running at the same time. `baseURL` is its address.
 */
export const test = base.extend<object, { ownServer: { url: string }; ownServerEnv: Record<string, string> }>(
  {
    /** More settings for the server (`test.use({ ownServerEnv: {...} })`). */
    ownServerEnv: [{}, { scope: 'worker', option: true }],
    ownServer: [
      async ({ ownServerEnv }, use) => {
        let server: RunningServer | null = null;
        try {
          server = await startOwnServer(ownServerEnv);
          await use({ url: server.url });
        } finally {
          await server?.stop();
        }
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.url),
  },
);

export { expect, expectToast } from './fixtures.js';
