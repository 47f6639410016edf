import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const catalogs = path.resolve(import.meta.dirname, '../../src/i18n/catalogs');
const text = (locale: string, file: string, english: string): string => {
  const found = (
    JSON.parse(readFileSync(path.join(catalogs, locale, file), 'utf8')) as Record<string, string>
  )[english];
  if (!found) throw new Error(`no ${locale} text for ${english}`);
  return found;
};

/** A registration the contract refuses: no e-mail address, a short password. */
const invalidRegistration = {
  username: '',
  password: 'abc',
  securityQuestion: 'What was the name of your first pet?',
  securityAnswer: 'Biscuit',
};

type Body = { error: string; message: string; fields?: Record<string, string> };

describe('API error answers in the person’s language', () => {
  const asked: [string, string, Record<string, string>, (c: ReturnType<TestApp['client']>) => void][] = [
    ['Accept-Language: es', 'es', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' }, () => {}],
    ['the language cookie vx_lang=ja', 'ja', {}, (c) => c.cookies.set('vx_lang', 'ja')],
  ];

  it.each(asked)(
    'a validation error, for %s: message and fields translated, error kept',
    async (_, locale, headers, prepare) => {
      const client = t.client();
      prepare(client);
      const res = await client.post('/api/register', invalidRegistration, headers);
      expect(res.status).toBe(400);
      const body = res.json as Body;
      expect(body.error).toBe('VALIDATION_ERROR');
      expect(body.fields?.username).toBe(text(locale, 'shared.json', 'Email is required'));
      expect(body.fields?.password).toBe(
        text(locale, 'shared.json', 'Password must be at least 6 characters'),
      );
      expect(Object.values(body.fields ?? {})).toContain(body.message);
      expect(res.headers['content-language']).toBe(locale);
    },
  );

  it.each(asked)(
    'an AppError, for %s: its message translated, error kept',
    async (_, locale, headers, prepare) => {
      const client = t.client();
      prepare(client);
      const res = await client.get('/api/user', headers);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({
        error: 'UNAUTHORIZED',
        message: text(locale, 'server.json', 'Please sign in to continue.'),
      });
    },
  );

  it.each(asked)(
    'a message with a run-time value, for %s: its ICU text translated and filled in',
    async (_, locale, headers, prepare) => {
      const client = t.client();
      prepare(client);
      const res = await client.get('/api/no-such-thing', headers);
      expect(res.status).toBe(404);
      const body = res.json as Body;
      expect(body.error).toBe('NOT_FOUND');
      const template = text(locale, 'server.json', 'No such path: {method} {path}');
      expect(body.message).toBe(template.replace('{method}', 'GET').replace('{path}', '/api/no-such-thing'));
    },
  );

  it('the cookie wins over Accept-Language', async () => {
    const client = t.client();
    client.cookies.set('vx_lang', 'ja');
    const res = await client.get('/api/user', { 'accept-language': 'es' });
    expect((res.json as Body).message).toBe(text('ja', 'server.json', 'Please sign in to continue.'));
  });

  it('in English without either', async () => {
    const invalid = await t.client().post('/api/register', invalidRegistration);
    expect(invalid.status).toBe(400);
    const body = invalid.json as Body;
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.fields?.username).toBe('Email is required');
    expect(body.fields?.password).toBe('Password must be at least 6 characters');
    expect(invalid.headers['content-language']).toBeUndefined();
    const denied = await t.client().get('/api/user');
    expect(denied.json).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    const missing = await t.client().get('/api/no-such-thing');
    expect((missing.json as Body).message).toBe('No such path: GET /api/no-such-thing');
  });
});
