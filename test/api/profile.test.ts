import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, profilePictureMessages } from '../../src/contract/accounts.js';
import { accountExportSchema } from '../../src/contract/privacy.js';
import { AVATAR_MAX_BYTES, avatarMessages } from '../../src/contract/voice-avatars.js';
import { profilePictures } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import { expectError } from '../helpers/http-assertions.js';
import { multipart, type Part } from '../helpers/multipart.js';
import { photo } from '../helpers/pictures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function signedIn() {
  const client = t.client();
  const credentials = await client.register();
  return { client, ...credentials };
}

const patch = (client: TestClient, body: unknown) => client.request('PATCH', '/api/user', body);

function putPicture(client: TestClient, parts: Part[]) {
  const body = multipart(parts);
  return client.request('PUT', '/api/user/picture', body.payload, body.headers);
}
const picture = (data: Buffer, type = 'image/jpeg', filename = 'me.jpg'): Part => ({
  name: 'picture',
  filename,
  type,
  data,
});

/** The picture's bytes as the browser gets them (the test client reads text). */
async function fetchImage(client: TestClient, url: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

describe('PATCH /api/user: the name', () => {
  it('changes the first and last name, trimmed; an empty one is cleared, one left out is kept', async () => {
    const { client } = await signedIn();
    const res = await patch(client, { firstName: '  Grace ', lastName: 'Hopper' });
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      trialAvailable: true,
      plan: 'free',
    });
    expect((await client.get('/api/user')).json).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });

    const cleared = await patch(client, { lastName: '' });
    expect(cleared.json).toMatchObject({ firstName: 'Grace', lastName: null });
  });

  it('refuses a name that is too long, an unknown field, and guests', async () => {
    const { client } = await signedIn();
    const long = await patch(client, { firstName: 'x'.repeat(101) });
    expectError(long, 400, 'VALIDATION_ERROR');
    expect(long.json.fields).toEqual({ firstName: messages.nameMax });
    expectError(await patch(client, { username: 'someone@example.com' }), 400, 'VALIDATION_ERROR');
    expect((await client.get('/api/user')).json.firstName).toBe('Ada');
    expectError(await patch(t.client(), { firstName: 'Eve' }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/user/email', () => {
  it('changes the login to the new address once the current password is given', async () => {
    const { client, username, password } = await signedIn();
    const email = `new-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await client.post('/api/user/email', {
      email: ` ${email.toUpperCase()} `,
      currentPassword: password,
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json.username).toBe(email);
    // The session goes on; the new address signs in, the old one no longer does.
    expect((await client.get('/api/user')).json.username).toBe(email);
    expect((await t.client().post('/api/login', { username: email, password })).status).toBe(200);
    expectError(await t.client().post('/api/login', { username, password }), 401, 'INVALID_CREDENTIALS');
  });

  it('refuses a wrong current password (as a failed login), a taken address, a bad address and guests', async () => {
    const { client, username, password } = await signedIn();
    const other = await signedIn();
    const wrong = await client.post('/api/user/email', {
      email: 'x@example.com',
      currentPassword: 'not mine',
    });
    expectError(wrong, 400, 'INVALID_PASSWORD', messages.invalidPassword);
    expect(wrong.json.fields).toEqual({ currentPassword: messages.invalidPassword });

    const taken = await client.post('/api/user/email', { email: other.username, currentPassword: password });
    expectError(taken, 409, 'USERNAME_TAKEN', messages.usernameTaken);
    expect(taken.json.fields).toEqual({ email: 'An account with this email already exists' });

    const bad = await client.post('/api/user/email', { email: 'not an address', currentPassword: password });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.json.fields).toEqual({ email: messages.invalidEmail });
    const missing = await client.post('/api/user/email', { email: 'y@example.com' });
    expect(missing.json.fields).toEqual({ currentPassword: messages.currentPasswordRequired });

    expectError(
      await t.client().post('/api/user/email', { email: 'z@example.com', currentPassword: password }),
      401,
      'UNAUTHORIZED',
    );
    // Nothing changed.
    expect((await client.get('/api/user')).json.username).toBe(username);
    // The same address again (in another case) changes nothing and is no error.
    const same = await client.post('/api/user/email', {
      email: username.toUpperCase(),
      currentPassword: password,
    });
    expect(same.status).toBe(200);
    expect(same.json.username).toBe(username);
  });

  it('wrong current passwords count against the login limit of the account (10, then 429)', async () => {
    const { client } = await signedIn();
    for (let i = 0; i < 10; i++) {
      const res = await client.post('/api/user/email', {
        email: 'x@example.com',
        currentPassword: `wrong ${i}`,
      });
      expect(res.status).toBe(400);
    }
    expectError(
      await client.post('/api/user/email', { email: 'x@example.com', currentPassword: 'wrong again' }),
      429,
      'TOO_MANY_REQUESTS',
    );
  });

  it('an address that had the free trial keeps having had it when its account moves to another', async () => {
    const { client, username, password } = await signedIn();
    expect((await buy(client, 'basic')).status).toBe(200);
    const moved = await client.post('/api/user/email', {
      email: `moved-${Math.random().toString(36).slice(2)}@example.com`,
      currentPassword: password,
    });
    expect(moved.status, moved.body).toBe(200);
    const again = t.client();
    const { user } = await again.register({ username });
    expect(user.trialAvailable).toBe(false);
  });
});

describe('POST /api/user/password', () => {
  it('sets a new password and signs out every other browser of the account, not this one', async () => {
    const { client, username, password } = await signedIn();
    const elsewhere = t.client();
    expect((await elsewhere.post('/api/login', { username, password })).status).toBe(200);
    const bystander = await signedIn();

    const res = await client.post('/api/user/password', {
      currentPassword: password,
      newPassword: 'a brand new passphrase',
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.passwordChanged });
    expect((await client.get('/api/user')).status).toBe(200);
    expectError(await elsewhere.get('/api/user'), 401, 'UNAUTHORIZED');
    // Another account's sessions are untouched.
    expect((await bystander.client.get('/api/user')).status).toBe(200);
    expect(
      (await t.client().post('/api/login', { username, password: 'a brand new passphrase' })).status,
    ).toBe(200);
    expectError(await t.client().post('/api/login', { username, password }), 401, 'INVALID_CREDENTIALS');
  });

  it('refuses a wrong current password, a password registration would refuse, and guests', async () => {
    const { client, username, password } = await signedIn();
    const wrong = await client.post('/api/user/password', {
      currentPassword: 'not mine',
      newPassword: 'a brand new passphrase',
    });
    expectError(wrong, 400, 'INVALID_PASSWORD');
    expect(wrong.json.fields).toEqual({ currentPassword: messages.invalidPassword });

    const short = await client.post('/api/user/password', { currentPassword: password, newPassword: 'abc' });
    expectError(short, 400, 'VALIDATION_ERROR', messages.passwordMin);
    expect(short.json.fields).toEqual({ newPassword: 'Password must be at least 6 characters' });

    const common = await client.post('/api/user/password', {
      currentPassword: password,
      newPassword: 'password1',
    });
    expectError(common, 400, 'VALIDATION_ERROR');
    expect(common.json.fields).toEqual({ newPassword: messages.passwordCommon });

    expectError(
      await t
        .client()
        .post('/api/user/password', { currentPassword: password, newPassword: 'whatever it is' }),
      401,
      'UNAUTHORIZED',
    );
    // The password is unchanged.
    expect((await t.client().post('/api/login', { username, password })).status).toBe(200);
  });
});

describe('the profile picture', () => {
  it('is stored re-encoded as the avatar pictures are, named by the account, and served to its owner only', async () => {
    const { client } = await signedIn();
    const original = await photo(900, 500, { Artist: 'Secret Person' });
    const res = await putPicture(client, [picture(original)]);
    expect(res.status, res.body).toBe(200);
    expect(res.json.avatarUrl).toMatch(/^\/api\/user\/picture\?v=[\w-]{16}$/);
    expect(res.json.avatarLastUpdated).toEqual(expect.any(String));
    expect((await client.get('/api/user')).json.avatarUrl).toBe(res.json.avatarUrl);

    const image = await fetchImage(client, res.json.avatarUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'webp',
      width: 256,
      height: 256,
      exif: undefined,
    });
    expect(image.rawPayload.toString('latin1')).not.toContain('Secret Person');
    expect((await fetchImage(client, '/api/user/picture')).headers['cache-control']).toBe(
      'private, no-cache',
    );

    // Another account has none of its own to see, and a guest none at all.
    const other = await signedIn();
    expectError(
      await other.client.get(res.json.avatarUrl),
      404,
      'NOT_FOUND',
      profilePictureMessages.notFound,
    );
    expectError(await t.client().get(res.json.avatarUrl), 401, 'UNAUTHORIZED');

    // A new picture is a new address; PNG and WebP are taken too.
    const png = await sharp(await photo(200, 300))
      .png()
      .toBuffer();
    const second = await putPicture(client, [picture(png, 'image/png', 'me.png')]);
    expect(second.status, second.body).toBe(200);
    expect(second.json.avatarUrl).not.toBe(res.json.avatarUrl);
    const webp = await sharp(await photo(120, 120))
      .webp()
      .toBuffer();
    expect((await putPicture(client, [picture(webp, 'image/webp', 'me.webp')])).status).toBe(200);
  });

  it('removes the picture: the initials come back, and it is gone from the database', async () => {
    const { client, user } = await signedIn();
    expect((await putPicture(client, [picture(await photo(100, 100))])).status).toBe(200);
    const res = await client.request('DELETE', '/api/user/picture');
    expect(res.status, res.body).toBe(200);
    expect(res.json.avatarUrl).toBeNull();
    expectError(await client.get('/api/user/picture'), 404, 'NOT_FOUND');
    expect(
      await t.database.db.select().from(profilePictures).where(eq(profilePictures.userId, user.id)),
    ).toEqual([]);
    // Removing none is no error.
    expect((await client.request('DELETE', '/api/user/picture')).status).toBe(200);
    expectError(await t.client().request('DELETE', '/api/user/picture'), 401, 'UNAUTHORIZED');
  });

  it('refuses what is not a JPEG, PNG or WebP, a picture over 5 MB, no picture, and guests', async () => {
    const { client } = await signedIn();
    const gif = await sharp(await photo(60, 60))
      .gif()
      .toBuffer();
    expectError(
      await putPicture(client, [picture(gif, 'image/gif', 'me.gif')]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      profilePictureMessages.formats,
    );
    // The content decides: text named a PNG, and a declared type that is not a picture.
    expectError(
      await putPicture(client, [
        picture(Buffer.from('just some text, not a picture at all'), 'image/png', 'me.png'),
      ]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      avatarMessages.invalidType,
    );
    expectError(
      await putPicture(client, [picture(Buffer.from('hello'), 'text/plain', 'me.txt')]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      avatarMessages.invalidType,
    );
    const huge = Buffer.concat([await photo(64, 64), Buffer.alloc(AVATAR_MAX_BYTES)]);
    expectError(
      await putPicture(client, [picture(huge)]),
      413,
      'PAYLOAD_TOO_LARGE',
      'Please upload an image smaller than 5MB',
    );
    const none = await putPicture(client, [{ name: 'note', value: 'no file' }]);
    expectError(none, 400, 'VALIDATION_ERROR');
    expect(none.json.fields).toEqual({ picture: profilePictureMessages.required });
    // A damaged JPEG: 400 on the picture's field.
    const damaged = (await photo(64, 64)).subarray(0, 200);
    const broken = await putPicture(client, [picture(damaged)]);
    expectError(broken, 400, 'VALIDATION_ERROR');
    expect(broken.json.fields).toEqual({ picture: avatarMessages.unreadable });
    expectError(
      await client.request('PUT', '/api/user/picture', { picture: 'x' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(await putPicture(t.client(), [picture(await photo(50, 50))]), 401, 'UNAUTHORIZED');
    // Nothing was stored.
    expect((await client.get('/api/user')).json.avatarUrl).toBeNull();
  });

  it('belongs to the account\'s data: in "Download my data", and gone with the account', async () => {
    const { client, password, user } = await signedIn();
    const none = accountExportSchema.parse((await client.get('/api/user/export')).json);
    expect(none.profilePicture).toBeNull();
    expect((await putPicture(client, [picture(await photo(80, 80))])).status).toBe(200);
    const data = accountExportSchema.parse((await client.get('/api/user/export')).json);
    const [row] = await t.database.db
      .select()
      .from(profilePictures)
      .where(eq(profilePictures.userId, user.id));
    expect(data.profilePicture).toEqual({
      picture: `data:image/webp;base64,${row?.image.toString('base64')}`,
      updatedAt: row?.updatedAt.toISOString(),
    });
    expect(data.account.avatarUrl).toMatch(/^\/api\/user\/picture\?v=/);

    expect((await client.post('/api/user/delete', { password })).status).toBe(200);
    expect(
      await t.database.db.select().from(profilePictures).where(eq(profilePictures.userId, user.id)),
    ).toEqual([]);
  });
});
