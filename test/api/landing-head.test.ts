import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPageMeta } from '../../src/contract/landing-values.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const INDEX =
  '<!doctype html><html><head><meta name="description" content="Voxpert: talk." /><title>Voxpert</title></head><body></body></html>';

let tmp: string;
let web: TestApp;
/** The same site without PUBLIC_URL: it cannot know its own address. */
let anyHost: TestApp;
beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'vox-landing-'));
  writeFileSync(path.join(tmp, 'index.html'), INDEX);
  web = await startTestApp({ webRoot: tmp, config: { PUBLIC_URL: 'https://voxpert.example' } });
  anyHost = await startTestApp({ webRoot: tmp, database: web.database });
}, 60_000);
afterAll(async () => {
  await anyHost?.close();
  await web?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the landing pages as crawlers see them (no script run)', () => {
  it.each([
    ['/lp/my', 'localhost', 'my'],
    ['/lp/your?ref=abcd1234', 'localhost', 'your'],
    ['/lp/mentor/', 'localhost', 'mentor'],
    ['/', 'my.voxpert.example', 'my'],
    ['/', 'your.voxpert.example:8080', 'your'],
    ['/', 'MENTOR.voxpert.example', 'mentor'],
  ] as const)(
    'GET %s on %s has the %s page title, description and Open Graph tags',
    async (url, host, page) => {
      const res = await web.client().get(url, { host });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const meta = landingPageMeta[page];
      expect(res.body).toContain(`<title>${meta.title} - Voxpert</title>`);
      expect(res.body).toContain(`<meta name="description" content="${meta.description}" />`);
      expect(res.body).not.toContain('Voxpert: talk.');
      expect(res.body).toContain(`<meta property="og:title" content="${meta.title}" />`);
      expect(res.body).toContain(`<meta property="og:description" content="${meta.description}" />`);
      expect(res.body).toContain(`<meta property="og:url" content="https://voxpert.example/lp/${page}" />`);
      expect(res.body).toContain(`<link rel="canonical" href="https://voxpert.example/lp/${page}" />`);
    },
  );

  it.each([
    ['/', 'voxpert.example'],
    ['/', '127.0.0.1'],
    ['/', 'mystery.voxpert.example'],
    ['/lp/their', 'localhost'],
    ['/profile', 'my.voxpert.example'],
  ])('GET %s on %s is the plain app', async (url, host) => {
    const res = await web.client().get(url, { host });
    expect(res.status).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});

describe('the landing pages are sent compressed', () => {
  it('answers brotli or gzip as accepted, the same page once decoded, on a landing host too', async () => {
    const get = (url: string, host: string, acceptEncoding?: string) =>
      web.app.inject({
        method: 'GET',
        url,
        headers: { host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await get('/lp/my', 'localhost');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('<meta property="og:url" content="https://voxpert.example/lp/my" />');

    const br = await get('/lp/my', 'localhost', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const gzip = await get('/', 'your.voxpert.example', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain(
      `<title>${landingPageMeta.your.title} - Voxpert</title>`,
    );
  });
});

describe('the Host header does not shape the landing pages', () => {
  const madeUp = Array.from({ length: 100 }, (_, i) => `made-up-${i}.attacker.example`);

  it('without PUBLIC_URL, every made-up host gets the same page: the path as canonical link, no og:url', async () => {
    const get = (url: string, host: string) =>
      anyHost.app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': 'br' } });
    const real = await get('/lp/my', 'localhost:5000');
    expect(real.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(real.rawPayload).toString('utf8');
    expect(page).toContain('<link rel="canonical" href="/lp/my" />');
    expect(page).not.toContain('og:url');
    expect(page).not.toContain('localhost');
    for (const host of madeUp) {
      const res = await get('/lp/my', host);
      expect(res.statusCode).toBe(200);
      // One text for every host: nothing new to make, compress or keep, nothing pushed out.
      expect(res.rawPayload.equals(real.rawPayload), host).toBe(true);
    }
    // "/" on a made-up landing host is the same page as /lp/my.
    const landingHost = await get('/', 'my.made-up-200.attacker.example');
    expect(landingHost.rawPayload.equals(real.rawPayload)).toBe(true);
  });
});

describe('the landing pages’ head in the page’s language', () => {
  it('GET /es/lp/my has its Spanish title, description and Open Graph tags, its own canonical address', async () => {
    const es = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../src/i18n/catalogs/es/web-landing.json'), 'utf8'),
    ) as Record<string, string>;
    const meta = landingPageMeta.my;
    const title = es[meta.title];
    const description = es[meta.description];
    expect(title).toBeTruthy();
    const res = await web.client().get('/es/lp/my', { host: 'localhost' });
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<title>${title} - Voxpert</title>`);
    expect(res.body).toContain(`<meta name="description" content="${description}" />`);
    expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
    expect(res.body).toContain('<meta property="og:locale" content="es_ES" />');
    expect(res.body).toContain('<link rel="canonical" href="https://voxpert.example/es/lp/my" />');
    expect(res.body).toContain('<meta property="og:url" content="https://voxpert.example/es/lp/my" />');
    expect(res.body).not.toContain(meta.title);
  });

  it('in English the head stays the contract’s, with og:locale en_US', async () => {
    const res = await web.client().get('/lp/mentor', { host: 'localhost' });
    expect(res.body).toContain(`<title>${landingPageMeta.mentor.title} - Voxpert</title>`);
    expect(res.body).toContain('<meta property="og:locale" content="en_US" />');
  });
});
