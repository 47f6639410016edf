// The yardstick of the api-user bench: a bare Fastify server that does for GET /api/user only what
// the work itself needs (read the session cookie, hash the token, one indexed query joining sessions
// and users, a JSON answer), on the same database and pool size as the real server, with no logger,
// hooks, security headers or schemas. Started by bench/api-user.ts in a process of its own:
// DATABASE_URL, PORT and DATABASE_POOL_MAX from the environment.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
const query = {
  name: 'bare_find_session',
  text:
    'select s.id as session_id, s.last_seen_at, s.persistent, u.* from sessions s ' +
    'join users u on u.id = s.user_id where s.token_hash = $1 limit 1',
};

const app = Fastify();
app.get('/readyz', async () => ({ status: 'ready' }));
app.get('/api/user', async (request, reply) => {
  const token = /(?:^|;\s*)vox_session=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return reply.code(401).send({ error: 'UNAUTHORIZED' });
  const hash = createHash('sha256').update(decodeURIComponent(token)).digest('base64url');
  const { rows } = await pool.query({ ...query, values: [hash] });
  const row = rows[0];
  if (!row) return reply.code(401).send({ error: 'UNAUTHORIZED' });
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    isAdmin: row.is_admin,
    subscriptionType: row.subscription_type,
    subscriptionStatus: row.subscription_status,
    subscriptionExpiresAt: row.subscription_expires_at?.toISOString() ?? null,
    avatarUrl: row.avatar_url,
    avatarLastUpdated: row.avatar_last_updated?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
});

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
