import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressWebRoot } from '../../scripts/compress-web.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

const INDEX = '<!doctype html><title>Voxpert</title>';
const SHELL_ES = '<!doctype html><html lang="es" dir="ltr" data-locale="es"><title>Voxpert</title>';
const SCRIPT = 'console.info("voxpert");\n';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MANIFEST = '{"name":"Voxpert"}';
const WORKER = "self.addEventListener('fetch', () => {});\n";

/** A built web app: index.html, a hashed asset and a plain file, in `folder`. */
function writeWebRoot(folder: string): string {
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), INDEX);
  writeFileSync(path.join(folder, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(folder, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(folder, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(path.join(folder, 'sw.js'), WORKER);
  return folder;
}

let tmp: string;
let web: TestApp;
beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'vox-web-'));
  writeFileSync(path.join(tmp, 'secret.txt'), 'not for the web');
  web = await startTestApp({ webRoot: writeWebRoot(path.join(tmp, 'web')) });
}, 60_000);
afterAll(async () => {
  await web?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it.each(['/', '/profile', '/some/deep/path?x=1', '/index.html', '/api-docs', '/reset-password/'])(
    'answers GET %s with index.html, revalidated on every visit',
    async (url) => {
      const res = await web.client().get(url);
      expect(res.status).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      const permissions = String(res.headers['permissions-policy']);
      expect(permissions).toContain('microphone=(self)');
      expect(permissions).toContain('camera=()');
      expect(permissions).toContain('screen-wake-lock=(self)');
    },
  );

  it('serves the web app manifest as application/manifest+json, revalidated, and the policy allows it', async () => {
    const res = await web.client().get('/manifest.webmanifest');
    expect([res.status, res.body, res.headers['cache-control']]).toEqual([200, MANIFEST, 'no-cache']);
    expect(String(res.headers['content-type'])).toMatch(/^application\/manifest\+json/);
    expect(String(res.headers['content-security-policy'])).toContain("manifest-src 'self'");
  });

  it('serves the service worker from the root as JavaScript, never cached stale, and the policy allows it', async () => {
    const res = await web.client().get('/sw.js');
    expect([res.status, res.body, res.headers['cache-control']]).toEqual([200, WORKER, 'no-cache']);
    expect(String(res.headers['content-type'])).toMatch(/^(application|text)\/javascript/);
    const page = await web.client().get('/');
    expect(String(page.headers['content-security-policy'])).toMatch(/worker-src 'self'/);
  });

  it('serves hashed assets to be cached for a year', async () => {
    const res = await web.client().get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.body).toBe(SCRIPT);
    expect(String(res.headers['content-type'])).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves other files, revalidated', async () => {
    const res = await web.client().get('/robots.txt');
    expect([res.status, res.body, res.headers['cache-control']]).toEqual([
      200,
      'User-agent: *\n',
      'no-cache',
    ]);
  });

  it('answers a missing asset with a plain 404, not index.html', async () => {
    const res = await web.client().get('/assets/missing.js');
    expect(res.status).toBe(404);
    expect(res.body).toBe('Not found');
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it('keeps JSON 404s for unknown API paths and for other methods', async () => {
    const client = web.client();
    expectError(await client.get('/api/unknown'), 404, 'NOT_FOUND', 'No such path: GET /api/unknown');
    expectError(
      await client.post('/anything-not-api', {}),
      404,
      'NOT_FOUND',
      'No such path: POST /anything-not-api',
    );
    expectError(await client.post('/'), 404, 'NOT_FOUND', 'No such path: POST /');
    expectError(
      await client.request('DELETE', '/profile'),
      404,
      'NOT_FOUND',
      'No such path: DELETE /profile',
    );
  });

  it.each(['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt'])(
    'never serves files outside the web root (%s)',
    async (url) => {
      const res = await web.client().get(url);
      expect(res.body).not.toContain('not for the web');
      expect([200, 400, 403, 404]).toContain(res.status);
    },
  );
});

describe('without a built web app', () => {
  it('answers pages with a 404 saying how to build it, and the API still works', async () => {
    const bare = await startTestApp({ database: web.database, webRoot: null });
    try {
      const client = bare.client();
      const res = await client.get('/');
      expect(res.status).toBe(404);
      expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
      expect(res.body).toBe(
        'The web app has not been built yet. Run `npm run build` (npm start does it for you).',
      );
      expect((await client.get('/profile')).body).toContain('npm run build');
      expect((await client.get('/healthz')).status).toBe(200);
      expectError(await client.get('/api/unknown'), 404, 'NOT_FOUND');
    } finally {
      await bare.close();
    }
  });

  it('treats a folder without index.html as no web app', async () => {
    const empty = mkdtempSync(path.join(tmp, 'empty-'));
    const bare = await startTestApp({ database: web.database, webRoot: empty });
    try {
      const res = await bare.client().get('/');
      expect([res.status, res.body]).toEqual([404, expect.stringContaining('npm run build')]);
    } finally {
      await bare.close();
    }
  });
});

// web.ts picks the cache policy by looking for "/assets/" anywhere in the file's absolute path, so a web
// root that itself lies under a folder named "assets" marks index.html immutable for a year.
it('keeps index.html revalidated when the web root lies under a folder named assets', async () => {
  const root = writeWebRoot(path.join(tmp, 'assets', 'web'));
  const nested = await startTestApp({ database: web.database, webRoot: root });
  try {
    for (const url of ['/', '/profile', '/index.html']) {
      const res = await nested.client().get(url);
      expect([url, res.status, res.body]).toEqual([url, 200, INDEX]);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await nested.client().get('/assets/app-abc123.js')).headers['cache-control']).toBe(IMMUTABLE);
  } finally {
    await nested.close();
  }
});

