import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarMessages, defaultVoiceAvatars } from '../../src/contract/voice-avatars.js';
import { voiceAvatars } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
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

const picture = (data: Buffer, type = 'image/jpeg', filename = 'me.jpg'): Part => ({
  name: 'avatar',
  filename,
  type,
  data,
});

function upload(client: TestClient, parts: Part[]) {
  const body = multipart(parts);
  return client.post('/api/voice-avatars/upload', body.payload, body.headers);
}

/** The picture's bytes as the browser gets them (the test client reads text). */
async function fetchImage(client: TestClient, url: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function signedIn(): Promise<TestClient> {
  const client = t.client();
  await client.register();
  return client;
}

/** A PNG that claims `side` x `side` one-bit pixels, all zero: a few kilobytes that decode to `side`² bytes. */
function decompressionBomb(side: number): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  const row = Math.ceil(side / 8) + 1;
  const raw = Buffer.alloc(row * side); // filter byte 0 and zero pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('GET /api/voice-avatars', () => {
  it('answers the six built-in avatars to a guest and to a new user', async () => {
    for (const client of [t.client(), await signedIn()]) {
      const res = await client.get('/api/voice-avatars');
      expect(res.status).toBe(200);
      expect(res.json.map((a: { voiceId: string }) => a.voiceId)).toEqual([
        'nova',
        'alloy',
        'echo',
        'fable',
        'onyx',
        'shimmer',
      ]);
      expect(res.json[0]).toEqual({
        ...defaultVoiceAvatars[0],
        customName: null,
        hasCustomImage: false,
        isDefault: true,
        updatedAt: null,
      });
    }
  });
});

