import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/server/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { textPdf, upload } from '../helpers/documents.js';
import { tempDir } from '../helpers/speech.js';

/**
 * The same uploads on both storages: the local disk (the default) and an S3-compatible bucket (a
 * local s3rver started here). Files are stored under server-made keys, served back byte for byte,
 * and deleted with the account.
 */
const BUCKET = 'voxpert-files';
let s3: S3rver;
let endpoint: string;
beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir('vox-s3-'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await s3.run()) as unknown as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  await s3?.close();
});

type Storage = { name: string; config: () => Partial<Config>; keys: (app: TestApp) => Promise<string[]> };

const storages: Storage[] = [
  {
    name: 'disk',
    config: () => ({ dataDir: tempDir() }),
    keys: async (t) => {
      const root = path.join(t.config.dataDir, 'files');
      if (!existsSync(root)) return [];
      return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((d) => d.isFile())
        .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
    },
  },
  {
    name: 's3',
    config: () => ({
      dataDir: tempDir(),
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    keys: async () => {
      const client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
    },
  },
];

describe.each(storages)('files in $name storage', (storage) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: storage.config() });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('stores under a server-made key, serves the bytes back, and deletes them with the account', async () => {
    const client = t.client();
    const { password, user } = await client.register();
    const pdf = await textPdf(['Stored bytes come back unchanged.']);
    const up = await upload(client, { name: '../../../../tmp/evil.pdf', type: 'application/pdf', data: pdf });
    expect(up.status, up.body).toBe(201);
    const mine = (await storage.keys(t)).filter((k) => k.startsWith(`u${user.id}/`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatch(new RegExp(`^u${user.id}/[a-f0-9-]{36}$`));

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${up.json.id}`,
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="evil.pdf"; filename*=UTF-8''evil.pdf`);
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);

    const deleted = await client.post('/api/user/delete', { password });
    expect(deleted.status, deleted.body).toBe(200);
    expect((await storage.keys(t)).filter((k) => k.startsWith(`u${user.id}/`))).toEqual([]);
  });
});