describe('compressed files', () => {
  // Large enough to be compressed (over 1 KB), varied enough that brotli and gzip differ.
  const bigScript = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i * 7919};`).join('\n');
  const bigIndex = `<!doctype html><title>Voxpert</title>${'<p>Talk with an expert</p>'.repeat(80)}`;
  let app: TestApp;
  let root: string;
  beforeAll(async () => {
    root = writeWebRoot(path.join(tmp, 'compressed'));
    writeFileSync(path.join(root, 'index.html'), bigIndex);
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), bigScript);
    compressWebRoot(root);
    app = await startTestApp({ database: web.database, webRoot: root });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed asset as brotli to a browser that accepts it, the same bytes once decoded', async () => {
    const res = await get('/assets/index-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(res.headers['content-type'])).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(bigScript.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bigScript);
  });

  it('sends gzip to a browser that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);

    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/index-abc123.js', accept);
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(bigScript);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it.each(['/', '/profile', '/some/deep/path?x=1', '/index.html'])(
    'sends the app page for %s compressed, revalidated on every visit',
    async (url) => {
      const res = await get(url, 'gzip, deflate, br, zstd');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bigIndex);
    },
  );

  it('sends small files as they are', async () => {
    const res = await get('/robots.txt', 'br, gzip');
    expect([res.statusCode, res.headers['content-encoding'], res.body]).toEqual([
      200,
      undefined,
      'User-agent: *\n',
    ]);
  });
});

describe('prerendered public pages', () => {
  const page = (headline: string) =>
    `<!doctype html><title>${headline}</title><div id="root"><h1>${headline}</h1>${'<p>Ask out loud.</p>'.repeat(80)}</div>`;
  let app: TestApp;
  beforeAll(async () => {
    const root = writeWebRoot(path.join(tmp, 'prerendered-web'));
    mkdirSync(path.join(root, 'prerendered'));
    mkdirSync(path.join(root, 'prerendered', 'es'));
    writeFileSync(path.join(root, 'prerendered', 'index.html'), page('Talk with an expert'));
    writeFileSync(path.join(root, 'prerendered', 'auth.html'), page('Welcome back'));
    writeFileSync(path.join(root, 'prerendered', 'es', 'auth.html'), page('Bienvenido de nuevo'));
    writeFileSync(path.join(root, 'prerendered', 'es', 'shell.html'), SHELL_ES);
    const pages = {
      '/': 'prerendered/index.html',
      '/auth': 'prerendered/auth.html',
      '/es/auth': 'prerendered/es/auth.html',
      '/gone': 'prerendered/gone.html',
    };
    const shells = { es: 'prerendered/es/shell.html', 'en-XA': 'prerendered/en-XA/missing.html' };
    writeFileSync(path.join(root, 'prerendered', 'pages.json'), JSON.stringify({ pages, shells }));
    compressWebRoot(root);
    app = await startTestApp({ database: web.database, webRoot: root });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['/', 'Talk with an expert'],
    ['/auth', 'Welcome back'],
  ])('answers GET %s with its prerendered HTML, compressed, revalidated', async (url, headline) => {
    const res = await app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page(headline));
    const plain = await app.client().get(url);
    expect([plain.status, plain.body]).toEqual([200, page(headline)]);
  });

  it.each(['/auth?tab=register', '/?conversation=12', '/profile', '/index.html', '/gone', '/auth/extra'])(
    'answers GET %s with the app shell',
    async (url) => {
      const res = await app.client().get(url);
      expect([res.status, res.body, res.headers['cache-control']]).toEqual([200, INDEX, 'no-cache']);
    },
  );

  const get = (url: string, headers: Record<string, string> = {}) => app.client().get(url, headers);

  it('answers an address under a language prefix in that language, whoever asks', async () => {
    const res = await get('/es/auth', { 'accept-language': 'ja' });
    expect([res.status, res.body, res.headers['content-language']]).toEqual([
      200,
      page('Bienvenido de nuevo'),
      'es',
    ]);
    const shell = await get('/es/profile');
    expect([shell.status, shell.body]).toEqual([200, SHELL_ES]);
    expect((await get('/es/auth?tab=register')).body).toBe(SHELL_ES);
  });

  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', '', '/auth?tab=register', '/es/auth?tab=register'],
    ['en;q=0.5, de', '', '/', '/de'],
    ['en-GB', 'vx_lang=fr', '/profile', '/fr/profile'],
  ])(
    'redirects an address without a prefix to the language asked for or chosen (%s; %s): %s',
    async (accept, cookie, url, location) => {
      const res = await get(url, { 'accept-language': accept, ...(cookie ? { cookie } : {}) });
      expect([res.status, res.headers.location]).toEqual([302, location]);
      expect(String(res.headers.vary)).toMatch(/Accept-Language, Cookie/);
    },
  );

  it('answers English at an address without a prefix when English is chosen or asked for, varying by both', async () => {
    const chosen = await get('/auth', { 'accept-language': 'es', cookie: 'vx_lang=en' });
    expect([chosen.status, chosen.body]).toEqual([200, page('Welcome back')]);
    expect(String(chosen.headers.vary)).toMatch(/accept-encoding.*Accept-Language, Cookie/i);
    const asked = await get('/auth', { 'accept-language': 'en-US,ko;q=0.9' });
    expect([asked.status, asked.body]).toEqual([200, page('Welcome back')]);
    // A language nobody offers, or a made-up cookie: English.
    const unknown = await get('/auth', { 'accept-language': 'ko', cookie: 'vx_lang=xx' });
    expect(unknown.body).toBe(page('Welcome back'));
  });

  it('takes /en/... as English chosen: remembered, and the prefix dropped', async () => {
    const res = await get('/en/auth?tab=register', { 'accept-language': 'es' });
    expect([res.status, res.headers.location]).toEqual([302, '/auth?tab=register']);
    expect(res.setCookies[0]).toMatch(/^vx_lang=en; Path=\/; Max-Age=\d+; SameSite=Lax/);
  });

  it('answers the pseudo-locale (a test language, by cookie) at the address without a prefix, with the shell when none was built', async () => {
    const res = await get('/auth', { cookie: 'vx_lang=en-XA' });
    expect([res.status, res.body]).toEqual([200, INDEX]);
  });

  it('answers HEAD for a prerendered page without a body', async () => {
    const res = await app.app.inject({ method: 'HEAD', url: '/auth' });
    expect([res.statusCode, res.body]).toEqual([200, '']);
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
  });
});