describe('POST /api/voice-avatars/upload', () => {
  it('stores the picture re-encoded: square, 256 px, WebP, and serves it only to its owner', async () => {
    const client = await signedIn();
    const res = await upload(client, [
      { name: 'voiceId', value: 'echo' },
      { name: 'customName', value: '  Grandpa Joe ' },
      picture(await photo(900, 500)),
    ]);
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject({
      voiceId: 'echo',
      displayName: 'Ethan',
      customName: 'Grandpa Joe',
      hasCustomImage: true,
      isDefault: false,
    });
    expect(res.json.imageUrl).toMatch(/^\/api\/voice-avatars\/\d+\/image\?v=[\w-]{16}$/);

    const list = await client.get('/api/voice-avatars');
    expect(list.json.find((a: { voiceId: string }) => a.voiceId === 'echo')).toEqual(res.json);
    expect(list.json.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(5);

    const image = await fetchImage(client, res.json.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 256,
      height: 256,
    });
    // Without the current version the answer is not cached for good.
    const unversioned = await fetchImage(client, res.json.imageUrl.replace(/\?.*/, ''));
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');

    // Another user, and a guest, cannot see it.
    expectError(await (await signedIn()).get(res.json.imageUrl), 404, 'NOT_FOUND', avatarMessages.notFound);
    expectError(await t.client().get(res.json.imageUrl), 401, 'UNAUTHORIZED');
    expectError(await client.get('/api/voice-avatars/99999999/image'), 404, 'NOT_FOUND');
    expectError(await client.get('/api/voice-avatars/abc/image'), 404, 'NOT_FOUND');
  });

  it('drops EXIF and every other kind of metadata', async () => {
    const client = await signedIn();
    const original = await photo(400, 400, { Artist: 'Secret Person', Copyright: 'GPS 51.5N 0.12W' });
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif?.toString('latin1')).toContain('Secret Person');

    const res = await upload(client, [{ name: 'voiceId', value: 'nova' }, picture(original)]);
    expect(res.status, res.body).toBe(200);
    const served = (await fetchImage(client, res.json.imageUrl)).rawPayload;
    const meta = await sharp(served).metadata();
    expect({ exif: meta.exif, icc: meta.icc, xmp: meta.xmp, iptc: meta.iptc }).toEqual({
      exif: undefined,
      icc: undefined,
      xmp: undefined,
      iptc: undefined,
    });
    expect(served.toString('latin1')).not.toContain('Secret Person');
    expect(served.toString('latin1')).not.toContain('Exif');
  });

  it('replaces an earlier picture with a new version and keeps the name when none is sent', async () => {
    const client = await signedIn();
    const first = await upload(client, [
      { name: 'voiceId', value: 'fable' },
      { name: 'customName', value: 'Auntie' },
      picture(await photo(300, 300)),
    ]);
    const second = await upload(client, [
      picture(await photo(320, 200), 'image/png', 'other.png'),
      { name: 'voiceId', value: 'fable' },
    ]);
    expect(second.status, second.body).toBe(200);
    expect(second.json.customName).toBe('Auntie');
    expect(second.json.imageUrl).not.toBe(first.json.imageUrl);
    expect(second.json.imageUrl.replace(/\?.*/, '')).toBe(first.json.imageUrl.replace(/\?.*/, ''));
    const rows = await t.database.db.select().from(voiceAvatars);
    expect(rows.filter((r) => r.imageVersion === second.json.imageUrl.split('v=')[1])).toHaveLength(1);
  });

  it('accepts PNG, GIF and WebP pictures', async () => {
    const client = await signedIn();
    const base = sharp(await photo(120, 90));
    for (const [type, data] of [
      ['image/png', await base.clone().png().toBuffer()],
      ['image/gif', await base.clone().gif().toBuffer()],
      ['image/webp', await base.clone().webp().toBuffer()],
    ] as const) {
      const res = await upload(client, [{ name: 'voiceId', value: 'onyx' }, picture(data, type)]);
      expect(res.status, `${type}: ${res.body}`).toBe(200);
    }
  });

  it('is for signed-in users', async () => {
    const res = await upload(t.client(), [{ name: 'voiceId', value: 'nova' }, picture(await photo(50, 50))]);
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const client = await signedIn();
    const jpeg = await photo(64, 64);
    const big = Buffer.concat([jpeg, Buffer.alloc(AVATAR_MAX_BYTES + 1 - jpeg.length)]);
    const res = await upload(client, [{ name: 'voiceId', value: 'nova' }, picture(big)]);
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', avatarMessages.tooLarge);
  });

  it('refuses what is not a picture, whatever it is called, with 415', async () => {
    const client = await signedIn();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const cases: Part[] = [
      picture(svg, 'image/svg+xml', 'face.svg'),
      picture(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'image/jpeg', 'face.jpg'),
      picture(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), 'image/png'),
      picture(await photo(40, 40), 'application/octet-stream', 'face.jpg'),
      picture(await photo(40, 40), 'text/html', 'face.html'),
    ];
    for (const part of cases) {
      const res = await upload(client, [{ name: 'voiceId', value: 'nova' }, part]);
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', avatarMessages.invalidType);
    }
    expect((await client.get('/api/voice-avatars')).json[0].isDefault).toBe(true);
  });

  it('refuses a damaged picture with 400', async () => {
    const client = await signedIn();
    const jpeg = await photo(200, 200);
    const res = await upload(client, [
      { name: 'voiceId', value: 'nova' },
      picture(Buffer.concat([jpeg.subarray(0, 40), Buffer.alloc(200, 7)])),
    ]);
    expectError(res, 400, 'VALIDATION_ERROR', avatarMessages.unreadable);
    expect(res.json.fields).toEqual({ avatar: avatarMessages.unreadable });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const client = await signedIn();
    const bomb = decompressionBomb(20_000); // 400 megapixels in a few kilobytes
    expect(bomb.length).toBeLessThan(200_000);
    const res = await upload(client, [
      { name: 'voiceId', value: 'nova' },
      picture(bomb, 'image/png', 'x.png'),
    ]);
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', avatarMessages.tooManyPixels);
  });

  it('names each missing or wrong field', async () => {
    const client = await signedIn();
    const jpeg = await photo(40, 40);
    const noFile = await upload(client, [{ name: 'voiceId', value: 'nova' }]);
    expectError(noFile, 400, 'VALIDATION_ERROR');
    expect(noFile.json.fields).toEqual({ avatar: avatarMessages.imageRequired });

    const badVoice = await upload(client, [{ name: 'voiceId', value: 'robot' }, picture(jpeg)]);
    expectError(badVoice, 400, 'VALIDATION_ERROR');
    expect(Object.keys(badVoice.json.fields)).toEqual(['voiceId']);

    const blankName = await upload(client, [
      { name: 'voiceId', value: 'nova' },
      { name: 'customName', value: '   ' },
      picture(jpeg),
    ]);
    expectError(blankName, 400, 'VALIDATION_ERROR', avatarMessages.nameEmpty);
    expect(blankName.json.fields).toEqual({ customName: avatarMessages.nameEmpty });

    const json = await client.post('/api/voice-avatars/upload', { voiceId: 'nova' });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE', avatarMessages.notMultipart);
  });
});

describe('POST /api/voice-avatars/customize-name', () => {
  it("sets the user's own name, which the built-in name clears again", async () => {
    const client = await signedIn();
    const res = await client.post('/api/voice-avatars/customize-name', {
      voiceId: 'shimmer',
      customName: '  Coach Sam  ',
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject({
      voiceId: 'shimmer',
      displayName: 'Sofia',
      customName: 'Coach Sam',
      imageUrl: '/avatars/shimmer.svg',
      hasCustomImage: false,
      isDefault: false,
    });
    // Only this user's list changes.
    const other = await signedIn();
    expect(
      (await other.get('/api/voice-avatars')).json.every((a: { isDefault: boolean }) => a.isDefault),
    ).toBe(true);

    const back = await client.post('/api/voice-avatars/customize-name', {
      voiceId: 'shimmer',
      customName: 'Sofia',
    });
    expect(back.json).toMatchObject({ customName: null, isDefault: true });
    expect(await t.database.db.select().from(voiceAvatars)).not.toContainEqual(
      expect.objectContaining({ customName: 'Coach Sam' }),
    );
  });

  it('answers the validation texts', async () => {
    const client = await signedIn();
    const blank = await client.post('/api/voice-avatars/customize-name', {
      voiceId: 'nova',
      customName: ' ',
    });
    expectError(blank, 400, 'VALIDATION_ERROR', avatarMessages.nameEmpty);
    expect(blank.json.fields).toEqual({ customName: avatarMessages.nameEmpty });
    const long = await client.post('/api/voice-avatars/customize-name', {
      voiceId: 'nova',
      customName: 'x'.repeat(41),
    });
    expect(long.json.fields).toEqual({ customName: avatarMessages.nameTooLong });
    const voice = await client.post('/api/voice-avatars/customize-name', { voiceId: 'x', customName: 'Al' });
    expect(Object.keys(voice.json.fields)).toEqual(['voiceId']);
    const extra = await client.post('/api/voice-avatars/customize-name', {
      voiceId: 'nova',
      customName: 'Al',
      isDefault: false,
    });
    expectError(extra, 400, 'VALIDATION_ERROR');
    expectError(
      await t.client().post('/api/voice-avatars/customize-name', { voiceId: 'nova', customName: 'Al' }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('POST /api/voice-avatars/reset', () => {
  it('brings back the built-in picture and name, and the old picture is gone', async () => {
    const client = await signedIn();
    const uploaded = await upload(client, [
      { name: 'voiceId', value: 'alloy' },
      { name: 'customName', value: 'Robin' },
      picture(await photo(200, 200)),
    ]);
    expect(uploaded.status).toBe(200);

    const res = await client.post('/api/voice-avatars/reset', { voiceId: 'alloy' });
    expect(res.status, res.body).toBe(200);
    expect(res.json).toEqual({
      ...defaultVoiceAvatars[1],
      customName: null,
      hasCustomImage: false,
      isDefault: true,
      updatedAt: null,
    });
    expect((await fetchImage(client, uploaded.json.imageUrl)).statusCode).toBe(404);
    // Resetting what was never changed is fine too.
    expect((await client.post('/api/voice-avatars/reset', { voiceId: 'alloy' })).status).toBe(200);
  });

  it('answers 400 for an unknown voice and 401 for a guest', async () => {
    const client = await signedIn();
    expectError(await client.post('/api/voice-avatars/reset', { voiceId: 'robot' }), 400, 'VALIDATION_ERROR');
    expectError(await client.post('/api/voice-avatars/reset', {}), 400, 'VALIDATION_ERROR');
    expectError(await t.client().post('/api/voice-avatars/reset', { voiceId: 'nova' }), 401, 'UNAUTHORIZED');
  });
});
